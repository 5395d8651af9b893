import { useRef, useState } from 'react';
import type { ReplyView } from '@civic/contracts';
import { AuthorLine } from '@/components/author';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { useFocusWhenClosed } from '@/hooks/use-focus-when-closed';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { newestReply, useDeleteReply, useReplyUpvote, useUpdateReply } from './api';
import { ModerationBadge } from './discussion-card';
import { relativeTime } from './format';
import { OwnerMenu } from './owner-menu';
import { ReplyForm } from './reply-form';
import { REPLIES_HEADING_ID } from './replies-heading';
import { REPLY_TOASTS, failureToast, toastSaved } from './toasts';
import { ReportButton } from '@/features/review/report-button';
import { ReviewStatus } from '@/features/review/review-status';
import { UpvoteButton } from './upvote-button';

/** SPEC §9: reply timestamps like 'Nov 24, 2:05 PM' beside the relative time. */
const stamp = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** One reply: avatar, author, archetype, moderation badge, time, content, upvotes, and the author's menu. */
export function ReplyItem({ reply, viewerId }: { reply: ReplyView; viewerId: string | null }) {
  const own = reply.userId === viewerId;
  const [editing, setEditing] = useState(false);
  // After an edit is saved or cancelled, focus returns to the reply's menu button.
  const item = useRef<HTMLLIElement>(null);
  useFocusWhenClosed(editing, () => item.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]'));
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateReply(reply.id);
  const remove = useDeleteReply(reply.parentDiscussionId);
  const upvote = useReplyUpvote(reply.parentDiscussionId, reply.id);

  const save = async (content: string) => {
    try {
      toastSaved(REPLY_TOASTS.updated, newestReply(await update.mutateAsync(content)), REPLY_TOASTS.posted);
      setEditing(false);
    } catch (error) {
      toast(failureToast(REPLY_TOASTS.updateError, errorMessage(error, '')));
      throw error;
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(reply.id);
      toast({ ...REPLY_TOASTS.deleted, variant: 'success' });
      setConfirming(false);
    } catch {
      toast(failureToast(REPLY_TOASTS.deleteError));
    }
  };
  const toggle = (on: boolean) =>
    upvote.mutate(on, {
      onSuccess: () => toast({ ...(on ? REPLY_TOASTS.upvoted : REPLY_TOASTS.upvoteRemoved), variant: 'success' }),
      onError: () => toast(failureToast(REPLY_TOASTS.upvoteError)),
    });

  return (
    <li ref={item} className="min-w-0 rounded-xl border border-ink-200 bg-white p-3" data-reply-id={reply.id}>
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <AuthorLine author={reply.user} />
          <ModerationBadge status={reply.moderationStatus} />
        </div>
        <div className="flex items-center gap-2">
          <time dateTime={reply.createdAt} title={stamp(reply.createdAt)} className="text-xs text-ink-600">
            {relativeTime(reply.createdAt)}
          </time>
          {own ? <OwnerMenu label="Reply actions" onEdit={() => setEditing(true)} onDelete={() => setConfirming(true)} /> : null}
        </div>
      </div>
      {editing ? (
        <div className="mt-2">
          <ReplyForm initial={reply.content} submitLabel="Save" onSave={save} onCancel={() => setEditing(false)} />
        </div>
      ) : (
        <p className="mt-2 text-sm whitespace-pre-line wrap-anywhere text-ink-800">{reply.content}</p>
      )}
      {own && reply.rejectionReason ? (
        <p className="mt-2 text-sm text-danger-700">
          <span className="font-semibold">Not approved: </span>
          {reply.rejectionReason}
        </p>
      ) : null}
      {own ? <ReviewStatus itemType="reply" item={reply} /> : null}
      <div className="mt-2 flex items-center gap-2">
        <UpvoteButton count={reply.upvotes} pressed={reply.hasUserUpvoted} own={own} busy={upvote.isPending} what="reply" onToggle={toggle} />
        {!own && reply.moderationStatus === 'approved' ? <ReportButton itemType="reply" itemId={reply.id} reported={reply.hasUserReported} /> : null}
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete reply"
        description="Are you sure you want to delete this reply? This action cannot be undone."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        focusOnClose={() => {
          // A deleted reply leaves the list (with its menu and this dialog) before the delete's
          // answer is handled: once it is gone, focus goes to the Replies heading and its new count.
          if (document.querySelector(`li[data-reply-id="${CSS.escape(reply.id)}"]`)) return false;
          document.getElementById(REPLIES_HEADING_ID)?.focus();
          return true;
        }}
      />
    </li>
  );
}
