import { Link, useParams } from 'react-router-dom';
import { AppShell, PlaceholderScreen } from '@/components/layout/app-shell';
import { Button } from '@/components/ui/button';

const SOON = 'This screen is being built. The rest of Civic is ready for you on your dashboard.';

function DashboardLink() {
  return (
    <Button asChild variant="secondary">
      <Link to="/dashboard">Go to your dashboard</Link>
    </Button>
  );
}

export function PersonalInfoPage() {
  return (
    <AppShell>
      <PlaceholderScreen
        eyebrow="Step 1 of 3"
        progress={33}
        title="Complete Your Profile"
        description="Tell us your name and address. Your address is validated and used to determine your congressional district, so you see the bills and local events that matter where you live. This form is on its way."
      >
        <DashboardLink />
      </PlaceholderScreen>
    </AppShell>
  );
}

export function SurveyPage() {
  return (
    <AppShell backTo="/login">
      <PlaceholderScreen
        eyebrow="Step 2 of 3"
        progress={66}
        title="Values Survey"
        description="Twelve short questions, about 3 minutes, to find the values profile that fits you best. The survey is on its way."
      >
        <DashboardLink />
      </PlaceholderScreen>
    </AppShell>
  );
}

export function ArchetypeResultsPage() {
  return (
    <AppShell>
      <PlaceholderScreen
        eyebrow="Step 3 of 3"
        progress={100}
        title="Onboarding Complete"
        description="Your voter archetype and your six moral-foundation scores will appear here."
      >
        <DashboardLink />
      </PlaceholderScreen>
    </AppShell>
  );
}

export function UserProfilePage() {
  const { userId } = useParams();
  return (
    <AppShell backTo="/dashboard">
      <PlaceholderScreen
        title="Voter Profile"
        description={`Votes, comments, bills and connections for this voter (${userId ?? 'unknown'}). ${SOON}`}
      >
        <DashboardLink />
      </PlaceholderScreen>
    </AppShell>
  );
}

