import { Pencil, Trash2, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { SUPPRESSED_TEXT } from '@civic/contracts/rules';
import { pledgeBody, type CandidateDashboard, type JudgedBill, type PledgeVerdict, type PublicTally, type UpcomingBill } from '@civic/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { formatBillReference } from '@/features/bills/bill-number';
import { useRecordPledge, useRemoveCandidate, useWithdrawPledge } from './api';
import { EditCandidateForm } from './candidates-form';

/** "H.J.Res. 20 Disapproval of …": the bill's number as every screen writes it, then its title. */
const billText = (billId: string, title: string | null) => [formatBillReference(billId) || billId, title].filter(Boolean).join(' ');

const CHAMBER_LABEL = { house: 'House', senate: 'Senate' } as const;
const VERDICT: Record<PledgeVerdict, { label: string; variant: BadgeVariant }> = {
  kept: { label: 'Kept', variant: 'success' },
  broken: { label: 'Broken', variant: 'danger' },
  did_not_vote: { label: 'Did not vote', variant: 'warning' },
  no_decision: { label: 'No decision to follow', variant: 'neutral' },
  before_pledge: { label: 'Before the pledge', variant: 'outline' },
  no_pledge: { label: 'No pledge', variant: 'outline' },
};
const POSITION_LABEL: Record<JudgedBill['position'], string> = { yea: 'Yea', nay: 'Nay', present: 'Present', not_voting: 'Not voting', other: 'Other', absent: 'No record' };

/** The district's decision as the public page shows it: withheld below PUBLIC_MIN_VOTERS voters. */
function decisionText(tally: PublicTally): string {
  if (!tally.enoughVoters) return SUPPRESSED_TEXT + ' voters';
  return tally.decision ? tally.decision[0]!.toUpperCase() + tally.decision.slice(1) : 'No decision (tie)';
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'America/New_York' });
const percent = (rate: number | null) => (rate === null ? 'not judged yet' : `${Math.round(rate * 100)}%`);

/**
 * One of the card's writes behind a confirmation dialog (SPEC: deletions require confirmation):
 * `ask` opens the dialog, forgetting the last outcome; confirming runs the write, closes the
 * dialog and says so, or keeps it open with the error; once the write succeeded, `focusAfter`
 * takes focus when the dialog closes (the button that opened it goes with the next read).
 */
function useConfirmedWrite<V>(
  write: UseMutationResult<unknown, Error, V>,
  variables: V,
  toasts: { done: { title: string; description: string }; failedTitle: string },
  focusAfter: () => void,
) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await write.mutateAsync(variables);
      setOpen(false);
      toast({ ...toasts.done, variant: 'success' });
    } catch (error) {
      toast({ title: toasts.failedTitle, description: errorMessage(error), variant: 'destructive' });
    }
  };
  return {
    ask: () => {
      write.reset();
      setOpen(true);
    },
    dialog: {
      open,
      onOpenChange: setOpen,
      busy: write.isPending,
      onConfirm: () => void confirm(),
      focusOnClose: () => {
        if (!write.isSuccess) return false;
        focusAfter();
        return true;
      },
    },
  };
}

/** One candidate: the seat, the pledge (and its form), the judged roll calls and the bills coming to a vote. */
export function CandidateCard({ board }: { board: CandidateDashboard }) {
  const { candidate, judged, record, upcoming, upcomingTotal } = board;
  const removal = useConfirmedWrite(
    useRemoveCandidate(),
    candidate.candidateId,
    { done: { title: 'Candidate removed', description: `${candidate.name} is no longer on your dashboard.` }, failedTitle: 'Could not remove the candidate' },
    () => document.getElementById('candidates-heading')?.focus(),
  );
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // Back to the button that opened the form, for keyboard users.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const headingId = `candidate-${candidate.candidateId}`;
  const areaLabel = candidate.chamber === 'house' ? `District ${candidate.area}` : `State ${candidate.area}`;


  return (
    <Card as="article" aria-labelledby={headingId} className="grid gap-4 p-5" data-testid="candidate">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-ink-900">
            {candidate.name}
          </h3>
          <p className="text-sm text-ink-600">
            {CHAMBER_LABEL[candidate.chamber]} · {areaLabel}
            {candidate.memberName ? ` · Member of Congress: ${candidate.memberName} (${candidate.bioguideId})` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button ref={editButton} size="sm" variant="secondary" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {candidate.name}</span>
          </Button>
          <Button size="sm" variant="secondary" onClick={removal.ask}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {candidate.name}</span>
          </Button>
        </div>
      </header>
      <ConfirmDeleteDialog
        {...removal.dialog}
        title="Remove candidate"
        description={`Remove ${candidate.name} from your dashboard, with their pledge? This action cannot be undone.`}
        action="Remove"
        pendingLabel="Removing..."
      />
      {editing ? <EditCandidateForm candidate={candidate} onDone={stopEditing} /> : null}

      <section aria-label={`Pledge of ${candidate.name}`} className="grid gap-2">
        {candidate.pledge ? (
          <p className="text-sm text-ink-800">
            <Badge variant="brand">Pledged</Badge> to vote as {candidate.chamber === 'house' ? 'the district' : 'the state'} decides, on{' '}
            <time dateTime={candidate.pledge.pledgedOn}>{candidate.pledge.pledgedOn}</time>.
            {candidate.pledge.statement ? <span className="mt-1 block whitespace-pre-line wrap-anywhere text-ink-700">“{candidate.pledge.statement}”</span> : null}
          </p>
        ) : (
          <p className="text-sm text-ink-600">No pledge recorded yet.</p>
        )}
        <PledgeForm candidateId={candidate.candidateId} name={candidate.name} hasPledge={Boolean(candidate.pledge)} />
      </section>

      <section aria-labelledby={`${headingId}-judged`} className="grid gap-2">
        <h4 id={`${headingId}-judged`} className="font-semibold text-ink-900">
          Roll calls · pledge kept {percent(record.keptRate)}
          {record.kept + record.broken ? ` (${record.kept} kept, ${record.broken} broken${record.didNotVote ? `, ${record.didNotVote} did not vote` : ''})` : ''}
        </h4>
        {judged.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-ink-600">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">Bill</th>
                  <th scope="col" className="py-1 pr-3 font-medium">Voted</th>
                  <th scope="col" className="py-1 pr-3 font-medium">Member</th>
                  <th scope="col" className="py-1 pr-3 font-medium">Voters decided</th>
                  <th scope="col" className="py-1 font-medium">Pledge</th>
                </tr>
              </thead>
              <tbody>
                {judged.map((j) => (
                  <tr key={j.rollCall.rollCallId} className="border-t border-ink-200 align-top">
                    <td className="py-2 pr-3">{billText(j.billId, j.title)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      <time dateTime={j.rollCall.votedAt}>{day(j.rollCall.votedAt)}</time>
                    </td>
                    <td className="py-2 pr-3">{POSITION_LABEL[j.position]}</td>
                    <td className="py-2 pr-3">{decisionText(j.tally)}</td>
                    <td className="py-2">
                      <Badge variant={VERDICT[j.verdict].variant}>{VERDICT[j.verdict].label}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-ink-600">
            {candidate.bioguideId ? 'Congress has not voted on a bill in this seat while this member held it.' : 'Not a sitting member: add the bioguide ID once the candidate takes the seat.'}
          </p>
        )}
      </section>

      <section aria-labelledby={`${headingId}-upcoming`} className="grid gap-2">
        <h4 id={`${headingId}-upcoming`} className="font-semibold text-ink-900">
          Coming to a vote{upcomingTotal > upcoming.length ? ` (the ${upcoming.length} most recent of ${upcomingTotal})` : ''}
        </h4>
        {upcoming.length ? (
          <ul className="grid gap-1 text-sm">
            {upcoming.map((u: UpcomingBill) => (
              <li key={u.billId} className="flex flex-wrap justify-between gap-2 border-t border-ink-200 py-1.5">
                <span>{billText(u.billId, u.title)}</span>
                <span className="text-ink-700">{decisionText(u.tally)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-600">The voters here have not decided any bill that awaits a vote in the {CHAMBER_LABEL[candidate.chamber]}.</p>
        )}
      </section>
    </Card>
  );
}

interface PledgeFormValues {
  pledgedOn: string;
  statement: string;
}

const todayInWashington = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

/** Records (or replaces, or withdraws) the pledge: its date and an optional public statement or link. */
function PledgeForm({ candidateId, name, hasPledge }: { candidateId: string; name: string; hasPledge: boolean }) {
  const record = useRecordPledge();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PledgeFormValues>({ defaultValues: { pledgedOn: todayInWashington(), statement: '' } });
  const showFieldErrors = useServerFieldErrors(setError, ['pledgedOn', 'statement']);

  const submit = handleSubmit(async (form) => {
    const parsed = pledgeBody.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError(issue.path[0] === 'statement' ? 'statement' : 'pledgedOn', { type: 'client', message: issue.message }, { shouldFocus: true });
      return;
    }
    try {
      await record.mutateAsync({ candidateId, ...form });
      toast({ title: 'Pledge recorded', description: `${name}’s pledge is on the dashboard.`, variant: 'success' });
      reset(form);
    } catch (error) {
      if (!showFieldErrors(error)) setError('pledgedOn', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    }
  });

  const withdrawal = useConfirmedWrite(
    useWithdrawPledge(),
    candidateId,
    { done: { title: 'Pledge withdrawn', description: `${name} has no pledge on the dashboard now.` }, failedTitle: 'Could not withdraw the pledge' },
    () => setFocus('pledgedOn'),
  );

  return (
    <>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={`Record the pledge of ${name}`} className="grid gap-3 rounded-lg bg-ink-50 p-3 sm:grid-cols-[12rem_1fr]">
        <TextField type="date" label="Pledge date" error={errors.pledgedOn?.message} {...register('pledgedOn', { onChange: () => clearErrors('pledgedOn') })} />
        <TextAreaField
          label="Public statement or link (optional)"
          className="min-h-11"
          error={errors.statement?.message}
          {...register('statement', { onChange: () => clearErrors('statement') })}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <SubmitButton size="sm" pending={isSubmitting} pendingLabel="Recording...">
            {hasPledge ? 'Replace pledge' : 'Record pledge'}
          </SubmitButton>
          {hasPledge ? (
            <Button type="button" size="sm" variant="secondary" onClick={withdrawal.ask}>
              <Undo2 aria-hidden="true" className="size-4" />
              Withdraw pledge
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmDeleteDialog
        {...withdrawal.dialog}
        title="Withdraw pledge"
        description={`Withdraw the pledge of ${name}? Its date and statement are deleted, and roll calls are no longer judged against it. This action cannot be undone.`}
        action="Withdraw"
        pendingLabel="Withdrawing..."
        icon={Undo2}
      />
    </>
  );
}
