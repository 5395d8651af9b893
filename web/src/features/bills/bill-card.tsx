import { CalendarClock, Gauge } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BillListItem, VoteValue } from '@civic/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { VOTE_LABELS } from '@/features/votes/api';
import { formatBillNumber, formatDate, isoDate, listSummary, policyAreaLabel } from './format';

export const billCardLinkId = (billId: string) => `bill-card-${billId}`;

const VOTE_BADGE = { support: 'success', oppose: 'danger', abstain: 'neutral' } as const;

/**
 * One bill in the list. The title is the link (a stretched link covers the card), so a screen
 * reader hears the title once instead of the whole card.
 */
export function BillCard({
  bill,
  href,
  onOpen,
  myVote,
}: {
  bill: BillListItem;
  href: string;
  onOpen?: (billId: string, event: MouseEvent<HTMLAnchorElement>) => void;
  myVote?: VoteValue;
}) {
  const number = formatBillNumber(bill.billType, bill.billNumber);
  const date = formatDate(bill.latestActionDate);
  return (
    <Card
      as="article"
      className={
        'relative p-4 transition-colors hover:border-brand-300 hover:shadow-md ' +
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500'
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        {number ? <Badge variant="brand">{number}</Badge> : null}
        <Badge>{policyAreaLabel(bill.policyArea)}</Badge>
        {myVote ? (
          // Labelled as the reader's vote, so it never reads like the bill's status (#24).
          <Badge variant={VOTE_BADGE[myVote]} className="ml-auto" data-testid="my-vote">
            Your vote: {VOTE_LABELS[myVote]}
          </Badge>
        ) : null}
      </div>
      <h3 className="mt-2.5 text-base leading-snug font-semibold text-ink-900">
        <Link
          id={billCardLinkId(bill.billId)}
          to={href}
          onClick={(event) => onOpen?.(bill.billId, event)}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none"
        >
          {bill.title}
        </Link>
      </h3>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{listSummary(bill)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-600">
        <span className="inline-flex items-center gap-1.5">
          <CalendarClock aria-hidden="true" className="size-3.5" />
          Latest action: {isoDate(bill.latestActionDate) ? <time dateTime={bill.latestActionDate ?? undefined}>{date}</time> : date}
        </span>
        {bill.billImportanceScore !== null ? (
          <span className="inline-flex items-center gap-1.5">
            <Gauge aria-hidden="true" className="size-3.5" />
            Importance {bill.billImportanceScore}/10
          </span>
        ) : null}
      </div>
    </Card>
  );
}
