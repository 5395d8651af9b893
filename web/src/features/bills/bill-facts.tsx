import { CalendarDays, Gauge, Landmark, ScrollText, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BillSponsor } from '@civic/contracts';
import { Card } from '@/components/ui/card';
import type { BillLike } from './bill-details';
import { formatDate, isoDate, policyAreaLabel, sponsorAffiliation, sponsorAffiliationLong } from './format';

/** The Key facts card: sponsors, introduced, policy area, latest action and the AI importance score. */
export function BillFacts({ bill }: { bill: BillLike }) {
  const sponsors = bill.sponsors ?? [];
  const importance = bill.synthesis?.billImportanceScore ?? bill.billImportanceScore ?? null;
  return (
    <Card as="section" aria-label="Key facts" className="p-5">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Fact icon={UserRound} label={sponsors.length > 1 ? 'Sponsors' : 'Sponsor'} wide>
          {sponsors.length ? <SponsorList sponsors={sponsors} /> : 'Unknown'}
        </Fact>
        <Fact icon={CalendarDays} label="Introduced">
          <DateText value={bill.introducedDate} />
        </Fact>
        <Fact icon={Landmark} label="Policy area">
          {policyAreaLabel(bill.policyArea)}
        </Fact>
        <Fact icon={ScrollText} label="Latest action" wide>
          <span className="font-medium text-ink-900">
            <DateText value={bill.latestActionDate} />
          </span>
          {bill.latestActionText ? <span className="block text-ink-700">{bill.latestActionText}</span> : null}
        </Fact>
        {importance !== null ? (
          <Fact icon={Gauge} label="Importance" wide>
            <ImportanceMeter score={importance} />
          </Fact>
        ) : null}
      </dl>
    </Card>
  );
}

/** Each sponsor with the "(R-FL)" affiliation, spelled out for screen readers and on hover. */
function SponsorList({ sponsors }: { sponsors: BillSponsor[] }) {
  return (
    <ul className="grid gap-1">
      {sponsors.map((s, i) => (
        <li key={`${s.name}-${i}`}>
          {s.name}{' '}
          {sponsorAffiliation(s) ? (
            <abbr title={sponsorAffiliationLong(s)} className="text-ink-600 no-underline">
              {sponsorAffiliation(s)}
            </abbr>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Fact({ icon: Icon, label, children, wide }: { icon: LucideIcon; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-600 uppercase">
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </dt>
      <dd className="mt-1 text-ink-900">{children}</dd>
    </div>
  );
}

function DateText({ value }: { value: string | null | undefined }) {
  const text = formatDate(value);
  const iso = isoDate(value);
  return iso ? <time dateTime={iso}>{text}</time> : <>{text}</>;
}

/** The 0–10 score as text and as ten segments (decorative). */
function ImportanceMeter({ score }: { score: number }) {
  const clamped = Math.max(0, Math.min(10, score));
  return (
    <div className="flex items-center gap-3">
      <span className="font-semibold" data-testid="importance-score">
        {clamped}/10
      </span>
      <div aria-hidden="true" className="flex flex-1 gap-1">
        {Array.from({ length: 10 }, (_, i) => (
          <span key={i} className={i < clamped ? 'h-2 flex-1 rounded-full bg-brand-700' : 'h-2 flex-1 rounded-full bg-ink-200'} />
        ))}
      </div>
    </div>
  );
}
