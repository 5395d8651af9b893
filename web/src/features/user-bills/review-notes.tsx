import { Clock, Hourglass } from 'lucide-react';
import type { UserBill } from '@civic/contracts';

/**
 * What a bill under review says: being reviewed, or (the AI review could not be produced yet)
 * that the review is delayed. Nothing for drafts and decided bills.
 */
export function ReviewNote({ bill }: { bill: Pick<UserBill, 'moderationStatus' | 'reviewDelayed' | 'reviewState'> }) {
  // A bill with a moderator says so in its ReviewStatus instead.
  if (bill.moderationStatus !== 'pending' || bill.reviewState) return null;
  if (bill.reviewDelayed) {
    return (
      <p className="flex gap-2 rounded-lg border border-accent-400/60 bg-accent-100 p-3 text-sm text-accent-800" data-testid="review-delayed">
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Review delayed.</strong> The automatic review is taking longer than usual. Your bill stays
          Under Review and will be checked as soon as the reviewer is back; nothing you wrote is lost.
        </span>
      </p>
    );
  }
  return (
    <p className="flex gap-2 rounded-lg bg-ink-50 p-3 text-sm text-ink-700">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-600" />
      Your bill is being reviewed automatically for constitutionality and content standards. The result appears here as soon as it is ready.
    </p>
  );
}
