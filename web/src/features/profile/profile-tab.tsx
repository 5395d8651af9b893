import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LogoutButton } from '@/components/logout-button';
import { PartnerDashboardLink } from '@/features/partner/dashboard-link';
import { OperatorLink } from '@/features/review/operator-link';
import { useAuth } from '@/hooks/use-auth';
import { EDIT_PARAM } from './paths';
import { ProfileInformationCard } from './profile-information-card';
import { SecurityCard } from './security-card';
import { VoterProfileCard } from './voter-profile-card';

/**
 * The Profile tab (SPEC §2): Profile Information (view and edit), Security (change password),
 * Voter Profile (archetype) and Logout. `?edit=1` opens the information card in edit mode with
 * the address in focus, then leaves the address bar (a reload shows the saved profile).
 */
export function ProfileTab() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editFromLink] = useState(() => searchParams.get(EDIT_PARAM) === '1');

  useEffect(() => {
    if (!searchParams.has(EDIT_PARAM)) return;
    const next = new URLSearchParams(searchParams);
    next.delete(EDIT_PARAM);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  if (!user) return <p role="status">Loading...</p>;

  return (
    <div className="grid gap-6">
      <ProfileInformationCard user={user} startEditing={editFromLink ? 'address' : undefined} />
      <SecurityCard />
      <VoterProfileCard user={user} />

      <OperatorLink />
      <PartnerDashboardLink />
      <LogoutButton />
    </div>
  );
}

export default ProfileTab;
