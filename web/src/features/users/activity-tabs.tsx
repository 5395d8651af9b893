import { FileText, MessageSquareText, Vote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserActivity } from '@civic/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { formatDate } from '@/features/bills/format';
import { STATUS_LABELS } from '@/features/user-bills/status';
import { useActivity } from './api';
import { ListSkeletons } from './user-list';

const VOTE_LABELS = { support: 'Support', oppose: 'Oppose', abstain: 'Abstain' } as const;

/** One activity list: 3 skeletons while loading, an error with retry, the empty text, or the items. */
function ActivityList<T>({ activity, pick, label, empty, item }: {
  activity: ReturnType<typeof useActivity>;
  pick: (a: UserActivity) => T[];
  label: string;
  empty: { icon: typeof Vote; title: string };
  item: (x: T) => ReactNode;
}) {
  if (activity.isPending) return <ListSkeletons label={`Loading ${label.toLowerCase()}`} />;
  if (activity.isError) return <ErrorState title="Failed to load this activity. Please try again." onRetry={() => void activity.refetch()} retrying={activity.isFetching} />;
  const items = pick(activity.data);
  if (!items.length) return <EmptyState icon={empty.icon} title={empty.title} />;
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-2">
      {items.map((x, i) => (
        <li key={i}>
          <Card className="grid grid-cols-1 gap-1 p-3">{item(x)}</Card>
        </li>
      ))}
    </ul>
  );
}

/** The profile's tabs (SPEC §2): Votes, Comments, Bills and Connections. */
export function ActivityTabs({ userId, connections }: { userId: string; connections: ReactNode }) {
  const activity = useActivity(userId);
  return (
    <Tabs defaultValue="votes">
      <TabsList aria-label="Profile sections">
        <TabsTrigger value="votes">Votes</TabsTrigger>
        <TabsTrigger value="comments">Comments</TabsTrigger>
        <TabsTrigger value="bills">Bills</TabsTrigger>
        <TabsTrigger value="connections">Connections</TabsTrigger>
      </TabsList>
      <TabsContent value="votes" className="pt-4">
        <ActivityList
          activity={activity}
          pick={(a) => a.votes}
          label="Votes"
          empty={{ icon: Vote, title: 'No votes yet' }}
          item={(v) => (
            <>
              <Link to={`/bills/${encodeURIComponent(v.billId)}`} className="font-semibold text-ink-900 underline-offset-2 hover:underline">
                {v.billTitle || 'Bill information not available'}
              </Link>
              <div className="flex items-center gap-2 text-xs text-ink-600">
                <Badge variant={v.voteType === 'support' ? 'success' : v.voteType === 'oppose' ? 'danger' : 'neutral'}>{VOTE_LABELS[v.voteType]}</Badge>
                <time dateTime={v.createdAt}>{formatDate(v.createdAt)}</time>
              </div>
            </>
          )}
        />
      </TabsContent>
      <TabsContent value="comments" className="pt-4">
        <ActivityList
          activity={activity}
          pick={(a) => a.arguments}
          label="Comments"
          empty={{ icon: MessageSquareText, title: 'No comments yet' }}
          item={(c) => (
            <>
              <div className="flex items-center gap-2">
                {c.position ? <Badge variant={c.position === 'for' ? 'success' : 'danger'}>{c.position === 'for' ? 'Support' : 'Oppose'}</Badge> : null}
                <Link to={`/discussions/${c.id}`} className="font-semibold text-ink-900 underline-offset-2 hover:underline">
                  {c.title}
                </Link>
              </div>
              <p className="text-sm whitespace-pre-wrap text-ink-700">{c.content}</p>
              <time dateTime={c.createdAt} className="text-xs text-ink-600">
                {formatDate(c.createdAt)}
              </time>
            </>
          )}
        />
      </TabsContent>
      <TabsContent value="bills" className="pt-4">
        <ActivityList
          activity={activity}
          pick={(a) => a.submittedBills}
          label="Bills"
          empty={{ icon: FileText, title: 'No bills submitted yet' }}
          item={(b) => (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/bills/${b.id}`} className="font-semibold text-ink-900 underline-offset-2 hover:underline">
                  {b.title}
                </Link>
                <Badge variant="outline">{STATUS_LABELS[b.moderationStatus]}</Badge>
              </div>
              <p className="line-clamp-3 text-sm text-ink-700">{b.description}</p>
              <time dateTime={b.submissionDate} className="text-xs text-ink-600">
                Submitted {formatDate(b.submissionDate)}
              </time>
            </>
          )}
        />
      </TabsContent>
      <TabsContent value="connections" className="pt-4">
        {connections}
      </TabsContent>
    </Tabs>
  );
}
