import { useState, type FormEvent } from 'react';
import { REVIEW_NOTE_MAX, type ReviewItemType } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { useAppeal } from './api';

const STATE_TEXT = {
  held: 'A moderator is reviewing this before it is published.',
  reported: 'Hidden from others after reports while a moderator reviews it.',
  appealed: 'Your appeal is with a moderator. You will be told the outcome.',
} as const;

/**
 * For the author of a post: where it stands in the people's review (held, hidden after reports,
 * appealed), and on a rejected post the one appeal (a note saying why the decision should change).
 */
export function ReviewStatus({
  itemType,
  item,
}: {
  itemType: ReviewItemType;
  item: { id: string; moderationStatus: string; reviewState: 'held' | 'reported' | 'appealed' | null; appealed: boolean };
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const appeal = useAppeal();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await appeal.mutateAsync({ itemType, itemId: item.id, note });
      toast({ title: 'Appeal sent', description: 'A moderator will review the decision.', variant: 'success' });
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  if (item.reviewState) {
    return (
      <p role="status" data-testid="review-state" className="mt-3 rounded-lg border border-accent-400/60 bg-accent-100 p-3 text-sm text-accent-800">
        {STATE_TEXT[item.reviewState]}
      </p>
    );
  }
  if (item.moderationStatus === 'removed') {
    return <p className="mt-3 text-sm text-ink-600">Removed by a moderator. This decision is final.</p>;
  }
  if (item.moderationStatus !== 'rejected') return null;
  if (item.appealed) return <p className="mt-3 text-sm text-ink-600">You already appealed this decision.</p>;
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Appeal this decision
      </Button>
    );
  }
  return (
    <form className="mt-3 grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField
        label="Why should the decision change?"
        hint="You can appeal once. A moderator reads your note."
        value={note}
        maxLength={REVIEW_NOTE_MAX}
        onChange={(e) => { setNote(e.target.value); setError(undefined); }}
        error={error}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={appeal.isPending}>
          Send appeal
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
