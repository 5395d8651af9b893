import { Bell, CheckCheck, RotateCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { NotificationType, NotificationView } from '@civic/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PendingButton } from '@/components/ui/submit-button';
import { useLoadMoreFocus } from '@/hooks/use-load-more-focus';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { relativeTime } from '@/features/discussions/format';
import { useMarkAllRead, useMarkRead, useNotifications, useUnreadCount } from './api';

/** What each notification the product sends is about (SPEC §3's eight and the two added since), for the empty list. */
const KIND_TEXT: Record<NotificationType, string> = {
  discussion_reply: 'someone replies to your discussion',
  user_bill_comment: 'someone starts a discussion about your bill',
  comment_rejected: 'a discussion or reply of yours is not approved',
  followed_user_comment: 'someone you follow posts a discussion or a reply',
  followed_user_voted: 'someone you follow votes on a bill',
  followed_user_bill: 'someone you follow submits a bill',
  new_user_bill: 'a voter in your district publishes a bill',
  new_congressional_bill: 'a new bill gets your archetype’s vote',
  moderation_outcome: 'a moderator decides on a post or bill of yours that was reported, held or appealed',
  user_bill_support: 'a neighbour supports or opposes your bill',
};
const NOTIFICATION_KINDS = Object.values(KIND_TEXT);

/** Where a notification leads: the discussion it is about, else the bill. */
function targetOf(n: NotificationView): string | null {
  if (n.relatedDiscussionId) return `/discussions/${n.relatedDiscussionId}`;
  if (n.relatedBillId) return `/bills/${encodeURIComponent(n.relatedBillId)}`;
  return null;
}

function NotificationItem({ n }: { n: NotificationView }) {
  const markRead = useMarkRead();
  const target = targetOf(n);
  const open = () => {
    if (!n.read)
      markRead.mutate(n.id, { onError: () => toast({ title: 'Error', description: 'Failed to mark notification as read', variant: 'destructive' }) });
  };
  const text = (
    <>
      <span className="block text-sm text-ink-900">{n.message}</span>
      <time dateTime={n.createdAt} className="mt-1 block text-xs text-ink-600">
        {relativeTime(n.createdAt)}
      </time>
    </>
  );
  return (
    <li>
      <Card className={cn('flex items-start gap-3 p-3', !n.read && 'border-brand-200 bg-brand-50/40')}>
        <Bell aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          {target ? (
            <Link to={target} onClick={open} className="hover:underline">
              {text}
            </Link>
          ) : (
            text
          )}
        </div>
        {!n.read ? (
          <Badge variant="brand">
            New<span className="sr-only"> notification</span>
          </Badge>
        ) : null}
      </Card>
    </li>
  );
}

/** The Messages tab's Notifications view (SPEC §2). */
export function NotificationList() {
  const list = useNotifications();
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flat() ?? [];
  // The last page takes Load More away: focus goes to its first notification (or the end note).
  const focus = useLoadMoreFocus<HTMLUListElement, HTMLParagraphElement>({ count: items.length, loading: list.isFetchingNextPage });

  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'All notifications marked as read', description: "You're all caught up!", variant: 'success' });
        // The button goes with the last unread notification: focus moves to the list's heading.
        document.getElementById('notifications-heading')?.focus();
      },
      onError: () => toast({ title: 'Error', description: 'Failed to mark notifications as read', variant: 'destructive' }),
    });

  return (
    <section aria-labelledby="notifications-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notifications-heading" tabIndex={-1} className="text-base font-bold text-ink-900 focus:outline-none">
          Notifications
        </h2>
        <div className="flex gap-2">
          {(unread.data ?? 0) > 0 ? (
            <PendingButton variant="secondary" size="sm" onClick={readAll} pending={markAll.isPending} icon={CheckCheck}>
              Mark all as read
            </PendingButton>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RotateCw aria-hidden="true" className={list.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            Refresh
          </Button>
        </div>
      </div>
      {list.isPending ? (
        <div role="status" aria-label="Loading notifications" className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Card key={i} aria-hidden="true" className="p-3">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="mt-2 h-3 w-20" />
            </Card>
          ))}
        </div>
      ) : list.isError && !items.length ? (
        <ErrorState title="Failed to load notifications. Please try again." onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !items.length ? (
        <EmptyState icon={Bell} title="No notifications yet" text="You'll see it here when:">
          <ul className="mx-auto mt-3 grid max-w-sm list-disc gap-1 pl-5 text-left text-sm text-ink-600" data-testid="notification-kinds">
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind}>{kind}</li>
            ))}
          </ul>
        </EmptyState>
      ) : (
        <>
          <ul ref={focus.listRef} className="grid gap-2" aria-label="Notifications">
            {items.map((n) => (
              <NotificationItem key={n.id} n={n} />
            ))}
          </ul>
          {list.hasNextPage ? (
            <PendingButton variant="secondary" className="justify-self-center" onClick={focus.loadMore(list.fetchNextPage)} pending={list.isFetchingNextPage} pendingLabel="Loading...">
              Load More
            </PendingButton>
          ) : (
            <p ref={focus.endRef} className="text-center text-sm text-ink-600 focus:outline-none">
              You've reached the end of your notifications
            </p>
          )}
        </>
      )}
    </section>
  );
}
