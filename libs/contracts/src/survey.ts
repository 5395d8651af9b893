import { z } from 'zod';
import { SURVEY_QUESTION_COUNT } from './rules';

/**
 * The values survey (DESIGN §4, SPEC §3 "survey question"): 12 questions, two per moral
 * foundation, answered on 6-point scales. The wording is our own; scoring depends only on the
 * ids, so rewording a question never changes anyone's stored scores.
 */

/** The six foundations, in the order the results screen shows them (SPEC §2). */
export const FOUNDATIONS = [
  'careHarm',
  'fairnessCheating',
  'loyaltyBetrayal',
  'authoritySubversion',
  'sanctityDegradation',
  'libertyOppression',
] as const;
export type FoundationKey = (typeof FOUNDATIONS)[number];

export const FOUNDATION_LABELS: Record<FoundationKey, string> = {
  careHarm: 'Care/Harm',
  fairnessCheating: 'Fairness/Cheating',
  loyaltyBetrayal: 'Loyalty/Betrayal',
  authoritySubversion: 'Authority/Subversion',
  sanctityDegradation: 'Sanctity/Degradation',
  libertyOppression: 'Liberty/Oppression',
};

/** Scores as stored on the user: integers 0–6, where 0 means the survey was not taken. */
export const foundationScores = z.object(
  Object.fromEntries(FOUNDATIONS.map((f) => [f, z.number().int().min(0).max(6)])) as Record<
    FoundationKey,
    z.ZodNumber
  >,
);
export type FoundationScores = Record<FoundationKey, number>;

export type SurveyScale = 'relevance' | 'agreement';

export interface ScaleOption {
  value: number;
  label: string;
}

/** SPEC §3 relevance labels, verbatim. */
export const RELEVANCE_SCALE: readonly ScaleOption[] = [
  { value: 1, label: 'Not at all relevant' },
  { value: 2, label: 'Slightly relevant' },
  { value: 3, label: 'Somewhat relevant' },
  { value: 4, label: 'Quite relevant' },
  { value: 5, label: 'Very relevant' },
  { value: 6, label: 'Extremely relevant' },
];

/** SPEC §3 agreement labels, verbatim. */
export const AGREEMENT_SCALE: readonly ScaleOption[] = [
  { value: 1, label: 'Strongly disagree' },
  { value: 2, label: 'Moderately disagree' },
  { value: 3, label: 'Slightly disagree' },
  { value: 4, label: 'Slightly agree' },
  { value: 5, label: 'Moderately agree' },
  { value: 6, label: 'Strongly agree' },
];

export const SCALE_OPTIONS: Record<SurveyScale, readonly ScaleOption[]> = {
  relevance: RELEVANCE_SCALE,
  agreement: AGREEMENT_SCALE,
};

export interface SurveyQuestion {
  id: number;
  /** The statement the user rates. */
  text: string;
  /** The lead-in shown above the statement; it tells the user what the scale means. */
  context: string;
  scale: SurveyScale;
  foundation: FoundationKey;
}

const RELEVANCE_CONTEXT =
  'When you decide whether something is right or wrong, how relevant is the following to your thinking?';
const AGREEMENT_CONTEXT = 'How much do you agree or disagree with the following statement?';

const relevance = (id: number, foundation: FoundationKey, text: string): SurveyQuestion => ({
  id,
  text,
  context: RELEVANCE_CONTEXT,
  scale: 'relevance',
  foundation,
});
const agreement = (id: number, foundation: FoundationKey, text: string): SurveyQuestion => ({
  id,
  text,
  context: AGREEMENT_CONTEXT,
  scale: 'agreement',
  foundation,
});

/**
 * The 12 questions in the order users see them (ascending id). `responses[i]` in a survey
 * submission answers `SURVEY_QUESTIONS[i]`.
 */
export const SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  relevance(1, 'careHarm', 'Whether anyone was caused pain or distress.'),
  relevance(3, 'fairnessCheating', 'Whether the people involved were dealt with on equal terms.'),
  relevance(4, 'loyaltyBetrayal', 'Whether a person stood by the groups they belong to.'),
  relevance(7, 'authoritySubversion', 'Whether a person respected those responsible for keeping order.'),
  relevance(8, 'sanctityDegradation', 'Whether an act degraded something that people hold sacred.'),
  relevance(9, 'libertyOppression', 'Whether a person was free to make their own choices.'),
  relevance(11, 'libertyOppression', 'Whether a person was being dominated by someone more powerful.'),
  agreement(14, 'careHarm', 'Looking after people who cannot look after themselves is one of the most important things a person can do.'),
  agreement(17, 'fairnessCheating', 'The rules should apply equally to everyone, whatever their wealth or status.'),
  agreement(19, 'loyaltyBetrayal', 'People should stand by their community when it is going through hard times.'),
  agreement(20, 'authoritySubversion', 'A society works better when people follow the guidance of its legitimate leaders.'),
  agreement(23, 'sanctityDegradation', 'Some traditions and places deserve to be treated as sacred.'),
];

// The count lives in ./rules (zod-free, for the router's page description).
export { SURVEY_QUESTION_COUNT };
export const SURVEY_QUESTION_IDS: readonly number[] = SURVEY_QUESTIONS.map((q) => q.id);

/** Which two question ids feed each foundation (DESIGN §4). */
export const FOUNDATION_ITEMS: Record<FoundationKey, readonly [number, number]> = {
  careHarm: [1, 14],
  fairnessCheating: [3, 17],
  loyaltyBetrayal: [4, 19],
  authoritySubversion: [7, 20],
  sanctityDegradation: [8, 23],
  libertyOppression: [9, 11],
};

export const SURVEY_MESSAGES = {
  answerAll: 'Please answer all 12 questions',
  answerRange: 'Each answer must be a whole number from 1 to 6',
} as const;

// 0 is how the client marks an unanswered question (SPEC §3), so it gets the "answer all"
// message rather than the range one; `abort` keeps the range checks from piling on.
const surveyAnswer = z
  .number({ error: SURVEY_MESSAGES.answerRange })
  .refine((v) => v !== 0, { error: SURVEY_MESSAGES.answerAll, abort: true })
  .int({ error: SURVEY_MESSAGES.answerRange })
  .min(1, { error: SURVEY_MESSAGES.answerRange })
  .max(6, { error: SURVEY_MESSAGES.answerRange });

/** POST /api/survey body: `responses[i]` answers `SURVEY_QUESTIONS[i]`. */
export const surveyBody = z.object({
  responses: z
    .array(surveyAnswer, { error: SURVEY_MESSAGES.answerAll })
    .length(SURVEY_QUESTION_COUNT, { error: SURVEY_MESSAGES.answerAll }),
});
export type SurveyBody = z.infer<typeof surveyBody>;

/**
 * Six foundation scores from 12 answers given in question order. Each score is the mean of
 * the foundation's two answers rounded half up, so it stays on the same 1–6 scale as the
 * answers. Throws on input `surveyBody` would reject: callers validate first.
 */
export function scoreSurvey(responses: readonly number[]): FoundationScores {
  const parsed = surveyBody.safeParse({ responses });
  if (!parsed.success) throw new RangeError(parsed.error.issues[0]?.message ?? SURVEY_MESSAGES.answerAll);
  const byId = new Map(SURVEY_QUESTION_IDS.map((id, i) => [id, responses[i]!]));
  const scores = {} as FoundationScores;
  for (const f of FOUNDATIONS) {
    const [a, b] = FOUNDATION_ITEMS[f];
    // Sum of two integers is whole or .5, so ceil of the half is exactly "round half up".
    scores[f] = Math.ceil((byId.get(a)! + byId.get(b)!) / 2);
  }
  return scores;
}
