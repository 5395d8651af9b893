import { Check, MinusCircle, ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { PERSONAL_VOTE_MULTIPLIER, VOTE_VALUES, type UserVote, type VoteValue } from '@civic/contracts';
import { Spinner } from '@/components/ui/spinner';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { VOTE_LABELS, useCastVote } from '@/features/votes/api';
import { cn } from '@/lib/utils';

const OPTIONS: Record<VoteValue, { icon: LucideIcon; hint: string; active: string; iconTone: string }> = {
  support: {
    icon: ThumbsUp,
    hint: 'I want this bill to pass',
    active: 'border-success-700 bg-success-50 ring-2 ring-success-700',
    iconTone: 'bg-success-50 text-success-700',
  },
  oppose: {
    icon: ThumbsDown,
    hint: 'I do not want this bill to pass',
    active: 'border-danger-700 bg-danger-50 ring-2 ring-danger-700',
    iconTone: 'bg-danger-50 text-danger-700',
  },
  abstain: {
    icon: MinusCircle,
    hint: 'I choose not to take a side',
    active: 'border-ink-700 bg-ink-100 ring-2 ring-ink-700',
    iconTone: 'bg-ink-100 text-ink-700',
  },
};

/**
 * The vote modal as a bottom sheet: Support, Oppose, Abstain, the current vote pressed. A choice
 * is a personal cast (useCastVote refreshes votes, feed and district tallies and shows the toast);
 * the sheet closes once the cast is recorded. `children` is the button that opens it (focus returns
 * there when the sheet closes).
 */
export function VoteSheet({
  open,
  onOpenChange,
  billId,
  billLabel,
  currentVote,
  children,
}: {
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  billId: string;
  /** Short name of the bill for the description, e.g. "H.R. 1234: Secure the Border Act". */
  billLabel: string;
  currentVote?: Pick<UserVote, 'vote' | 'voteType'> & Partial<Pick<UserVote, 'reason'>>;
}) {
  const cast = useCastVote();
  const [pendingVote, setPendingVote] = useState<VoteValue | null>(null);
  const idBase = useId();

  async function choose(vote: VoteValue) {
    if (cast.isPending) return;
    setPendingVote(vote);
    try {
      await cast.mutateAsync({ billId, vote });
      onOpenChange(false);
    } catch {
      // useCastVote shows 'Failed to cast vote' with the server's message; the sheet stays open.
    } finally {
      setPendingVote(null);
    }
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{children}</SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Cast your vote</SheetTitle>
          <SheetDescription>{billLabel}</SheetDescription>
        </SheetHeader>

        {currentVote ? (
          <p className="-mt-2 text-sm text-ink-700">
            Your current vote: <strong className="font-semibold text-ink-900">{VOTE_LABELS[currentVote.vote]}</strong>
            {currentVote.voteType === 'archetype' ? ' (filled in from your values archetype)' : ' (cast by you)'}
          </p>
        ) : null}
        {currentVote?.voteType === 'archetype' && currentVote.reason ? (
          <p data-testid="vote-sheet-reason" className="-mt-1 rounded-xl bg-ink-50 px-3 py-2 text-sm text-ink-700">
            {currentVote.reason}
          </p>
        ) : null}

        <div role="group" aria-label="Your vote" className="grid gap-3">
          {VOTE_VALUES.map((vote) => {
            const option = OPTIONS[vote];
            const Icon = option.icon;
            const selected = currentVote?.vote === vote;
            const busy = pendingVote === vote;
            return (
              <button
                key={vote}
                type="button"
                aria-pressed={selected}
                aria-labelledby={`${idBase}-${vote}-label`}
                aria-describedby={`${idBase}-${vote}-hint`}
                aria-disabled={cast.isPending || undefined}
                onClick={() => void choose(vote)}
                className={cn(
                  'flex min-h-16 w-full items-center gap-4 rounded-2xl border border-ink-300 bg-white px-4 py-3 text-left transition-colors',
                  'hover:border-ink-500 hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  'aria-disabled:cursor-wait',
                  selected && option.active,
                  cast.isPending && !busy && 'opacity-60',
                )}
              >
                <span aria-hidden="true" className={cn('grid size-11 shrink-0 place-items-center rounded-xl', option.iconTone)}>
                  {busy ? <Spinner /> : <Icon className="size-5" />}
                </span>
                <span className="grid flex-1 gap-0.5">
                  <span id={`${idBase}-${vote}-label`} className="text-base font-semibold text-ink-900">
                    {VOTE_LABELS[vote]}
                  </span>
                  <span id={`${idBase}-${vote}-hint`} className="text-sm text-ink-600">
                    {option.hint}
                  </span>
                </span>
                {selected ? (
                  <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-ink-900">
                    <Check aria-hidden="true" className="size-4" />
                    Current
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>

        <p aria-live="polite" className="text-xs text-ink-600">
          {cast.isPending
            ? `Recording your ${pendingVote ?? ''} vote…`
            : `A vote you cast yourself counts ${PERSONAL_VOTE_MULTIPLIER} times as much as one filled in from your archetype. You can change it at any time.`}
        </p>
      </SheetContent>
    </Sheet>
  );
}
