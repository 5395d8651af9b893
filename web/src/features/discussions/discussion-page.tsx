import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { DiscussionDetail } from '@civic/contracts';
import { AuthorLine } from '@/components/author';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { useFocusWhenClosed } from '@/hooks/use-focus-when-closed';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { formatBillReference } from '@/features/bills/format';
import { ErrorState } from '@/features/bills/states';
import { ReportButton } from '@/features/review/report-button';
import { ReviewStatus } from '@/features/review/review-status';
import { isDiscussionId, useDeleteDiscussion, useDiscussion, useDiscussionUpvote } from './api';
import { ModerationBadge } from './discussion-card';
import { DiscussionForm } from './discussion-form';
import { relativeTime } from './format';
import { OwnerMenu } from './owner-menu';
import { RepliesSection } from './replies-section';
import { DISCUSSION_TOASTS, failureToast } from './toasts';
import { UpvoteButton } from './upvote-button';

/** /discussions/{id} (SPEC §2 Discussion detail). */
export function DiscussionPage() {
  const { id } = useParams();
  const discussion = useDiscussion(id);

  let body;
  if (!isDiscussionId(id)) body = <ErrorState title="Invalid discussion ID" headingLevel={2} />;
  else if (discussion.isPending) body = <DiscussionSkeleton />;
  else if (discussion.isError)
    body =
      discussion.error instanceof ApiError && discussion.error.status === 404 ? (
        <ErrorState title="Discussion not found" headingLevel={2} />
      ) : (
        <ErrorState title="Failed to load discussion. Please try again." headingLevel={2} onRetry={() => void discussion.refetch()} retrying={discussion.isFetching} />
      );
  else body = <DiscussionBody discussion={discussion.data} />;

  return (
    <AppShell backTo="/dashboard">
      {/* Long words and links in posts wrap instead of widening the page past a phone (#24). */}
      <div className="grid min-w-0 grid-cols-1 gap-5 [overflow-wrap:anywhere]">
        <header>
          <h1 className="text-2xl font-bold text-ink-900">Discussion</h1>
          <p className="mt-1 text-sm text-ink-600">{discussion.data?.billTitle || 'Policy Discussion'}</p>
        </header>
        {body}
      </div>
    </AppShell>
  );
}

function DiscussionBody({ discussion: d }: { discussion: DiscussionDetail }) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const own = d.userId === viewerId;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  // After an edit is saved or cancelled, focus returns to the discussion's menu button.
  useFocusWhenClosed(editing, () => document.querySelector<HTMLButtonElement>('article[aria-labelledby="discussion-title"] button[aria-haspopup]'));
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDiscussion();
  const upvote = useDiscussionUpvote(d.id);
  const bill = d.bill;

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(d.id);
      toast({ ...DISCUSSION_TOASTS.deleted, variant: 'success' });
      navigate('/dashboard?tab=discussions', { replace: true });
    } catch {
      toast(failureToast(DISCUSSION_TOASTS.deleteError));
    }
  };
  const toggle = (on: boolean) =>
    upvote.mutate(on, {
      onSuccess: () => toast({ ...(on ? DISCUSSION_TOASTS.upvoted : DISCUSSION_TOASTS.upvoteRemoved), variant: 'success' }),
      onError: () => toast(failureToast(DISCUSSION_TOASTS.upvoteError)),
    });

  return (
    <>
      <Card as="section" aria-label="Discussion about" className="p-4">
        <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Discussion about</p>
        <Link to={`/bills/${encodeURIComponent(d.billId)}`} className="mt-1 flex items-center gap-2 font-semibold text-brand-700 hover:underline">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {[bill?.billType === 'User Bill' ? 'User Bill' : formatBillReference(d.billNumber), d.billTitle || 'Policy Discussion'].filter(Boolean).join(' · ')}
        </Link>
      </Card>

      <Card as="article" aria-labelledby="discussion-title" className="p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 grid-cols-1 gap-2">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <AuthorLine author={d.user} />
              <ModerationBadge status={d.moderationStatus} />
            </div>
            <time dateTime={d.createdAt} className="text-xs text-ink-600">
              {relativeTime(d.createdAt)}
            </time>
          </div>
          {own ? <OwnerMenu label="Discussion actions" onEdit={() => setEditing(true)} onDelete={() => setConfirming(true)} /> : null}
        </div>
        {editing ? (
          <div className="mt-4">
            <DiscussionForm
              mode="edit"
              discussionId={d.id}
              defaults={{ billType: d.billType, billId: d.billId, title: d.title, content: d.content }}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </div>
        ) : (
          <>
            <h2 id="discussion-title" className="mt-4 text-xl font-bold text-ink-900">
              {d.title}
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line wrap-anywhere text-ink-800">{d.content}</p>
          </>
        )}
        {own && d.rejectionReason ? (
          <p className="mt-3 rounded-lg border border-danger-700/30 bg-danger-50 p-3 text-sm text-danger-700">
            <span className="font-semibold">Not approved: </span>
            {d.rejectionReason}
          </p>
        ) : null}
        {own ? <ReviewStatus itemType="discussion" item={d} /> : null}
        <div className="mt-4 flex items-center gap-2">
          <UpvoteButton count={d.upvotes} pressed={d.hasUserUpvoted} own={own} busy={upvote.isPending} what="discussion" onToggle={toggle} />
          {!own && d.moderationStatus === 'approved' ? <ReportButton itemType="discussion" itemId={d.id} reported={d.hasUserReported} /> : null}
        </div>
      </Card>

      {/* Replies open once the discussion is approved: the API refuses them before (409). */}
      <RepliesSection discussionId={d.id} viewerId={viewerId} canReply={Boolean(user) && d.moderationStatus === 'approved'} />

      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete discussion"
        description="Are you sure you want to delete this discussion? This action cannot be undone."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

function DiscussionSkeleton() {
  return (
    <div role="status" aria-label="Loading discussion" className="grid gap-4">
      <Card className="p-4" aria-hidden="true">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-2 h-5 w-2/3" />
      </Card>
      <Card className="p-5" aria-hidden="true">
        <div className="flex items-center gap-2">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
        <Skeleton className="mt-4 h-6 w-3/4" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-1.5 h-4 w-5/6" />
      </Card>
    </div>
  );
}

export default DiscussionPage;
