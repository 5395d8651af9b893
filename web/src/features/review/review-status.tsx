import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { appealBody, REVIEW_NOTE_MAX, type ReviewItemType } from '@civic/contracts';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/hooks/use-toast';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { errorMessage } from '@/lib/api';
import { useAppeal } from './api';

const STATE_TEXT = {
  held: 'A moderator is reviewing this before it is published.',
  reported: 'Hidden from others after reports while a moderator reviews it.',
  appealed: 'Your appeal is with a moderator. You will be told the outcome.',
} as const;

/** The form's part of the appeal: the contract's own rule, so its message is the server's. */
const appealForm = appealBody.pick({ note: true });
type AppealForm = z.infer<typeof appealForm>;

/**
 * For the author of a post or user bill: where it stands in the people's review (held, hidden
 * after reports, appealed), a moderator's reason, and on a rejected item the one appeal (a note
 * saying why the decision should change). A removed item is final.
 */
export function ReviewStatus({
  itemType,
  item,
  moderatorReason,
}: {
  itemType: ReviewItemType;
  item: { id: string; moderationStatus: string; reviewState: 'held' | 'reported' | 'appealed' | null; appealed: boolean };
  /** A user bill's moderator reason (a post's is its rejection reason, shown with the post). */
  moderatorReason?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const reason = moderatorReason ? (
    <p className="mt-3 text-sm text-ink-700" data-testid="moderator-reason">
      <span className="font-semibold">Moderator’s reason: </span>
      {moderatorReason}
    </p>
  ) : null;

  if (item.reviewState) {
    return (
      <p role="status" data-testid="review-state" className="mt-3 rounded-lg border border-accent-400/60 bg-accent-100 p-3 text-sm text-accent-800">
        {STATE_TEXT[item.reviewState]}
      </p>
    );
  }
  if (item.moderationStatus === 'removed') {
    return (
      <>
        {reason}
        <p className="mt-3 text-sm text-ink-600">Removed by a moderator. This decision is final.</p>
      </>
    );
  }
  if (item.moderationStatus !== 'rejected') return null;
  return (
    <>
      {reason}
      {item.appealed ? (
        <p className="mt-3 text-sm text-ink-600">You already appealed this decision.</p>
      ) : open ? (
        <AppealForm itemType={itemType} itemId={item.id} onClose={() => setOpen(false)} />
      ) : (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
          Appeal this decision
        </Button>
      )}
    </>
  );
}

function AppealForm({ itemType, itemId, onClose }: { itemType: ReviewItemType; itemId: string; onClose: () => void }) {
  const appeal = useAppeal();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AppealForm>({ resolver: zodResolver(appealForm), defaultValues: { note: '' } });
  const showFieldErrors = useServerFieldErrors(setError, ['note']);

  const submit = handleSubmit(async ({ note }) => {
    setFormError(null);
    try {
      await appeal.mutateAsync({ itemType, itemId, note });
      toast({ title: 'Appeal sent', description: 'A moderator will review the decision.', variant: 'success' });
      onClose();
    } catch (err) {
      if (!showFieldErrors(err)) setFormError(errorMessage(err));
    }
  });

  return (
    <form className="mt-3 grid gap-3" onSubmit={(e) => void submit(e)} noValidate aria-busy={isSubmitting}>
      <TextAreaField
        label="Why should the decision change?"
        hint="You can appeal once. A moderator reads your note."
        maxLength={REVIEW_NOTE_MAX}
        error={errors.note?.message}
        {...register('note')}
      />
      <FormError message={formError} />
      <div className="flex gap-2">
        <SubmitButton size="sm" pending={isSubmitting} pendingLabel="Sending..." icon={Send}>
          Send appeal
        </SubmitButton>
        <Button type="button" size="sm" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
