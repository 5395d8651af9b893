import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="text-ink-900">{value || <span className="text-ink-600">Not set</span>}</dd>
    </div>
  );
}

/** Profile tab shell: read-only profile, voter profile badge, and Logout. Editing and password change come later. */
export function ProfileTab() {
  const { user, logoutMutation } = useAuth();
  if (!user) return <p>Loading...</p>;

  const place = [user.city, user.state].filter(Boolean).join(', ');

  return (
    <div className="grid gap-6">
      <section aria-labelledby="profile-info-title" className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
        <h2 id="profile-info-title" className="text-lg font-bold text-ink-900">
          Profile Information
        </h2>
        <dl className="mt-4 grid gap-4">
          <Row label="Name" value={user.name} />
          <Row label="Email" value={user.email} />
          <Row label="Address" value={user.address} />
          <Row label="City and state" value={place} />
          <Row label="ZIP code" value={user.zipCode} />
          <Row label="District" value={user.congressionalDistrict ?? user.district} />
        </dl>
      </section>

      {user.voterArchetype ? (
        <section aria-labelledby="voter-profile-title" className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
          <h2 id="voter-profile-title" className="text-lg font-bold text-ink-900">
            Voter Profile
          </h2>
          <p className="mt-1 text-sm text-ink-600">Your political archetype based on the values survey</p>
          <span className="mt-4 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
            {user.voterArchetype}
          </span>
        </section>
      ) : null}

      <Button
        variant="secondary"
        size="lg"
        className="w-full text-danger-700"
        onClick={() => logoutMutation.mutate()}
        disabled={logoutMutation.isPending}
      >
        {logoutMutation.isPending ? (
          <>
            <Spinner /> Logging out...
          </>
        ) : (
          <>
            <LogOut aria-hidden="true" className="size-5" /> Logout
          </>
        )}
      </Button>
    </div>
  );
}

export default ProfileTab;
