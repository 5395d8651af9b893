import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FollowedUser } from '@civic/contracts';
import { ArchetypeBadge, InitialsAvatar } from '@/components/author';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { authorName } from '@/features/discussions/format';

/** Three placeholder rows while a list loads (SPEC §2: 3 skeletons on profile tabs). */
export function ListSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {[0, 1, 2].map((i) => (
        <Card key={i} aria-hidden="true" className="flex items-center gap-3 p-3">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ))}
    </div>
  );
}

/** Users linking to their profiles, each with an optional action (e.g. Unfollow). */
export function UserList({
  users,
  label,
  empty,
  action,
}: {
  users: { isPending: boolean; isError: boolean; isFetching: boolean; data?: FollowedUser[]; refetch: () => unknown };
  label: string;
  empty: { icon: LucideIcon; title: string; text?: string };
  action?: (u: FollowedUser) => ReactNode;
}) {
  if (users.isPending) return <ListSkeletons label={`Loading ${label.toLowerCase()}`} />;
  if (users.isError || !users.data) return <ErrorState title={`Failed to load ${label.toLowerCase()}. Please try again.`} onRetry={() => void users.refetch()} retrying={users.isFetching} />;
  if (!users.data.length) return <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  return (
    <ul aria-label={label} className="grid gap-2">
      {users.data.map((u) => (
        <li key={u.id}>
          <Card className="flex items-center gap-3 p-3">
            <InitialsAvatar name={u.name} />
            <div className="min-w-0 flex-1">
              <Link to={`/users/${u.id}`} className="block truncate font-semibold text-ink-900 underline-offset-2 hover:underline">
                {authorName(u.name)}
              </Link>
              <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-ink-600">
                <ArchetypeBadge archetype={u.voterArchetype} />
                {u.city || u.state ? <span>{[u.city, u.state].filter(Boolean).join(', ')}</span> : null}
              </div>
            </div>
            {action?.(u)}
          </Card>
        </li>
      ))}
    </ul>
  );
}
