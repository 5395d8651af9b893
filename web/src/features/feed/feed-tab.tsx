import { MessagesSquare, PenSquare, RotateCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/submit-button';
import { useLoadMoreFocus } from '@/hooks/use-load-more-focus';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { useFeed } from '@/features/discussions/api';
import { DiscussionCard, DiscussionCardSkeletons } from '@/features/discussions/discussion-card';

/** SPEC §2 Feed tab: discussions ranked so that arguments appreciated across archetypes rise. */
export function FeedTab() {
  const feed = useFeed();
  const items = feed.data?.pages.flatMap((p) => p.discussions) ?? [];
  // The last page takes Load More away: focus goes to its first discussion (or the heading).
  const focus = useLoadMoreFocus<HTMLUListElement, HTMLHeadingElement>({ count: items.length, loading: feed.isFetchingNextPage });
  // When this screen last read the feed (a refresh, or the re-read after a vote or a new post);
  // the server's own stamp can be a cached page's and would not move on a refresh.
  const lastUpdated = feed.dataUpdatedAt ? new Date(feed.dataUpdatedAt).toISOString() : undefined;

  return (
    <section aria-labelledby="feed-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="feed-heading" ref={focus.endRef} tabIndex={-1} className="text-base font-bold text-ink-900 focus:outline-none">
          Discussions
        </h2>
        <div className="flex items-center gap-3">
          {lastUpdated ? (
            <p className="text-xs text-ink-600">
              Last updated <time dateTime={lastUpdated}>{new Date(lastUpdated).toLocaleTimeString()}</time>
            </p>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => void feed.refetch()} disabled={feed.isFetching}>
            <RotateCw aria-hidden="true" className={feed.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            Refresh
          </Button>
        </div>
      </div>
      {/* The way into discussions from where people read them (they live under Messages, SPEC §2). */}
      <Link
        to="/dashboard?tab=discussions"
        className="flex items-center justify-between gap-3 rounded-xl border border-ink-200 bg-white px-4 py-3 text-sm font-semibold text-brand-700 hover:border-brand-300 hover:bg-brand-50"
      >
        <span className="inline-flex items-center gap-2">
          <PenSquare aria-hidden="true" className="size-4" />
          Your discussions
          <span className="font-normal text-ink-600">· start a new one</span>
        </span>
        <span aria-hidden="true">→</span>
      </Link>

      {feed.isPending ? (
        <div role="status" aria-label="Loading discussions">
          <DiscussionCardSkeletons count={3} />
        </div>
      ) : feed.isError && !items.length ? (
        <ErrorState title="Failed to fetch feed" error={feed.error} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />
      ) : !items.length ? (
        <EmptyState icon={MessagesSquare} title="No discussions yet" text="There are no discussions to show in your feed." />
      ) : (
        <ul ref={focus.listRef} className="grid grid-cols-1 gap-3" aria-label="Feed">
          {items.map((d) => (
            <li key={d.id}>
              <DiscussionCard discussion={d} />
            </li>
          ))}
        </ul>
      )}

      {feed.hasNextPage ? (
        <PendingButton variant="secondary" className="justify-self-center" onClick={focus.loadMore(feed.fetchNextPage)} pending={feed.isFetchingNextPage} pendingLabel="Loading...">
          Load More Discussions
        </PendingButton>
      ) : null}
    </section>
  );
}

export default FeedTab;
