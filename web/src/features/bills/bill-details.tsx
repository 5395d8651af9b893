import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import type { BillDetail } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { useBill } from './api';
import { BillArguments } from './bill-arguments';
import { BillDetailsError, BillDetailsSkeleton } from './bill-details-states';
import { BillFacts } from './bill-facts';
import { BillHeader } from './bill-header';
import { BillSummary } from './bill-summary';
import { DistrictTallyPanel } from './district-tally';
import { MemberVotesPanel } from './member-votes';
import { isUserBill } from './format';
import { BillDiscussions } from '@/features/discussions/bill-discussions';

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

/**
 * Bill details: the header with Discuss / Vote, key facts, AI summaries, arguments and the
 * district tally (each section in its own file), or the loading and error states.
 */
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
    return (
      <div className="grid gap-4">
        {back}
        <BillDetailsError
          notFound={query.error instanceof ApiError && query.error.status === 404}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          H={H}
          titleRef={titleRef}
        />
      </div>
    );
  }

  if (!bill) {
    return (
      <div className="grid gap-4">
        {back}
        <BillDetailsSkeleton />
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
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-5">
      {back}
      <BillHeader bill={bill} titleId={titleId} H={H} titleRef={titleRef} onDiscuss={onDiscuss} />
      <BillFacts bill={bill} />
      <BillSummary bill={bill} headingLevel={headingLevel} />
      <BillArguments bill={bill} headingLevel={headingLevel} />
      <DistrictTallyPanel billId={bill.billId} headingLevel={headingLevel === 1 ? 2 : 3} />
      {isUserBill(bill) ? null : <MemberVotesPanel billId={bill.billId} headingLevel={headingLevel === 1 ? 2 : 3} />}
      {isUserBill(bill) ? null : <BillDiscussions billId={bill.billId} billType="congressional" headingLevel={headingLevel === 1 ? 2 : 3} />}
      {bill.legislationUrl && !isUserBill(bill) ? <CongressGovLink href={bill.legislationUrl} /> : null}
    </article>
  );
}

/** The official text of a congressional bill, in a new tab (said so for screen readers). */
function CongressGovLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center justify-center gap-2 rounded-xl border border-ink-300 bg-white px-4 py-3 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
    >
      Read the full bill on congress.gov
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
