import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useMyVotes } from './api';

/** The job may still be running when the dialog opens: ask again until the first votes are in. */
const EMPTY_REFETCH_MS = 2000;

/**
 * SPEC §2's welcome dialog after onboarding, which also says what was filled in: how many votes
 * the archetype suggested and how many of them are Abstain (issue #23), so "ready" is not a
 * promise the list cannot keep. The votes are filled in by a background job; the count appears
 * when the votes are in (My Votes' votes.populated refresh, or the dialog's own poll while empty).
 */
export function WelcomeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const votes = useMyVotes({ enabled: open, pollWhileEmptyMs: EMPTY_REFETCH_MS });
  const suggested = (votes.data ?? []).filter((v) => v.voteType === 'archetype');
  const abstain = suggested.filter((v) => v.vote === 'abstain').length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Welcome! Your Votes Are Ready</DialogTitle>
          <DialogDescription>
            We registered votes on the active bills from your moral archetype. You can change any of them at any time,
            and the votes you enter yourself count more with your representative.
          </DialogDescription>
        </DialogHeader>
        <p data-testid="welcome-vote-counts" aria-live="polite" className="text-sm text-ink-700">
          {suggested.length
            ? `Your archetype suggested ${suggested.length} ${suggested.length === 1 ? 'vote' : 'votes'}: ${suggested.length - abstain} Support or Oppose and ${abstain} Abstain. Each one says why.`
            : 'Your suggested votes are being filled in; they will appear in My Votes in a moment.'}
        </p>
        <Button size="lg" className="w-full" onClick={() => onOpenChange(false)}>
          Got it!
        </Button>
      </DialogContent>
    </Dialog>
  );
}
