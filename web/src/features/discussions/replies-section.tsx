import { ChevronDown, ChevronUp, MessageSquarePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { DISCUSSION_MESSAGES } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFocusWhenClosed } from '@/hooks/use-focus-when-closed';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { ErrorState } from '@/features/bills/states';
import { newestReply, useCreateReply, useReplies } from './api';
import { replyCountText } from './format';
import { ReplyForm } from './reply-form';
import { REPLIES_HEADING_ID } from './replies-heading';
import { ReplyItem } from './reply-item';
import { REPLY_TOASTS, failureToast, toastSaved } from './toasts';

/**
 * SPEC §2 Replies: count, collapse toggle, Reply for signed-in users, 2 skeletons while loading.
 * `canReply` is false on a discussion still under review or rejected (its author alone sees it,
 * and the API refuses a reply there): one line says when Reply comes.
 */
export function RepliesSection({ discussionId, viewerId, canReply }: { discussionId: string; viewerId: string | null; canReply: boolean }) {
  const replies = useReplies(discussionId);
  const create = useCreateReply(discussionId);
  const [collapsed, setCollapsed] = useState(false);
  const [writing, setWriting] = useState(false);
  const count = replies.data?.length ?? 0;
  // When the reply form closes (posted or cancelled), focus returns to the Reply button.
  const replyButton = useRef<HTMLButtonElement>(null);
  useFocusWhenClosed(writing, () => replyButton.current);

  const post = async (content: string) => {
    try {
      toastSaved(REPLY_TOASTS.submitted, newestReply(await create.mutateAsync(content)), REPLY_TOASTS.posted);
      setWriting(false);
    } catch (error) {
      toast(failureToast(REPLY_TOASTS.createError, errorMessage(error, '')));
      throw error;
    }
  };

  return (
    <section aria-labelledby={REPLIES_HEADING_ID} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={REPLIES_HEADING_ID} tabIndex={-1} className="text-base font-bold text-ink-900 focus:outline-none">
          {/* The count once the replies are read: "0 replies" above a failed load would be untrue. */}
          Replies {replies.isSuccess ? <span className="font-normal text-ink-600">({replyCountText(count)})</span> : null}
        </h2>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" aria-expanded={!collapsed} aria-controls="reply-list" onClick={() => setCollapsed((c) => !c)}>
            {collapsed ? <ChevronDown aria-hidden="true" className="size-4" /> : <ChevronUp aria-hidden="true" className="size-4" />}
            {collapsed ? 'Show replies' : 'Hide replies'}
          </Button>
          {canReply && !writing ? (
            <Button ref={replyButton} size="sm" onClick={() => setWriting(true)}>
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              Reply
            </Button>
          ) : null}
        </div>
      </div>
      {!canReply && viewerId ? (
        <p className="text-sm text-ink-600" data-testid="replies-closed">
          {DISCUSSION_MESSAGES.repliesClosed}.
        </p>
      ) : null}
      {writing && canReply ? <ReplyForm submitLabel="Post Reply" onSave={post} onCancel={() => setWriting(false)} /> : null}
      <div id="reply-list" hidden={collapsed}>
        {replies.isPending ? (
          <div role="status" aria-label="Loading replies" className="grid gap-2">
            {[0, 1].map((i) => (
              <div key={i} aria-hidden="true" className="rounded-xl border border-ink-200 bg-white p-3">
                <div className="flex items-center gap-2">
                  <Skeleton className="size-9 rounded-full" />
                  <Skeleton className="h-4 w-32" />
                </div>
                <Skeleton className="mt-3 h-4 w-full" />
              </div>
            ))}
          </div>
        ) : replies.isError ? (
          <ErrorState title="Failed to load replies. Please try again." onRetry={() => void replies.refetch()} retrying={replies.isFetching} />
        ) : count === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-300 bg-white p-4 text-center text-sm text-ink-600">No replies yet. Be the first to respond to this discussion!</p>
        ) : (
          <ul className="grid gap-2">
            {replies.data!.map((r) => (
              <ReplyItem key={r.id} reply={r} viewerId={viewerId} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
