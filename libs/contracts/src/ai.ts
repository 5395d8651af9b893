import { z } from 'zod';
import { ARCHETYPE_KEYS, type ArchetypeKey } from './archetypes';

/**
 * Shapes of AI work (DESIGN §2, §4): what a provider is given and what it must return. Every
 * provider's output is parsed with these schemas before anyone stores it, and the OpenAI
 * provider also sends them (as JSON Schema) so the model is constrained to the same shape.
 *
 * Output schemas use only constructs that survive conversion to an OpenAI "strict" JSON
 * Schema: plain objects with every key required, arrays, enums, bounded integers. No
 * optional keys, records or transforms.
 */

// ---------- Inputs ----------

export const synthesizeBillInput = z.object({
  billId: z.string().min(1),
  title: z.string().min(1),
  shortTitle: z.string().nullish(),
  summary: z.string().nullish(),
  billText: z.string().nullish(),
  policyArea: z.string().nullish(),
  subjects: z.array(z.string()).nullish(),
  latestActionText: z.string().nullish(),
});
export type SynthesizeBillInput = z.infer<typeof synthesizeBillInput>;

/** Discussions have a title (the policy position); replies only content. */
export const moderateTextInput = z.object({
  /** A discussion or reply, or a partner's district event (its name, description and venue). */
  kind: z.enum(['discussion', 'reply', 'event']),
  title: z.string().nullish(),
  content: z.string(),
});
export type ModerateTextInput = z.infer<typeof moderateTextInput>;

export const moderateBillInput = z.object({
  title: z.string(),
  description: z.string(),
  fullText: z.string().nullish(),
  policyArea: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
});
export type ModerateBillInput = z.infer<typeof moderateBillInput>;

// ---------- Outputs ----------

const nonEmptyText = z.string().trim().min(1);

export const archetypeVoteValue = z.enum(['support', 'oppose', 'abstain']);
export type ArchetypeVoteValue = z.infer<typeof archetypeVoteValue>;

const VOTE_LABEL: Record<ArchetypeVoteValue, string> = { support: 'Support', oppose: 'Oppose', abstain: 'Abstain' };
const REASON_PREFIX = /^\s*suggested\s+(support|oppose|abstain)\s*[:\-–—]\s*/i;
const REASON_MAX = 300;

/**
 * A suggested vote with its reason; the reason is one line because lists show it inline. A reason
 * that names a vote ("Suggested Oppose: …") must name its own: a model that argues one way and
 * votes the other is refused rather than shown.
 */
export const archetypeVoteSuggestion = z
  .object({
    vote: archetypeVoteValue,
    reason: nonEmptyText.max(REASON_MAX).regex(/^[^\r\n]+$/, { error: 'Reason must be a single line' }),
  })
  .refine((s) => { const named = REASON_PREFIX.exec(s.reason)?.[1]; return !named || named.toLowerCase() === s.vote; }, {
    error: 'The reason names a different vote than the one suggested',
    path: ['reason'],
  });
export type ArchetypeVoteSuggestion = z.infer<typeof archetypeVoteSuggestion>;

/**
 * The reason as voters read it, whoever wrote it: "Suggested {Vote}: {why}." A model (or an older
 * writer) may leave the prefix out or spell it differently; every stored and served reason has
 * this one form, with the vote it goes with (issue #23). Null stays null (events written before
 * reasons existed).
 */
export function suggestedVoteReason(vote: ArchetypeVoteValue, reason: string | null | undefined): string | null {
  const why = (reason ?? '').replace(/\s+/g, ' ').replace(REASON_PREFIX, '').trim();
  if (!why) return null;
  const line = `Suggested ${VOTE_LABEL[vote]}: ${why}`.replace(/([^.!?…])$/, '$1.');
  return line.length <= REASON_MAX ? line : `${line.slice(0, REASON_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The reason served with an archetype vote: the stored one in its one form, or, for a suggestion
 * made before suggestions carried reasons, a line that says so (never an empty reason).
 */
export function archetypeVoteReason(vote: ArchetypeVoteValue, stored: string | null | undefined): string {
  return suggestedVoteReason(vote, stored) ?? `Suggested ${VOTE_LABEL[vote]}: your archetype's suggestion, made before suggestions gave their reasons.`;
}

/**
 * One key per archetype, all required. Built as an object rather than z.record so the JSON
 * Schema lists every key (strict structured outputs cannot express "all keys of an enum").
 */
export const archetypeVotes = z.object(
  Object.fromEntries(ARCHETYPE_KEYS.map((k) => [k, archetypeVoteSuggestion])) as {
    [K in ArchetypeKey]: typeof archetypeVoteSuggestion;
  },
);
export type ArchetypeVotes = z.infer<typeof archetypeVotes>;

export const billSynthesisOutput = z.object({
  billAiSynthesisShort: nonEmptyText.max(600),
  billAiSynthesisLong: nonEmptyText.max(4000),
  billArgumentsFor: z.array(nonEmptyText).min(1).max(8),
  billArgumentsAgainst: z.array(nonEmptyText).min(1).max(8),
  billImportanceScore: z.number().int().min(1).max(10),
  archetypeVotes,
});
export type BillSynthesisOutput = z.infer<typeof billSynthesisOutput>;

export const moderationDecision = z.enum(['approved', 'rejected']);
export type ModerationDecision = z.infer<typeof moderationDecision>;

/**
 * A post's verdict may also be `held`: the reviewer is unsure, so a person decides (the review
 * queue). A held post stays under review; it is never published on the machine's word alone.
 */
export const textModerationDecision = z.enum(['approved', 'rejected', 'held']);
export type TextModerationDecision = z.infer<typeof textModerationDecision>;

/**
 * Discussions and replies: decency standards only. Holding any policy position is never a
 * reason to reject (DESIGN §4); a rejection must say why, since the author is shown the reason.
 */
export const textModerationOutput = z
  .object({
    decision: textModerationDecision,
    reasons: z.array(nonEmptyText).max(10),
    categories: z.array(nonEmptyText).max(10),
  })
  .refine((o) => o.decision === 'approved' || o.reasons.length > 0, {
    error: 'A rejection or a hold must give at least one reason',
    path: ['reasons'],
  });
export type TextModerationOutput = z.infer<typeof textModerationOutput>;

const score10 = z.number().int().min(1).max(10);

/** What a reviewer (model or local rules) judges about a user bill, before the decision rule. */
export const billModerationAssessment = z.object({
  constitutionalityScore: score10,
  /** The SPEC's decencyScore, shown as "Content Standards". */
  decencyScore: score10,
  overallScore: score10,
  hardViolation: z.boolean(),
  /** One paragraph each, shown to the author. */
  constitutionalityAssessment: nonEmptyText.max(2000),
  decencyAssessment: nonEmptyText.max(2000),
  /** Shown as "Issues Found". */
  rejectionReasons: z.array(nonEmptyText).max(20),
  recommendations: z.array(nonEmptyText).max(20),
});
export type BillModerationAssessment = z.infer<typeof billModerationAssessment>;

/** DESIGN §4: approve at overall ≥ 6 with no hard violation. */
export const BILL_APPROVAL_THRESHOLD = 6;

export function billModerationDecision(a: Pick<BillModerationAssessment, 'overallScore' | 'hardViolation'>): ModerationDecision {
  return a.overallScore >= BILL_APPROVAL_THRESHOLD && !a.hardViolation ? 'approved' : 'rejected';
}

/** The assessment plus the decision, which must agree with the approval rule. */
export const billModerationOutput = billModerationAssessment
  .extend({ decision: moderationDecision })
  .refine((o) => o.decision === billModerationDecision(o), {
    error: `Decision must be approved exactly when overallScore ≥ ${BILL_APPROVAL_THRESHOLD} and there is no hard violation`,
    path: ['decision'],
  });
export type BillModerationOutput = z.infer<typeof billModerationOutput>;

/**
 * The most a bill can score overall with a hard violation, or where a moderation endpoint flagged
 * its text (decency too): whatever else it does well, it is never shown as average.
 */
export const VIOLATION_SCORE_CAP = 3;

/** Applies the approval rule (and the cap of a hard violation): the decision is ours, never the reviewer's. */
export function decideBillModeration(assessment: BillModerationAssessment): BillModerationOutput {
  const a = assessment.hardViolation ? { ...assessment, overallScore: Math.min(assessment.overallScore, VIOLATION_SCORE_CAP) } : assessment;
  return { ...a, decision: billModerationDecision(a) };
}

/** Stored with every AI result (DESIGN §4: every decision records provider and model). */
export const aiProvenance = z.object({
  provider: z.string().min(1),
  model: z.string().min(1),
  promptVersion: z.string().min(1),
});
export type AiProvenance = z.infer<typeof aiProvenance>;
