import { Link, useParams } from 'react-router-dom';
import type { PublicMember } from '@civic/contracts';
import { PERSONAL_VOTE_MULTIPLIER, PUBLIC_MIN_VOTERS, SUPPRESSED_TEXT } from '@civic/contracts/rules';
import { formatBillReference } from '@/features/bills/bill-number';
import { districtFiles, useDistrict } from '@/features/districts/api';
import { PageHero } from '@/components/marketing';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { agreementText, countText, decisionText, memberLabel, memberVoteText, roleText } from '@/features/districts/district-text';
import { ZipSearch } from '@/features/districts/zip-search';
import { useHydrated } from '@/hooks/use-hydrated';
import { ApiError, errorMessage } from '@/lib/api';
import { easternLongDate } from '@/lib/plain-format';

/**
 * The public district page (/districts/{ST-NN}, no sign-in, ADR 0030) and the ZIP search
 * (/districts). One prerendered shell serves every district: until hydration the page shows
 * only what is the same for all of them (the search, the sections' headings and notes), then it
 * reads the district's data into them, so the first paint already holds the page's largest text.
 */
export function DistrictPage() {
  const hydrated = useHydrated();
  const { district: param } = useParams();
  const code = hydrated && param ? param.toUpperCase() : null;
  return (
    <>
      <PageHero eyebrow="Congressional district" title={code ? `District ${code}` : 'Find your district'}>
        <p>How the voters of a district decided on the bills Congress voted on, and how their members of Congress voted.</p>
        <div className="mt-6">
          <ZipSearch />
        </div>
      </PageHero>
      {param ? <DistrictRecord code={code} /> : null}
    </>
  );
}

function Loading({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" aria-label={label} className="mt-4">
      <Skeleton className={className} />
    </div>
  );
}

/** The district's record; `code` is null in the prerendered shell, which shows the sections loading. */
function DistrictRecord({ code }: { code: string | null }) {
  const query = useDistrict(code);
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <Card className="p-8" role={missing ? undefined : 'alert'}>
          <h2 className="text-2xl font-bold text-ink-900">{missing ? 'District not found' : 'Could not load the district'}</h2>
          <p className="mt-3 text-sm text-ink-700">
            {missing
              ? `There is no congressional district ${code}. Districts are written like CA-12, or VT-AL for a state with one seat. Search by ZIP code above.`
              : errorMessage(query.error)}
          </p>
        </Card>
      </div>
    );
  }
  const d = query.data;
  // Its members and bills change with every district; the headings and notes around them do not.
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 sm:px-6">
      <section aria-labelledby="members-heading">
        <h2 id="members-heading" className="text-2xl font-bold text-ink-900">
          Members of Congress
        </h2>
        <p className="mt-1 text-sm text-ink-700">Agreement counts the bills where both the member and the district took a side.</p>
        {!d ? (
          <Loading label="Loading the district" className="h-24" />
        ) : d.members.length ? (
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {d.members.map((m) => (
              <MemberCard key={m.bioguideId} member={m} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-ink-700">No members of Congress are on record for this district yet.</p>
        )}
        {d?.formerMembers.length ? (
          <>
            <h3 className="mt-6 text-lg font-semibold text-ink-900">Former members</h3>
            <ul className="mt-2 grid gap-4 md:grid-cols-3">
              {d.formerMembers.map((m) => (
                <MemberCard key={m.bioguideId} member={m} />
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="bills-heading">
        <h2 id="bills-heading" className="text-2xl font-bold text-ink-900">
          Bills with a roll call
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          A personal vote counts {PERSONAL_VOTE_MULTIPLIER} times a vote filled in from a voter’s values. Counts below {PUBLIC_MIN_VOTERS} voters read “{SUPPRESSED_TEXT}”,
          and a decision is shown only when at least {PUBLIC_MIN_VOTERS} voters of the district voted.
        </p>
        {!d ? (
          <Skeleton className="mt-4 h-48" />
        ) : d.bills.length ? (
          <ul className="mt-4 space-y-4">
            {d.bills.map((b) => (
              <Card as="li" key={b.billId} className="p-5">
                <h3 className="font-semibold text-ink-900">
                  <span className="text-ink-700">{billLabel(b.billId)}</span> {b.title ?? 'Bill information not available'}
                </h3>
                <p className="mt-2 text-ink-900">
                  District decision: <strong>{decisionText(b.tally)}</strong>
                </p>
                <table className="mt-3 w-full max-w-lg text-left text-sm">
                  <caption className="sr-only">Voters of {d.district} on {billLabel(b.billId)}</caption>
                  <thead>
                    <tr className="text-ink-700">
                      <th scope="col" className="py-1 font-medium">Vote</th>
                      <th scope="col" className="py-1 font-medium">Personal votes</th>
                      <th scope="col" className="py-1 font-medium">From values</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(['support', 'oppose', 'abstain'] as const).map((v) => (
                      <tr key={v} className="border-t border-ink-200">
                        <th scope="row" className="py-1 font-medium capitalize text-ink-900">{v}</th>
                        <td className="py-1 text-ink-900">{countText(b.tally.counts[v].personal)}</td>
                        <td className="py-1 text-ink-900">{countText(b.tally.counts[v].values)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <ul className="mt-3 space-y-2 text-sm text-ink-800">
                  {b.rollCalls.map((rc) => (
                    <li key={rc.rollCallId}>
                      <p>
                        {rc.chamber}, {easternLongDate(rc.votedAt)}: {rc.question} ({rc.result})
                        {rc.counted ? '' : ' (not counted for agreement)'}
                      </p>
                      <ul className="ml-4 list-disc">
                        {rc.members.map((m, i) => (
                          <li key={m.bioguideId ?? i}>{memberVoteText(m)}</li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-ink-700">Congress has not held a roll call on any bill on Civic yet.</p>
        )}
      </section>

      {d ? (
      <section aria-labelledby="open-heading">
        <h2 id="open-heading" className="text-2xl font-bold text-ink-900">
          Open data
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          These tallies are free to reuse under CC BY 4.0:{' '}
          <a className="font-medium text-brand-700 underline" href={districtFiles(d.district).csv}>
            {d.district} tallies (CSV)
          </a>
          ,{' '}
          <a className="font-medium text-brand-700 underline" href={districtFiles(d.district).json}>
            JSON
          </a>
          . Every column is described in the{' '}
          <Link className="font-medium text-brand-700 underline" to="/open-data">
            data dictionary
          </Link>
          .
        </p>
      </section>
      ) : null}
    </div>
  );
}

/** "H.R. 1234" for a bill id such as 119-hr-1234 (the id itself if it is not one). */
const billLabel = (billId: string) => formatBillReference(billId) || billId;

function MemberCard({ member: m }: { member: PublicMember }) {
  return (
    <Card as="li" className="p-5">
      <p className="text-sm font-medium text-ink-700">{roleText(m)}</p>
      <p className="mt-1 text-lg font-semibold text-ink-900">{memberLabel(m)}</p>
      <p className="mt-2 text-sm text-ink-800">{agreementText(m.agreement)}</p>
    </Card>
  );
}
