import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  REPORT_REASONS,
  REVIEW_OUTCOME,
  reviewDecisionBody,
  type AgreementRow,
  type ReviewAction,
  type ReviewDecisionBody,
  type ReviewLogEntry,
  type ReviewQueueItem,
} from '@civic/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { AppShell } from '@/components/layout/app-shell';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/field';
import { LoadingScreen } from '@/components/ui/spinner';
import { PendingButton, SubmitButton } from '@/components/ui/submit-button';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { NotFoundPage } from '@/pages/not-found';
import { ErrorState } from '@/features/bills/states';
import { relativeTime } from '@/features/discussions/format';
import { useAgreement, useDecide, useReviewAccess, useReviewLog, useReviewQueue } from './api';

const ITEM_LABEL = { discussion: 'Discussion', reply: 'Reply', user_bill: 'User bill', event: 'Partner event' } as const;
/** Where an item is read in full: its discussion, or the user bill's page; a partner event is all in the queue (null). */
const itemHref = (item: Pick<ReviewQueueItem, 'itemType' | 'itemId' | 'discussionId'>) =>
  item.itemType === 'event' ? null : item.itemType === 'user_bill' ? `/bills/${encodeURIComponent(item.itemId)}` : `/discussions/${item.discussionId}`;

const QUEUE_LABEL = { held: 'Held by the AI', reported: 'Reported', appealed: 'Appealed' } as const;
const ACTION_LABEL: Record<ReviewLogEntry['action'], string> = {
  held: 'Held by the AI',
  hidden: 'Hidden after reports',
  appealed: 'Appealed by the author',
  approved: 'Approved',
  rejected: 'Rejected',
  removed: 'Removed',
};

const QUEUE_HEADING_ID = 'queue-heading';
/** A decided item leaves the queue with the button that decided it: focus goes to the queue's heading and its new count. */
const focusQueueHeading = () => document.getElementById(QUEUE_HEADING_ID)?.focus();

/** /review: the operators' queue, the AI's agreement with them, and the moderation log (404 for everyone else). */
export function ReviewPage() {
  const access = useReviewAccess();
  if (access.isPending) return <LoadingScreen />;
  if (access.isError) return <ErrorState title="Failed to load the review queue. Please try again." headingLevel={2} onRetry={() => void access.refetch()} />;
  if (!access.data) return <NotFoundPage inAppShell />;
  return <OperatorReview />;
}

function OperatorReview() {
  const queue = useReviewQueue(true);
  const log = useReviewLog(true);
  const agreement = useAgreement(true);
  return (
    <AppShell backTo="/dashboard">
      <div className="grid gap-6">
        <header>
          <h1 className="text-2xl font-bold text-ink-900">Review queue</h1>
          <p className="mt-1 text-sm text-ink-600">Held, reported and appealed posts and user bills, oldest first. Every moderator's decision is written to the moderation log.</p>
        </header>

        <section aria-labelledby={QUEUE_HEADING_ID} className="grid gap-3">
          <h2 id={QUEUE_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-ink-900 focus:outline-none">
            Waiting for review {queue.data ? `(${queue.data.items.length})` : ''}
          </h2>
          {queue.isPending ? <p className="text-sm text-ink-600">Loading…</p> : null}
          {queue.isError ? <ErrorState title="Failed to load the queue." headingLevel={3} onRetry={() => void queue.refetch()} /> : null}
          {queue.data && !queue.data.items.length ? <p className="text-sm text-ink-600">Nothing is waiting for review.</p> : null}
          {queue.data?.items.map((item) => <QueueItem key={`${item.itemType}:${item.itemId}`} item={item} />)}
        </section>

        <section aria-labelledby="agreement-heading" className="grid gap-3">
          <h2 id="agreement-heading" className="text-lg font-semibold text-ink-900">
            AI agreement with reviewers
          </h2>
          <AgreementTable rows={agreement.data ?? []} />
        </section>

        <section aria-labelledby="log-heading" className="grid gap-3">
          <h2 id="log-heading" className="text-lg font-semibold text-ink-900">
            Moderation log
          </h2>
          <LogTable entries={log.data ?? []} />
        </section>
      </div>
    </AppShell>
  );
}

/** The operator's decision: one reason field, three actions; the contract's rules decide when a reason is needed. */
interface DecisionForm {
  reason: string;
}

function QueueItem({ item }: { item: ReviewQueueItem }) {
  const decide = useDecide();
  const headingId = `review-${item.itemId}`;
  const href = itemHref(item);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<DecisionForm>({ defaultValues: { reason: '' } });
  const showFieldErrors = useServerFieldErrors(setError, ['reason']);
  const [acting, setActing] = useState<ReviewAction | null>(null);
  // A removal is final (no appeal): it is asked for again in a dialog once its reason is valid.
  const [removal, setRemoval] = useState<ReviewDecisionBody | null>(null);

  const decideNow = async (body: ReviewDecisionBody) => {
    setActing(body.action);
    try {
      await decide.mutateAsync(body);
      toast({ title: ACTION_LABEL[REVIEW_OUTCOME[body.action]], description: 'The author has been told.', variant: 'success' });
      focusQueueHeading();
    } catch (error) {
      setRemoval(null);
      if (!showFieldErrors(error)) setError('reason', { type: 'server', message: errorMessage(error) });
    } finally {
      setActing(null);
    }
  };

  const act = (action: ReviewAction) =>
    handleSubmit(async ({ reason }) => {
      // The same schema the gateway checks, so the messages are the server's.
      const body = reviewDecisionBody.safeParse({ itemType: item.itemType, itemId: item.itemId, action, reason });
      if (!body.success) {
        setError('reason', { type: 'client', message: body.error.issues[0]?.message }, { shouldFocus: true });
        return;
      }
      if (action === 'remove') setRemoval(body.data);
      else await decideNow(body.data);
    });

  return (
    <Card as="article" aria-labelledby={headingId} className="grid gap-3 p-4" data-testid="review-item">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={item.queue === 'reported' ? 'danger' : item.queue === 'appealed' ? 'brand' : 'warning'}>{QUEUE_LABEL[item.queue]}</Badge>
        <span className="text-xs text-ink-600">
          {ITEM_LABEL[item.itemType]} by{' '}
          <Link className="text-brand-700 underline underline-offset-2" to={`/users/${item.author.id}`}>
            {item.author.name || 'Anonymous'}
          </Link>{' '}
          · in the queue since <time dateTime={item.since}>{relativeTime(item.since)}</time>
        </span>
      </div>
      <h3 id={headingId} className="font-semibold text-ink-900">
        {href ? (
          <Link className="hover:underline" to={href}>
            {item.title ?? 'Reply'}
          </Link>
        ) : (
          (item.title ?? 'Reply')
        )}
      </h3>
      <p className="text-sm whitespace-pre-line wrap-anywhere text-ink-800">{item.content}</p>
      {item.ai ? (
        <div className="rounded-lg bg-ink-100 p-3 text-sm text-ink-800">
          <p>
            <span className="font-semibold">AI verdict: </span>
            {item.ai.decision} ({item.ai.provider} / {item.ai.model})
          </p>
          {item.ai.scores ? (
            <p>
              {Object.entries(item.ai.scores)
                .map(([k, v]) => `${k} ${v}/10`)
                .join(' · ')}
            </p>
          ) : null}
          {item.ai.reasons.length ? <p>Reasons: {item.ai.reasons.join(' ')}</p> : null}
          {item.ai.categories.length ? <p>Categories: {item.ai.categories.join(', ')}</p> : null}
        </div>
      ) : (
        <p className="text-sm text-ink-600">No AI verdict recorded.</p>
      )}
      {item.rejectionReason ? <p className="text-sm text-ink-800">Rejected with: {item.rejectionReason}</p> : null}
      {item.reports.length ? (
        <div className="text-sm text-ink-800">
          <p className="font-semibold">Reports ({item.reports.length})</p>
          <ul className="list-disc pl-5">
            {item.reports.map((r, i) => (
              <li key={i}>
                {REPORT_REASONS[r.reason]}
                {r.note ? `: ${r.note}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.appeal ? (
        <p className="text-sm text-ink-800">
          <span className="font-semibold">Appeal: </span>
          {item.appeal.note}
        </p>
      ) : null}
      <form noValidate onSubmit={(e) => void act('approve')(e)} className="grid gap-3">
        <TextAreaField
          label="Reason shown to the author"
          hint="Needed to reject or remove."
          error={errors.reason?.message}
          className="min-h-16"
          {...register('reason', { onChange: () => clearErrors('reason') })}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton size="sm" pending={acting === 'approve'} disabled={isSubmitting} pendingLabel="Approving...">
            Approve
          </SubmitButton>
          <PendingButton size="sm" variant="secondary" pending={acting === 'reject'} disabled={isSubmitting} pendingLabel="Rejecting..." onClick={(e) => void act('reject')(e)}>
            Reject
          </PendingButton>
          <PendingButton size="sm" variant="destructive" pending={acting === 'remove'} disabled={isSubmitting} pendingLabel="Removing..." onClick={(e) => void act('remove')(e)}>
            Remove
          </PendingButton>
        </div>
      </form>
      <ConfirmDeleteDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={`Remove this ${ITEM_LABEL[item.itemType].toLowerCase()}?`}
        description="Removal is final: it is hidden from everyone and its author cannot appeal. The author will see your reason."
        action="Remove"
        pendingLabel="Removing..."
        busy={acting === 'remove'}
        onConfirm={() => removal && void decideNow(removal)}
        focusOnClose={() => {
          // Removed: this item (and the button that opened the dialog) has left the queue;
          // refused: the reason field says why.
          if (!document.getElementById(headingId)) focusQueueHeading();
          else if (errors.reason) setFocus('reason');
          else return false;
          return true;
        }}
      />
    </Card>
  );
}

function AgreementTable({ rows }: { rows: AgreementRow[] }) {
  if (!rows.length) return <p className="text-sm text-ink-600">No decisions on AI verdicts yet.</p>;
  return (
    <table className="w-full text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:pr-3">
      <thead>
        <tr className="text-ink-600">
          <th scope="col">Provider / model</th>
          <th scope="col">Decisions</th>
          <th scope="col">Agreed</th>
          <th scope="col">Held</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.provider}/${r.model}`} className="border-t border-ink-200">
            <td>
              {r.provider} / {r.model}
            </td>
            <td>{r.decisions}</td>
            <td>{r.decisions ? `${r.agreed} (${Math.round((100 * r.agreed) / r.decisions)}%)` : '—'}</td>
            <td>{r.held}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LogTable({ entries }: { entries: ReviewLogEntry[] }) {
  if (!entries.length) return <p className="text-sm text-ink-600">No actions yet.</p>;
  return (
    <table className="w-full text-left text-sm" data-testid="moderation-log">
      <thead>
        <tr className="text-ink-600">
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id} className="border-t border-ink-200 align-top">
            <td>
              <time dateTime={e.createdAt}>{relativeTime(e.createdAt)}</time>
            </td>
            <td>{e.actor ? e.actor.name || 'Operator' : 'System'}</td>
            <td>
              {ACTION_LABEL[e.action]} ({ITEM_LABEL[e.itemType].toLowerCase()})
            </td>
            <td>{e.reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default ReviewPage;
