import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PublicUser } from '@civic/contracts';
import { Badge } from '@/components/ui/badge';
import { ProfileCard } from './profile-card';

/**
 * Voter Profile (SPEC §2 Profile tab): the archetype badge only when the survey was taken, and the
 * way to (re)take it. A retaken survey recomputes archetype votes only; the voter's own votes stay.
 */
export function VoterProfileCard({ user }: { user: PublicUser }) {
  const archetype = user.voterArchetype;
  return (
    <ProfileCard
      id="voter-profile"
      title="Voter Profile"
      description={archetype ? 'Your political archetype based on the values survey' : 'Take the values survey to find your voter archetype.'}
    >
      <div className="grid justify-items-start gap-4">
        {archetype ? (
          <Badge variant="brand" className="px-3 py-1 text-sm" data-testid="archetype-badge">
            {archetype}
          </Badge>
        ) : null}
        <Link
          to="/survey"
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <ClipboardList aria-hidden="true" className="size-4" />
          {archetype ? 'Retake the values survey' : 'Take the values survey'}
        </Link>
        {archetype ? (
          <p className="text-sm text-ink-600">Retaking it updates the votes filled in from your archetype. Votes you cast yourself stay as they are.</p>
        ) : null}
      </div>
    </ProfileCard>
  );
}
