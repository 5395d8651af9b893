import { OPEN_DATA_LICENSE, OPEN_TALLY_COLUMNS, PUBLIC_MIN_VOTERS, SUPPRESSED_TEXT } from '@civic/contracts/rules';
import { PageHero } from '@/components/marketing';

/** The open data's dictionary and licence (/open-data, public, prerendered; ADR 0030). */
export function OpenDataPage() {
  return (
    <>
      <PageHero eyebrow="Open data" title="District tallies, free to reuse">
        <p>
          Every district’s decision on the bills Congress voted on, as CSV and JSON, under the {OPEN_DATA_LICENSE.name} licence. No personal data:
          only counts of at least {PUBLIC_MIN_VOTERS} voters.
        </p>
      </PageHero>
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12 sm:px-6">
        <section aria-labelledby="files-heading">
          <h2 id="files-heading" className="text-2xl font-bold text-ink-900">
            Files
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-800">
            <li>
              <code>/api/open/districts/{'{ST-NN}'}/tallies.csv</code> and <code>.json</code>: one district, one row per bill with a roll call.
            </li>
            <li>
              <code>/api/open/bills/{'{billId}'}/tallies.csv</code> and <code>.json</code>: one bill, one row per congressional district.
            </li>
          </ul>
          <p className="mt-3 text-sm text-ink-700">
            Answers carry an ETag and Last-Modified: send If-None-Match to get 304 Not Modified while nothing changed. Requests are rate-limited per address.
          </p>
        </section>
        <section aria-labelledby="license-heading">
          <h2 id="license-heading" className="text-2xl font-bold text-ink-900">
            Licence
          </h2>
          <p className="mt-3 text-ink-800">
            <a className="font-medium text-brand-700 underline" href={OPEN_DATA_LICENSE.url}>
              Creative Commons Attribution 4.0 International ({OPEN_DATA_LICENSE.name})
            </a>
            . Credit “{OPEN_DATA_LICENSE.attribution}”.
          </p>
        </section>
        <section aria-labelledby="suppression-heading">
          <h2 id="suppression-heading" className="text-2xl font-bold text-ink-900">
            Small counts
          </h2>
          <p className="mt-3 text-ink-800">
            A count below {PUBLIC_MIN_VOTERS} voters reads “{SUPPRESSED_TEXT}” (null in JSON). No total is published, so a hidden count cannot be worked
            out from the others, and a district’s decision is withheld until at least {PUBLIC_MIN_VOTERS} of its voters voted on the bill.
          </p>
        </section>
        <section aria-labelledby="dictionary-heading">
          <h2 id="dictionary-heading" className="text-2xl font-bold text-ink-900">
            Data dictionary
          </h2>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Columns of the tally files</caption>
            <thead>
              <tr className="text-ink-700">
                <th scope="col" className="py-2 pr-4 font-medium">Column</th>
                <th scope="col" className="py-2 font-medium">Meaning</th>
              </tr>
            </thead>
            <tbody>
              {OPEN_TALLY_COLUMNS.map((c) => (
                <tr key={c.name} className="border-t border-ink-200 align-top">
                  <th scope="row" className="py-2 pr-4 font-mono font-normal text-ink-900">
                    {c.name}
                  </th>
                  <td className="py-2 text-ink-800">{c.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </>
  );
}
