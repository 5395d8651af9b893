import { UserRound, Users } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell';
import { ArchetypeBadge, InitialsAvatar } from '@/components/author';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { ApiError } from '@/lib/api';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { authorName } from '@/features/discussions/format';
import { ActivityTabs } from './activity-tabs';
import { useConnections, useUserProfile } from './api';
import { FollowButton } from './follow-button';
import { UserList } from './user-list';

const CONNECTIONS = [
  { which: 'followers', title: 'Followers', empty: 'No followers yet' },
  { which: 'following', title: 'Following', empty: 'Not following anyone yet' },
] as const;

function ConnectionList({ userId, which, title, empty }: { userId: string } & (typeof CONNECTIONS)[number]) {
  const users = useConnections(userId, which);
  return (
    <section aria-labelledby={`${which}-heading`} className="grid gap-2">
      <h3 id={`${which}-heading`} className="text-sm font-bold text-ink-900">
        {title}
      </h3>
      <UserList users={users} label={title} empty={{ icon: Users, title: empty }} />
    </section>
  );
}

function Connections({ userId }: { userId: string }) {
  return (
    <div className="grid gap-6">
      {CONNECTIONS.map((c) => (
        <ConnectionList key={c.which} userId={userId} {...c} />
      ))}
    </div>
  );
}

/**
 * A voter's profile (/users/{userId}, SPEC §2): name, archetype, city and state, follower and
 * following counts, Follow (not on your own), and their votes, comments, bills and connections.
 */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  const profile = useUserProfile(userId);
  const own = user?.id === userId;

  let body;
  if (profile.isPending) {
    body = (
      <Card role="status" aria-label="Loading profile" className="grid gap-3 p-5">
        <Skeleton className="size-14 rounded-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </Card>
    );
  } else if (profile.isError) {
    body =
      profile.error instanceof ApiError && profile.error.status === 404 ? (
        <EmptyState icon={UserRound} title="User Not Found" text="The user profile you're looking for doesn't exist." headingLevel={2} />
      ) : (
        <ErrorState title="Failed to load this profile. Please try again." error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} headingLevel={2} />
      );
  } else {
    const p = profile.data;
    const name = authorName(p.name);
    body = (
      <div className="grid gap-6">
        <Card as="section" aria-labelledby="profile-name" className="grid gap-4 p-5">
          <div className="flex items-start gap-4">
            <InitialsAvatar name={p.name} className="size-14 text-lg" />
            <div className="min-w-0 flex-1">
              {/* The person's name is the page's heading; a long word breaks rather than widen a phone's page. */}
              <h1 id="profile-name" className="text-xl font-bold text-ink-900 [overflow-wrap:anywhere]">
                {name}
              </h1>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-600">
                <ArchetypeBadge archetype={p.voterArchetype} />
                {p.city || p.state ? <span>{[p.city, p.state].filter(Boolean).join(', ')}</span> : null}
              </div>
            </div>
          </div>
          <dl className="flex gap-6 text-sm">
            <div>
              <dt className="text-ink-600">Followers</dt>
              <dd className="text-lg font-bold text-ink-900">{p.followerCount}</dd>
            </div>
            <div>
              <dt className="text-ink-600">Following</dt>
              <dd className="text-lg font-bold text-ink-900">{p.followingCount}</dd>
            </div>
          </dl>
          {own ? null : <FollowButton userId={p.id} name={name} />}
        </Card>
        <ActivityTabs userId={p.id} connections={<Connections userId={p.id} />} />
      </div>
    );
  }

  return (
    <AppShell backTo="/dashboard">
      {profile.isSuccess ? null : <h1 className="sr-only">Voter Profile</h1>}
      {body}
    </AppShell>
  );
}

export default UserProfilePage;
