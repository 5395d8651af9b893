import { MessagesSquare } from 'lucide-react';
import { useId } from 'react';
import type { DiscussionBillType } from '@civic/contracts';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/features/bills/states';
import { useBillDiscussions } from './api';
import { DiscussionCard, DiscussionCardSkeletons, viewToCard } from './discussion-card';

/** A bill's approved discussions, on its details (SPEC §2: only approved ones appear there). */
export function BillDiscussions({ billId, billType, headingLevel = 2 }: { billId: string; billType: DiscussionBillType; headingLevel?: 2 | 3 }) {
  const discussions = useBillDiscussions(billType, billId);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="section" aria-labelledby={headingId} className="grid grid-cols-1 gap-3 p-5">
      <Heading id={headingId} className="flex items-center gap-2 text-base font-bold text-ink-900">
        <MessagesSquare aria-hidden="true" className="size-5 text-brand-700" />
        Discussions
      </Heading>
      {discussions.isPending ? (
        <div role="status" aria-label="Loading discussions">
          <DiscussionCardSkeletons count={2} />
        </div>
      ) : discussions.isError ? (
        <ErrorState title="Failed to fetch discussions" error={discussions.error} onRetry={() => void discussions.refetch()} retrying={discussions.isFetching} />
      ) : discussions.data.length === 0 ? (
        <p className="text-sm text-ink-600">No discussions about this bill yet. Use Discuss to start one.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {discussions.data.map((d) => (
            <li key={d.id}>
              <DiscussionCard discussion={viewToCard(d)} showBill={false} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
