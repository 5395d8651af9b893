import type { BillLike } from './bill-details';
import { synthesisAuthor } from './format';

/** Who wrote the AI summary (provider and model, when stored) and the reminder that AI wrote it. */
export function SynthesisProvenance({ synthesis }: { synthesis: BillLike['synthesis'] | null }) {
  return (
    <>
      {synthesis?.provider && synthesis.model ? (
        <p className="text-xs text-ink-600" data-testid="synthesis-author">
          {synthesisAuthor(synthesis)}
        </p>
      ) : null}
      <p className="text-xs text-ink-600">Summaries and arguments are written by AI to be policy-neutral. Read the bill itself before you decide.</p>
    </>
  );
}
