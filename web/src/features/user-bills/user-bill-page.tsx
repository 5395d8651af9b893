import { FileQuestion, MessageSquare, Pencil } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { UserBill } from '@civic/contracts';
import { AppShell } from '@/components/layout/app-shell';
import { SITE_NAME } from '@/components/layout/route-effects';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { discussHref, formatDate, isoDate, paragraphs, policyAreaLabel } from '@/features/bills/format';
import { BillDiscussions } from '@/features/discussions/bill-discussions';
import { useAuth } from '@/hooks/use-auth';
import { ApiError } from '@/lib/api';
import { useUserBill } from './api';
import { StatusBadge, VisibilityBadge } from './badges';
import { DeleteBillDialog } from './delete-bill-dialog';
import { ModerationResults } from './moderation-results';
import { ReportButton } from '@/features/review/report-button';
import { BillReviewStatus } from './bill-review-status';
import { ReviewNote } from './review-notes';
import { canResubmit, isDecided, isEditable } from './status';
import { SupportButtons, SupportCounts } from './support';

/** The public User Bills tab (the bill browser's #user-bills anchor). */
export const USER_BILLS_TAB_HREF = '/dashboard?tab=bills#user-bills';

/** /bills/{id} for a user bill: the author's view (status, verdict, draft actions) or a reader's. */
export function UserBillPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = useUserBill(id);
  const bill = query.data;
  const own = Boolean(bill && user && bill.userId === user.id);

  return (
    <AppShell backTo={own || !bill ? '/my-bills' : USER_BILLS_TAB_HREF} backLabel={own || !bill ? 'My Bills' : 'User Bills'}>
      {bill ? (
        <UserBillView bill={bill} own={own} />
      ) : query.isError ? (
        query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403) ? (
          <EmptyState icon={FileQuestion} title="Bill not found" text="This bill does not exist, or it is not shared with you." headingLevel={2}>
            <Button asChild variant="secondary">
              <Link to="/my-bills">Go to My Bills</Link>
            </Button>
          </EmptyState>
        ) : (
          <ErrorState title="Failed to fetch bill details" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} headingLevel={2} />
        )
      ) : (
        <div role="status" aria-label="Loading bill" className="grid gap-3">
          <Skeleton className="h-6 w-40 rounded-full" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </AppShell>
  );
}

function UserBillView({ bill, own }: { bill: UserBill; own: boolean }) {
  const navigate = useNavigate();
  const summaryId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${bill.title} | ${SITE_NAME}`;
  }, [bill.title]);

  const fullText = paragraphs(bill.fullText);
  return (
    <article aria-labelledby="user-bill-title" className="grid gap-5">
      <Card as="header" className="grid gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge bill={bill} />
          <VisibilityBadge bill={bill} />
        </div>
        <h1 id="user-bill-title" ref={titleRef} tabIndex={-1} className="text-2xl leading-snug font-bold text-ink-900 focus:outline-none">
          {bill.title}
        </h1>
        <dl className="grid gap-x-6 gap-y-1 text-sm text-ink-700 sm:grid-cols-2">
          <div className="flex gap-1.5">
            <dt className="text-ink-600">Policy area:</dt>
            <dd className="font-medium text-ink-900">{policyAreaLabel(bill.policyArea)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-ink-600">Submitted:</dt>
            <dd className="font-medium text-ink-900">
              {isoDate(bill.submissionDate) ? <time dateTime={bill.submissionDate}>{formatDate(bill.submissionDate)}</time> : formatDate(bill.submissionDate)}
            </dd>
          </div>
          {!own && bill.authorName ? (
            <div className="flex gap-1.5">
              <dt className="text-ink-600">Proposed by:</dt>
              <dd className="font-medium text-ink-900">
                <Link to={`/users/${encodeURIComponent(bill.userId)}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {bill.authorName}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
        {own && isEditable(bill) ? (
          <div className="flex flex-wrap gap-2 pt-1">
            <Button asChild variant="secondary" size="sm">
              <Link to={`/bills/${encodeURIComponent(bill.id)}/edit`}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Link>
            </Button>
            <DeleteBillDialog bill={bill} onDeleted={() => navigate('/my-bills', { replace: true })} />
          </div>
        ) : null}
        {own && canResubmit(bill) ? (
          <div className="pt-1">
            <Button asChild variant="secondary" size="sm">
              <Link to={`/bills/${encodeURIComponent(bill.id)}/edit`}>
                <Pencil aria-hidden="true" className="size-4" />
                Revise and resubmit
              </Link>
            </Button>
          </div>
        ) : null}
        {bill.moderationStatus === 'approved' && bill.isPublic ? <SupportCounts bill={bill} className="text-sm" /> : null}
        {bill.moderationStatus === 'approved' ? (
          <div className="flex flex-wrap items-center gap-2 pt-1">
            {!own && bill.isPublic ? <SupportButtons bill={bill} /> : null}
            {!own && bill.isPublic ? <ReportButton itemType="user_bill" itemId={bill.id} reported={bill.hasUserReported} /> : null}
            <Button asChild variant="secondary" size="sm">
              <Link to={discussHref(bill.id, 'user')}>
                <MessageSquare aria-hidden="true" className="size-4" />
                Discuss
              </Link>
            </Button>
          </div>
        ) : null}
      </Card>

      <Card as="section" aria-labelledby={summaryId} className="grid gap-2 p-5">
        <h2 id={summaryId} className="text-base font-bold text-ink-900">
          Summary
        </h2>
        <p className="text-sm leading-relaxed whitespace-pre-line wrap-anywhere text-ink-700">{bill.description}</p>
        {fullText.length > 0 ? (
          <>
            <h3 className="mt-2 text-sm font-bold text-ink-900">Full text</h3>
            {fullText.map((p, i) => (
              <p key={i} className="text-sm leading-relaxed text-ink-700">
                {p}
              </p>
            ))}
          </>
        ) : null}
      </Card>

      {bill.moderationStatus === 'approved' && bill.isPublic ? <BillDiscussions billId={bill.id} billType="user" /> : null}

      {own && bill.moderationStatus !== 'draft' ? (
        <Card as="section" aria-labelledby="user-bill-review" className="grid gap-3 p-5">
          <h2 id="user-bill-review" className="text-base font-bold text-ink-900">
            Review
          </h2>
          <ReviewNote bill={bill} />
          <BillReviewStatus bill={bill} />
          {isDecided(bill) ? <ModerationResults bill={bill} /> : null}
        </Card>
      ) : null}
    </article>
  );
}
export default UserBillPage;
