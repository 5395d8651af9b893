import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CircleMinus, ClipboardList, RotateCw, Sparkles, ThumbsDown, ThumbsUp, UserCheck, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PERSONAL_VOTE_MULTIPLIER, SOCKET_EVENTS, VOTE_VALUES, type VoteValue, type VoteWithBill } from '@civic/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { PendingButton } from '@/components/ui/submit-button';
import { useLoadMoreFocus } from '@/hooks/use-load-more-focus';
import { formatBillNumber } from '@/features/bills/format';
import { useAuth } from '@/hooks/use-auth';
import { errorMessage } from '@/lib/api';
import { useSocketEvent } from '@/lib/socket';
import { cn } from '@/lib/utils';
import { MY_VOTES_KEY, VOTES_WITH_BILLS_KEY, VOTE_LABELS, useUpdateVote, useVotesWithBills, type VotesFilter } from './api';

/** SPEC §9: summaries are cut to 100 characters on My Votes. */
export const MY_VOTES_SUMMARY_LENGTH = 100;
const NO_SUMMARY = 'No summary available';
/** After this long with no votes, the empty state says why it may take a while. */
const SLOW_SETUP_MS = 20_000;

const VOTE_STYLES: Record<VoteValue, { icon: LucideIcon; pressed: string; tone: string }> = {
  support: { icon: ThumbsUp, pressed: 'border-success-700 bg-success-700 text-white hover:bg-success-700', tone: 'text-success-700' },
  oppose: { icon: ThumbsDown, pressed: 'border-danger-700 bg-danger-700 text-white hover:bg-danger-700', tone: 'text-danger-700' },
  abstain: { icon: CircleMinus, pressed: 'border-ink-700 bg-ink-700 text-white hover:bg-ink-700', tone: 'text-ink-600' },
};

/** Plain text of a summary (official summaries can carry HTML), cut to `max` characters with an ellipsis. */
export function shortSummary(summary: string | null | undefined, max = MY_VOTES_SUMMARY_LENGTH): string {
  const text = (summary ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return NO_SUMMARY;
  if (text.length <= max) return text;
  // Cut on a word boundary when one is near the limit, never past it.
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.7 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s.,;:!?…-]+$/, '')}…`;
}

const FILTERS: ReadonlyArray<[VotesFilter, string]> = [
  ['all', 'All votes'],
  ['personal', 'Cast by me'],
];

/** The Votes tab (My Votes): every vote of the user, most recently changed first, each changeable in place. */
export function VotesTab() {
  const { user } = useAuth();
  const hasArchetype = !!user?.voterArchetype;
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<VotesFilter>('all');
  const votes = useVotesWithBills({ pollWhileEmpty: hasArchetype, filter });

  // The archetype job finished (or recomputed): refresh at once instead of waiting for the next poll.
  const onVotesPopulated = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: VOTES_WITH_BILLS_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_VOTES_KEY });
  }, [queryClient]);
  useSocketEvent(SOCKET_EVENTS.votesPopulated, onVotesPopulated);

  const items = votes.data?.pages.flat() ?? [];
  // The last page takes Load More Votes away: focus goes to its first vote (or the heading).
  const focus = useLoadMoreFocus<HTMLUListElement, HTMLHeadingElement>({ count: items.length, loading: votes.isFetchingNextPage });

  return (
    <section aria-labelledby="my-votes-heading" className="grid gap-5">
      <div>
        <h2 id="my-votes-heading" ref={focus.endRef} tabIndex={-1} className="text-xl font-bold text-ink-900 focus:outline-none">
          My Votes
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Votes from your archetype count once. Change one and it becomes your own vote, which counts {PERSONAL_VOTE_MULTIPLIER} times as much in your district.
        </p>
        <div role="group" aria-label="Show" className="mt-3 inline-flex rounded-lg border border-ink-200 bg-white p-0.5">
          {FILTERS.map(([value, label]) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? 'primary' : 'ghost'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>

      {votes.isPending ? (
        <div role="status" aria-label="Loading your votes" className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <VoteCardSkeleton key={i} />
          ))}
        </div>
      ) : votes.isError && items.length === 0 ? (
        <div role="alert" className="rounded-2xl border border-danger-700/30 bg-danger-50 px-5 py-6 text-center">
          <AlertTriangle aria-hidden="true" className="mx-auto size-7 text-danger-700" />
          <h3 className="mt-2 text-base font-bold text-danger-700">Failed to fetch votes</h3>
          <p className="mt-1 text-sm text-ink-700">{errorMessage(votes.error)}</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => void votes.refetch()} disabled={votes.isFetching}>
            <RotateCw aria-hidden="true" className={cn('size-4', votes.isFetching && 'animate-spin')} />
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        filter === 'personal' ? (
          <p className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-8 text-center text-sm text-ink-600">
            You have not cast a vote yourself yet. Choose Support, Oppose or Abstain on any bill and it shows here.
          </p>
        ) : hasArchetype ? (
          <SettingUpVotes />
        ) : (
          <NoSurveyYet />
        )
      ) : (
        <>
          <ul ref={focus.listRef} className="grid gap-3" aria-label="Your votes">
            {items.map((item) => (
              <li key={item.billId}>
                <VoteCard item={item} />
              </li>
            ))}
          </ul>
          {votes.hasNextPage ? (
            <PendingButton variant="secondary" className="mx-auto w-full sm:w-auto" onClick={focus.loadMore(votes.fetchNextPage)} pending={votes.isFetchingNextPage} pendingLabel="Loading...">
              Load More Votes
            </PendingButton>
          ) : null}
          {votes.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm font-medium text-danger-700">
              Failed to fetch votes. {errorMessage(votes.error)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function VoteCard({ item }: { item: VoteWithBill }) {
  const update = useUpdateVote();
  const titleId = `vote-title-${item.id}`;
  const number = formatBillNumber(item.bill.billType, item.bill.billNumber);
  const personal = item.voteType === 'personal';
  const current = VOTE_STYLES[item.vote];
  const CurrentIcon = current.icon;

  const change = (vote: VoteValue) => {
    // Choosing the archetype's own suggestion again makes it a personal vote; re-choosing a personal vote does nothing.
    if (update.isPending || (vote === item.vote && personal)) return;
    update.mutate({ billId: item.billId, vote });
  };

  return (
    <Card as="article" aria-labelledby={titleId} className="p-4" data-testid="vote-card" data-bill-id={item.billId}>
      {number || item.bill.policyArea ? (
        <p className="text-xs font-semibold text-ink-600">
          {[number, item.bill.policyArea].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      <h3 id={titleId} className="mt-1 text-base font-semibold text-ink-900">
        <Link to={`/bills/${encodeURIComponent(item.billId)}`} className="rounded hover:text-brand-700 hover:underline underline-offset-4">
          {item.bill.title || item.bill.shortTitle || item.billId}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-ink-600">{shortSummary(item.bill.summary)}</p>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
        <p className="inline-flex items-center gap-1.5 text-ink-700">
          <CurrentIcon aria-hidden="true" className={cn('size-4 shrink-0', current.tone)} />
          Your vote: <strong data-testid="current-vote" className="font-semibold text-ink-900">{VOTE_LABELS[item.vote]}</strong>
        </p>
        {personal ? (
          <Badge variant="brand">
            <UserCheck aria-hidden="true" className="size-3.5" />
            Cast by you
          </Badge>
        ) : (
          <Badge variant="outline">
            <Sparkles aria-hidden="true" className="size-3.5" />
            From your archetype
          </Badge>
        )}
      </div>
      {!personal && item.reason ? (
        <p data-testid="vote-reason" className="mt-1.5 text-sm text-ink-700">
          {item.reason}
        </p>
      ) : null}

      <div role="group" aria-label={`Change your vote on ${item.bill.title || item.billId}`} className="mt-3 grid grid-cols-3 gap-2">
        {VOTE_VALUES.map((value) => {
          const style = VOTE_STYLES[value];
          const Icon = style.icon;
          const pressed = item.vote === value;
          return (
            <Button
              key={value}
              size="sm"
              variant="secondary"
              aria-pressed={pressed}
              aria-disabled={update.isPending || undefined}
              onClick={() => change(value)}
              className={cn('w-full', pressed && style.pressed, update.isPending && 'opacity-70')}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {VOTE_LABELS[value]}
            </Button>
          );
        })}
      </div>
    </Card>
  );
}

function VoteCardSkeleton() {
  return (
    <Card aria-hidden="true" className="p-4">
      <Skeleton className="h-3.5 w-32" />
      <Skeleton className="mt-2 h-5 w-11/12" />
      <Skeleton className="mt-2 h-4 w-full" />
      <div className="mt-3 flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-32 rounded-full" />
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
    </Card>
  );
}

function SettingUpVotes() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_SETUP_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Card role="status" className="px-6 py-10 text-center shadow-none">
      <Spinner className="mx-auto size-9 text-brand-700" />
      <h3 className="mt-4 text-lg font-bold text-ink-900">Setting up your personalized votes</h3>
      <p className="mx-auto mt-1.5 max-w-sm text-sm text-ink-600">
        We are registering a vote on each active bill from your values profile. They will appear here in a moment.
      </p>
      {slow ? (
        <p className="mx-auto mt-3 max-w-sm text-sm text-ink-600">
          This is taking longer than usual. You can{' '}
          <Link to="/dashboard?tab=bills" className="font-semibold text-brand-700 underline underline-offset-4">
            browse the bills
          </Link>{' '}
          meanwhile; this list keeps checking.
        </p>
      ) : null}
    </Card>
  );
}

function NoSurveyYet() {
  return (
    <div className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-10 text-center">
      <span aria-hidden="true" className="mx-auto grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <ClipboardList className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink-900">No votes yet</h3>
      <p className="mx-auto mt-1.5 max-w-sm text-sm text-ink-600">
        Take the 3-minute values survey and we will suggest a vote on every active bill from your archetype. You can also vote on any bill yourself.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/survey">Take the survey</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/dashboard?tab=bills">Browse bills</Link>
        </Button>
      </div>
    </div>
  );
}

export default VotesTab;
