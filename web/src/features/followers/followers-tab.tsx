import { MessageSquareText, UserMinus, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FollowedUser } from '@civic/contracts';
import { AuthorLine } from '@/components/author';
import { Card } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/submit-button';
import { SubViewTabs } from '@/components/sub-view-tabs';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/hooks/use-auth';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { authorName, relativeTime } from '@/features/discussions/format';
import { useConnections, useFollow, useFollowingReplies } from '@/features/users/api';
import { ListSkeletons, UserList } from '@/features/users/user-list';

type FollowingView = 'comments' | 'following';

function FollowedReplies() {
  const replies = useFollowingReplies();
  if (replies.isPending) return <ListSkeletons label="Loading comments" />;
  if (replies.isError) return <ErrorState title="Failed to load comments. Please try again." onRetry={() => void replies.refetch()} retrying={replies.isFetching} />;
  if (!replies.data.length) return <EmptyState icon={MessageSquareText} title="No comments yet from users you follow" text="Follow users to see their discussion comments here" />;
  return (
    <ul aria-label="Comments by people you follow" className="grid grid-cols-1 gap-3">
      {replies.data.map((r) => (
        <li key={r.id}>
          <Card as="article" className="grid grid-cols-1 gap-2 p-4">
            <div className="flex items-center justify-between gap-2">
              <AuthorLine author={r.user} />
              <time dateTime={r.createdAt} className="shrink-0 text-xs text-ink-600">
                {relativeTime(r.createdAt)}
              </time>
            </div>
            <p className="text-sm whitespace-pre-wrap text-ink-800">{r.content}</p>
            <Link to={`/discussions/${r.discussion.id}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              In: {r.discussion.title}
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const FOLLOWING_HEADING_ID = 'following-heading';

/**
 * Unfollow on a row, which leaves the list once done: focus goes to the next row's Unfollow, or
 * (the last row) to the list's heading, never to the page's start.
 */
function UnfollowButton({ user }: { user: FollowedUser }) {
  const follow = useFollow(user.id);
  const name = authorName(user.name);
  const button = useRef<HTMLButtonElement>(null);
  const unfollow = () => {
    // Found now, while this row is still in the list; the next row keeps its element when this one goes.
    const next = button.current?.closest('li')?.nextElementSibling?.querySelector<HTMLElement>('button') ?? null;
    follow.mutate(false, {
      onSuccess: () => {
        toast({ title: 'Unfollowed successfully', description: `You unfollowed ${name}`, variant: 'success' });
        (next?.isConnected ? next : document.getElementById(FOLLOWING_HEADING_ID))?.focus();
      },
      onError: () => toast({ title: 'Error', description: 'Failed to unfollow user. Please try again.', variant: 'destructive' }),
    });
  };
  return (
    <PendingButton ref={button} variant="secondary" size="sm" onClick={unfollow} pending={follow.isPending} icon={UserMinus} aria-label={`Unfollow ${name}`}>
      Unfollow
    </PendingButton>
  );
}

function FollowedUsers({ userId }: { userId: string }) {
  const following = useConnections(userId, 'following');
  return (
    <section aria-labelledby={FOLLOWING_HEADING_ID} className="grid gap-3">
      <h2 id={FOLLOWING_HEADING_ID} tabIndex={-1} className="text-base font-bold text-ink-900 focus:outline-none">
        People you follow
      </h2>
      <UserList
        users={following}
        label="People you follow"
        empty={{ icon: Users, title: 'You are not following anyone yet', text: 'Visit user profiles to follow them' }}
        action={(u) => <UnfollowButton user={u} />}
      />
    </section>
  );
}

/** The Following tab (tab id `followers`; SPEC §2): sub-views Comments and Following. */
export function FollowersTab() {
  const { user } = useAuth();
  const [view, setView] = useState<FollowingView>('comments');
  if (!user) return <p role="status">Loading...</p>;
  return (
    <SubViewTabs
      label="Following"
      value={view}
      onChange={setView}
      views={[
        { value: 'comments', label: 'Comments', icon: MessageSquareText, content: <FollowedReplies /> },
        { value: 'following', label: 'Following', icon: Users, content: <FollowedUsers userId={user.id} /> },
      ]}
    />
  );
}

export default FollowersTab;
