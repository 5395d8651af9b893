import { CalendarPlus, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PUBLIC_MIN_VOTERS, SUPPRESSED_TEXT } from '@civic/contracts/rules';
import { AppShell } from '@/components/layout/app-shell';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { NotFoundPage } from '@/pages/not-found';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { AddCandidateForm } from './candidates-form';
import { CandidateCard } from './candidates-card';
import { usePartnerAccess, usePartnerDashboard } from './api';

/** /partner: a partner party's candidates, their pledges and how they kept them (404 for everyone else, ADR 0031). */
export function PartnerDashboardPage() {
  const access = usePartnerAccess();
  if (access.isPending) return <LoadingScreen />;
  if (access.isError) return <ErrorState title="Failed to load the partner dashboard. Please try again." headingLevel={2} onRetry={() => void access.refetch()} />;
  if (!access.data) return <NotFoundPage inAppShell />;
  return <Dashboard party={access.data.party} />;
}

function Dashboard({ party }: { party: string }) {
  const dashboard = usePartnerDashboard(true);
  return (
    <AppShell backTo="/dashboard">
      <div className="grid gap-6">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-ink-900">Partner dashboard</h1>
            <p className="mt-1 text-sm text-ink-600">
              {party}: your candidates, their pledges to vote as their district decided, and whether they kept them. A decision of fewer than {PUBLIC_MIN_VOTERS} voters reads “{SUPPRESSED_TEXT}” and never counts for or against a pledge.
            </p>
          </div>
          <Button asChild variant="secondary">
            <Link to="/partner/events">
              <CalendarPlus aria-hidden="true" className="size-4" />
              Publish a district event
            </Link>
          </Button>
        </header>

        <AddCandidateForm />

        <section aria-labelledby="candidates-heading" className="grid gap-4" aria-busy={dashboard.isFetching || undefined}>
          {/* Focusable by script: where focus goes when a candidate's card is removed. */}
          <h2 id="candidates-heading" tabIndex={-1} className="text-lg font-semibold text-ink-900 focus:outline-none">
            Candidates {dashboard.data ? `(${dashboard.data.candidates.length})` : ''}
          </h2>
          {dashboard.isPending ? <p role="status" className="text-sm text-ink-600">Loading candidates…</p> : null}
          {dashboard.isError ? <ErrorState title="Failed to load your candidates." error={dashboard.error} headingLevel={3} onRetry={() => void dashboard.refetch()} /> : null}
          {dashboard.data && !dashboard.data.candidates.length ? (
            <EmptyState icon={Users} title="No candidates yet" text="Add a candidate above, then record their pledge." />
          ) : null}
          {dashboard.data?.candidates.map((board) => <CandidateCard key={board.candidate.candidateId} board={board} />)}
        </section>
      </div>
    </AppShell>
  );
}
