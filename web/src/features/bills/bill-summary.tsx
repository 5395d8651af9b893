import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import type { BillLike } from './bill-details';
import { NO_LONG_SUMMARY, NO_SUMMARY, isUserBill, paragraphs } from './format';
import { SynthesisProvenance } from './synthesis-provenance';

/**
 * The Summary card: the AI short and long summaries (a note while they are being written), the
 * official summary (a user bill's full description) folded away, and who wrote the AI text.
 */
export function BillSummary({ bill, headingLevel }: { bill: BillLike; headingLevel: 1 | 2 }) {
  const headingId = useId();
  const synthesis = bill.synthesis ?? null;
  const short = synthesis?.billAiSynthesisShort?.trim() || bill.billAiSynthesisShort?.trim() || '';
  const long = paragraphs(synthesis?.billAiSynthesisLong);
  const officialSummary = paragraphs(bill.summary);
  const synthesisPending = !synthesis && bill.synthesisStatus === 'pending';

  return (
    <Card as="section" aria-labelledby={headingId} className="grid gap-3 p-5">
      <CardTitle as={headingLevel === 1 ? 'h2' : 'h3'} id={headingId}>
        <Sparkles aria-hidden="true" className="size-5 text-brand-700" />
        Summary
      </CardTitle>
      {synthesisPending ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">Our plain-language summary of this bill is being written. Check back in a moment.</p>
      ) : null}
      <p className="text-base leading-relaxed text-ink-900" data-testid="summary-short">
        {short || NO_SUMMARY}
      </p>
      <div className="grid gap-2 border-t border-ink-200 pt-3">
        <p className="text-sm font-semibold text-ink-800">In depth</p>
        <div className="grid gap-3 text-sm leading-relaxed text-ink-700" data-testid="summary-long">
          {long.length ? long.map((p, i) => <p key={i}>{p}</p>) : <p>{NO_LONG_SUMMARY}</p>}
        </div>
      </div>
      {officialSummary.length ? (
        <details className="group rounded-lg border border-ink-200 px-3 py-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">{isUserBill(bill) ? 'Full description' : 'Official summary'}</summary>
          <div className="mt-2 grid gap-2 text-sm leading-relaxed text-ink-700">
            {officialSummary.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </details>
      ) : null}
      <SynthesisProvenance synthesis={synthesis} />
    </Card>
  );
}
