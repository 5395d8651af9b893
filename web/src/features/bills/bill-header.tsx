import { MessageSquare, Vote } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { VOTE_LABELS, useMyVotes } from '@/features/votes/api';
import type { BillLike } from './bill-details';
import { USER_BILL_TYPE, discussHref, formatBillNumber, isUserBill, ordinal, policyAreaLabel } from './format';
import { VoteSheet } from './vote-sheet';

/**
 * The bill's header card: number, policy area and congress badges, the title (focus target),
 * the reader's current vote, and the Discuss and Vote actions (Vote opens the bottom sheet).
 */
export function BillHeader({
  bill,
  titleId,
  H,
  titleRef,
  onDiscuss,
}: {
  bill: BillLike;
  titleId: string;
  H: 'h1' | 'h2';
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** Replaces the default Discuss navigation (/?tab=discussions&billId=…&billType=…). */
  onDiscuss?: (bill: BillLike) => void;
}) {
  const navigate = useNavigate();
  const [sheetOpen, setSheetOpen] = useState(false);
  const votes = useMyVotes();
  const myVote = votes.data?.find((v) => v.billId === bill.billId);

  const number = formatBillNumber(bill.billType, bill.billNumber);
  const discussType = isUserBill(bill) ? 'user' : 'congressional';
  const billLabel = [number, bill.shortTitle || bill.title].filter(Boolean).join(': ');
  const discuss = onDiscuss ? () => onDiscuss(bill) : () => navigate(discussHref(bill.billId, discussType));

  return (
    <Card as="header" className="grid gap-3 p-5">
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
        <Button variant="secondary" size="lg" onClick={discuss}>
          <MessageSquare aria-hidden="true" className="size-5" />
          Discuss
        </Button>
        <VoteSheet open={sheetOpen} onOpenChange={setSheetOpen} billId={bill.billId} billLabel={billLabel} currentVote={myVote}>
          <Button size="lg">
            <Vote aria-hidden="true" className="size-5" />
            Vote
          </Button>
        </VoteSheet>
      </div>
    </Card>
  );
}
