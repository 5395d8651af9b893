import type { UserBill } from '@civic/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { SCORE_TONE_CLASSES, recommendationLines, scoreTone } from './status';

type Decided = Pick<
  UserBill,
  'constitutionalityScore' | 'decencyScore' | 'overallScore' | 'constitutionalityAssessment' | 'decencyAssessment' | 'rejectionReasons' | 'recommendations'
>;

/**
 * An approved or rejected bill's verdict (SPEC §2 My Bills): Moderation Scores (Constitutionality,
 * Content Standards, Overall, each out of 10, coloured by the 8 / 6 thresholds) and Feedback
 * (Issues Found, Recommendations).
 */
export function ModerationResults({ bill, headingLevel = 3 }: { bill: Decided; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const recommendations = recommendationLines(bill.recommendations);
  return (
    <Tabs defaultValue="scores" className="grid gap-0">
      <TabsList aria-label="Moderation results">
        <TabsTrigger value="scores">Moderation Scores</TabsTrigger>
        <TabsTrigger value="feedback">Feedback</TabsTrigger>
      </TabsList>
      <TabsContent value="scores" className="mt-3">
        <ul className="grid gap-3">
          <Score label="Constitutionality" score={bill.constitutionalityScore} assessment={bill.constitutionalityAssessment} />
          <Score label="Content Standards" score={bill.decencyScore} assessment={bill.decencyAssessment} />
          <Score label="Overall" score={bill.overallScore} />
        </ul>
      </TabsContent>
      <TabsContent value="feedback" className="mt-3 grid gap-4">
        <section className="grid gap-1.5">
          <H className="text-sm font-bold text-ink-900">Issues Found</H>
          {bill.rejectionReasons.length > 0 ? (
            <ul className="grid list-disc gap-1 pl-5 text-sm text-ink-700">
              {bill.rejectionReasons.map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-600">No issues found.</p>
          )}
        </section>
        <section className="grid gap-1.5">
          <H className="text-sm font-bold text-ink-900">Recommendations</H>
          {recommendations.length > 0 ? (
            <ul className="grid list-disc gap-1 pl-5 text-sm text-ink-700">
              {recommendations.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-600">No recommendations.</p>
          )}
        </section>
      </TabsContent>
    </Tabs>
  );
}

function Score({ label, score, assessment }: { label: string; score: number | null; assessment?: string | null }) {
  const tone = score === null ? null : SCORE_TONE_CLASSES[scoreTone(score)];
  return (
    <li className="grid gap-1" data-score-label={label}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-ink-800">{label}</span>
        <span className={cn('text-sm font-bold tabular-nums', tone?.text ?? 'text-ink-600')} data-score={score ?? undefined}>
          {score === null ? 'Not scored' : `${score}/10`}
        </span>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-ink-100">
        {score !== null ? <div className={cn('h-full rounded-full', tone?.bar)} style={{ width: `${score * 10}%` }} /> : null}
      </div>
      {assessment ? <p className="text-sm text-ink-600">{assessment}</p> : null}
    </li>
  );
}
