import { Eye, Pencil } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { UserBill } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, isoDate, policyAreaLabel } from '@/features/bills/format';
import { StatusBadge, VisibilityBadge } from './badges';
import { DeleteBillDialog } from './delete-bill-dialog';
import { ModerationResults } from './moderation-results';
import { BillReviewStatus } from './bill-review-status';
import { ReviewNote } from './review-notes';
import { isDecided, isEditable } from './status';
import { SupportCounts } from './support';

export function userBillHref(id: string): string {
  return `/bills/${encodeURIComponent(id)}`;
}

/**
 * One of the author's bills on My Bills (SPEC §2): title, status and Public/Private badges,
 * description, policy area; View for all, Edit and Delete for drafts; the verdict's Moderation
 * Scores and Feedback tabs once approved or rejected; a moderator's review and the one appeal of a
 * rejection (ADR 0020).
 */
export function MyBillCard({ bill, onDeleted }: { bill: UserBill; onDeleted: () => void }) {
  const titleId = useId();
  const submitted = bill.submissionDate;
  return (
    <Card as="article" aria-labelledby={titleId} className="grid gap-3 p-4 sm:p-5" data-bill-id={bill.id}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge bill={bill} />
        <VisibilityBadge bill={bill} />
      </div>
      <h2 id={titleId} className="text-lg leading-snug font-semibold wrap-anywhere text-ink-900">
        {bill.title}
      </h2>
      <p className="text-sm leading-relaxed whitespace-pre-line wrap-anywhere text-ink-700">{bill.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
        <span>
          Policy area: <span className="font-medium text-ink-800">{policyAreaLabel(bill.policyArea)}</span>
        </span>
        <span>
          Submitted {isoDate(submitted) ? <time dateTime={submitted}>{formatDate(submitted)}</time> : formatDate(submitted)}
        </span>
      </p>

      {bill.moderationStatus === 'approved' && bill.isPublic ? <SupportCounts bill={bill} /> : null}
      <ReviewNote bill={bill} />
      <BillReviewStatus bill={bill} />
      {isDecided(bill) ? <ModerationResults bill={bill} /> : null}

      <div className="flex flex-wrap items-center gap-2 border-t border-ink-100 pt-3">
        <Button asChild variant="secondary" size="sm">
          <Link to={userBillHref(bill.id)}>
            <Eye aria-hidden="true" className="size-4" />
            View<span className="sr-only"> {bill.title}</span>
          </Link>
        </Button>
        {isEditable(bill) ? (
          <>
            <Button asChild variant="secondary" size="sm">
              <Link to={`${userBillHref(bill.id)}/edit`}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit<span className="sr-only"> {bill.title}</span>
              </Link>
            </Button>
            <DeleteBillDialog bill={bill} onDeleted={onDeleted} />
          </>
        ) : null}
      </div>
    </Card>
  );
}
