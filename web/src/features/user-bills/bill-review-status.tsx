import type { UserBill } from '@civic/contracts';
import { ReviewStatus } from '@/features/review/review-status';

/** The author's view of a user bill's people review (ADR 0020): hidden after reports, appealed, the moderator's reason, the one appeal. */
export function BillReviewStatus({ bill }: { bill: UserBill }) {
  return (
    <ReviewStatus
      itemType="user_bill"
      // A removed bill shows as Rejected (SPEC §4 statuses) but is final: no appeal.
      item={{ id: bill.id, moderationStatus: bill.removed ? 'removed' : bill.moderationStatus, reviewState: bill.reviewState, appealed: bill.appealed }}
      moderatorReason={bill.moderatorReason}
    />
  );
}
