import {
  ArrowLeft,
  CalendarDays,
  ExternalLink,
  FileQuestion,
  Gauge,
  Landmark,
  MessageSquare,
  ScrollText,
  Sparkles,
  ThumbsDown,
  ThumbsUp,
  UserRound,
  Vote,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BillDetail } from '@civic/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { VOTE_LABELS, useMyVotes } from '@/features/votes/api';
import { ApiError } from '@/lib/api';
import { useBill } from './api';
import { DistrictTallyPanel } from './district-tally';
import {
  NO_LONG_SUMMARY,
  NO_SUMMARY,
  USER_BILL_TYPE,
  discussHref,
  formatBillNumber,
  formatDate,
  isoDate,
  paragraphs,
  policyAreaLabel,
  sponsorAffiliation,
  sponsorAffiliationLong,
  synthesisAuthor,
} from './format';
import { VoteSheet } from './vote-sheet';

/**
 * A bill as the details view reads it. A congressional bill comes from GET /api/bills/{billId};
 * other screens may pass a record they already hold, e.g. a user bill mapped to a bill-like
 * record (billType 'User Bill', billNumber '', congress 0; SPEC §2 Discussion detail).
 */
export type BillLike = Pick<BillDetail, 'billId' | 'title' | 'billType' | 'billNumber' | 'congress'> &
  Partial<Omit<BillDetail, 'billId' | 'title' | 'billType' | 'billNumber' | 'congress'>>;

export interface BillDetailsProps {
  billId: string;
  /** A record already in hand: skips the fetch (used for user bills). */
  bill?: BillLike;
  /** Back button; hidden when absent. */
  onBack?: () => void;
  /** Replaces the default Discuss navigation (/?tab=discussions&billId=…&billType=…). */
  onDiscuss?: (bill: BillLike) => void;
  /** 1 on the /bills/:id page, 2 inside the Bills tab (under the header's h1). */
  headingLevel?: 1 | 2;
  /** Move focus to the title once it is shown (when the view replaces what had focus). */
  autoFocus?: boolean;
  /** Called with the loaded bill (e.g. to set the page title). */
  onLoaded?: (bill: BillLike) => void;
}

function isUserBill(bill: Pick<BillLike, 'billType'>): boolean {
  return bill.billType === USER_BILL_TYPE;
}

function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

/** Bill details: facts, AI summaries, arguments, the district tally, and Discuss / Vote. */
export function BillDetails({ billId, bill: given, onBack, onDiscuss, headingLevel = 2, autoFocus = false, onLoaded }: BillDetailsProps) {
  const query = useBill(billId, { enabled: !given });
  const bill: BillLike | undefined = given ?? query.data;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const ready = Boolean(bill) || query.isError;

  useEffect(() => {
    if (!autoFocus || !ready || focused.current) return;
    focused.current = true;
    titleRef.current?.focus({ preventScroll: true });
  }, [autoFocus, ready]);

  useEffect(() => {
    if (bill) onLoaded?.(bill);
  }, [bill, onLoaded]);

  const H = headingLevel === 1 ? 'h1' : 'h2';

  const back = onBack ? (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 justify-self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Button>
  ) : null;

  if (!bill && query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <div role="alert" className="rounded-2xl border border-ink-200 bg-white px-6 py-10 text-center shadow-sm">
          <FileQuestion aria-hidden="true" className="mx-auto size-10 text-ink-500" />
          <H ref={titleRef} tabIndex={-1} className="mt-3 text-xl font-bold text-ink-900 focus:outline-none">
            Bill information not available
          </H>
          <p className="mt-2 text-sm text-danger-700">Failed to fetch bill details</p>
          <p className="mt-1 text-sm text-ink-600">{notFound ? 'This bill could not be found.' : 'Please check your connection and try again.'}</p>
          {!notFound ? (
            <Button variant="secondary" size="sm" className="mt-4" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? 'Retrying…' : 'Try again'}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  if (!bill) {
    return (
      <div className="grid gap-4">
        {back}
        <DetailsSkeleton />
      </div>
    );
  }

  return <LoadedBill bill={bill} back={back} H={H} titleRef={titleRef} onDiscuss={onDiscuss} headingLevel={headingLevel} />;
}

function LoadedBill({
  bill,
  back,
  H,
  titleRef,
  onDiscuss,
  headingLevel,
}: {
  bill: BillLike;
  back: ReactNode;
  H: 'h1' | 'h2';
  titleRef: RefObject<HTMLHeadingElement | null>;
  onDiscuss?: (bill: BillLike) => void;
  headingLevel: 1 | 2;
}) {
  const navigate = useNavigate();
  const titleId = useId();
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const [sheetOpen, setSheetOpen] = useState(false);
  const votes = useMyVotes();
  const myVote = votes.data?.find((v) => v.billId === bill.billId);

  const userBill = isUserBill(bill);
  const number = formatBillNumber(bill.billType, bill.billNumber);
  const synthesis = bill.synthesis ?? null;
  const short = synthesis?.billAiSynthesisShort?.trim() || bill.billAiSynthesisShort?.trim() || '';
  const long = paragraphs(synthesis?.billAiSynthesisLong);
  const importance = synthesis?.billImportanceScore ?? bill.billImportanceScore ?? null;
  const argsFor = synthesis?.billArgumentsFor ?? [];
  const argsAgainst = synthesis?.billArgumentsAgainst ?? [];
  const officialSummary = paragraphs(bill.summary);
  const sponsors = bill.sponsors ?? [];
  const synthesisPending = !synthesis && bill.synthesisStatus === 'pending';
  const discussType = userBill ? 'user' : 'congressional';
  const billLabel = [number, bill.shortTitle || bill.title].filter(Boolean).join(': ');

  return (
    <article aria-labelledby={titleId} className="grid gap-5">
      {back}

      <header className="grid gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          {number ? <Badge variant="brand">{number}</Badge> : <Badge variant="brand">{USER_BILL_TYPE}</Badge>}
          <Badge>{policyAreaLabel(bill.policyArea)}</Badge>
          {bill.congress > 0 ? <Badge variant="outline">{ordinal(bill.congress)} Congress</Badge> : null}
        </div>
        <H id={titleId} ref={titleRef} tabIndex={-1} className="text-xl leading-snug font-bold text-ink-900 focus:outline-none sm:text-2xl">
          {bill.title}
        </H>
        {bill.shortTitle && bill.shortTitle !== bill.title ? <p className="-mt-1 text-sm font-medium text-ink-700">{bill.shortTitle}</p> : null}

        {myVote ? (
          <p className="text-sm text-ink-700">
            Your vote: <strong className="font-semibold text-ink-900">{VOTE_LABELS[myVote.vote]}</strong>
            {myVote.voteType === 'archetype' ? ' (from your values archetype)' : ' (cast by you)'}
          </p>
        ) : null}

        <div className="grid grid-cols-2 gap-3 pt-1">
          {onDiscuss ? (
            <Button variant="secondary" size="lg" onClick={() => onDiscuss(bill)}>
              <MessageSquare aria-hidden="true" className="size-5" />
              Discuss
            </Button>
          ) : (
            <Button variant="secondary" size="lg" onClick={() => navigate(discussHref(bill.billId, discussType))}>
              <MessageSquare aria-hidden="true" className="size-5" />
              Discuss
            </Button>
          )}
          <VoteSheet open={sheetOpen} onOpenChange={setSheetOpen} billId={bill.billId} billLabel={billLabel} currentVote={myVote}>
            <Button size="lg">
              <Vote aria-hidden="true" className="size-5" />
              Vote
            </Button>
          </VoteSheet>
        </div>
      </header>

      <section aria-label="Key facts" className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Fact icon={UserRound} label={sponsors.length > 1 ? 'Sponsors' : 'Sponsor'} wide>
            {sponsors.length ? (
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
            ) : (
              'Unknown'
            )}
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
      </section>

      <section aria-labelledby={`${titleId}-summary`} className="grid gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
        <Sub id={`${titleId}-summary`} className="flex items-center gap-2 text-base font-bold text-ink-900">
          <Sparkles aria-hidden="true" className="size-5 text-brand-700" />
          Summary
        </Sub>
        {synthesisPending ? (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">Our plain-language summary of this bill is being written. Check back in a moment.</p>
        ) : null}
        <p className="text-base leading-relaxed text-ink-900" data-testid="summary-short">
          {short || NO_SUMMARY}
        </p>
        <div className="grid gap-2 border-t border-ink-200 pt-3">
          <p className="text-sm font-semibold text-ink-800">In depth</p>
          <div className="grid gap-3 text-sm leading-relaxed text-ink-700" data-testid="summary-long">
            {long.length ? long.map((p, i) => <p key={i}>{p}</p>) : <p>{NO_LONG_SUMMARY}</p>}
          </div>
        </div>
        {officialSummary.length ? (
          <details className="group rounded-lg border border-ink-200 px-3 py-2">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">{userBill ? 'Full description' : 'Official summary'}</summary>
            <div className="mt-2 grid gap-2 text-sm leading-relaxed text-ink-700">
              {officialSummary.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </details>
        ) : null}
        {synthesis?.provider && synthesis.model ? (
          <p className="text-xs text-ink-600" data-testid="synthesis-author">
            {synthesisAuthor(synthesis)}
          </p>
        ) : null}
        <p className="text-xs text-ink-600">Summaries and arguments are written by AI to be policy-neutral. Read the bill itself before you decide.</p>
      </section>

      <section aria-labelledby={`${titleId}-args`} className="grid gap-3">
        <Sub id={`${titleId}-args`} className="sr-only">
          Arguments
        </Sub>
        <div className="grid gap-3 sm:grid-cols-2">
          <ArgumentList
            title="Arguments for"
            items={argsFor}
            icon={ThumbsUp}
            tone="text-success-700 bg-success-50"
            headingLevel={headingLevel === 1 ? 3 : 4}
            testId="arguments-for"
          />
          <ArgumentList
            title="Arguments against"
            items={argsAgainst}
            icon={ThumbsDown}
            tone="text-danger-700 bg-danger-50"
            headingLevel={headingLevel === 1 ? 3 : 4}
            testId="arguments-against"
          />
        </div>
      </section>

      <DistrictTallyPanel billId={bill.billId} headingLevel={headingLevel === 1 ? 2 : 3} />

      {bill.legislationUrl && !userBill ? (
        <a
          href={bill.legislationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center justify-center gap-2 rounded-xl border border-ink-300 bg-white px-4 py-3 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
        >
          Read the full bill on congress.gov
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}

function Fact({ icon: Icon, label, children, wide }: { icon: typeof Gauge; label: string; children: ReactNode; wide?: boolean }) {
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

function ArgumentList({
  title,
  items,
  icon: Icon,
  tone,
  headingLevel,
  testId,
}: {
  title: string;
  items: string[];
  icon: typeof Gauge;
  tone: string;
  headingLevel: 3 | 4;
  testId: string;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <Heading className="flex items-center gap-2 text-base font-bold text-ink-900">
        <span aria-hidden="true" className={`grid size-8 place-items-center rounded-lg ${tone}`}>
          <Icon className="size-4" />
        </span>
        {title}
      </Heading>
      {items.length ? (
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm leading-relaxed text-ink-700 marker:text-ink-500">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-600">None listed yet.</p>
      )}
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading bill details" className="grid gap-5">
      <div className="grid gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-28 rounded-full" />
        </div>
        <Skeleton className="h-7 w-11/12" />
        <Skeleton className="h-7 w-2/3" />
        <div className="grid grid-cols-2 gap-3 pt-1">
          <Skeleton className="h-12 rounded-lg" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      </div>
      <div className="grid gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/5" />
      </div>
      <div className="grid gap-2 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  );
}

