import {
  AGREEMENT_SCALE,
  FOUNDATIONS,
  FOUNDATION_ITEMS,
  FOUNDATION_LABELS,
  RELEVANCE_SCALE,
  SURVEY_QUESTIONS,
  SURVEY_QUESTION_COUNT,
  SURVEY_QUESTION_IDS,
  scoreSurvey,
  surveyBody,
} from './survey';

/** Answers in question order from a map of id → answer (unlisted ids get `fill`). */
function answers(byId: Record<number, number>, fill = 1): number[] {
  return SURVEY_QUESTION_IDS.map((id) => byId[id] ?? fill);
}

describe('survey questions', () => {
  it('has the 12 DESIGN ids in ascending order, relevance first then agreement', () => {
    expect(SURVEY_QUESTION_IDS).toEqual([1, 3, 4, 7, 8, 9, 11, 14, 17, 19, 20, 23]);
    expect(SURVEY_QUESTIONS).toHaveLength(SURVEY_QUESTION_COUNT);
    expect(SURVEY_QUESTIONS.slice(0, 7).every((q) => q.scale === 'relevance')).toBe(true);
    expect(SURVEY_QUESTIONS.slice(7).every((q) => q.scale === 'agreement')).toBe(true);
  });

  it('gives every question its own wording, a context and the foundation DESIGN assigns', () => {
    expect(new Set(SURVEY_QUESTIONS.map((q) => q.text)).size).toBe(12);
    for (const q of SURVEY_QUESTIONS) {
      expect(q.text.length).toBeGreaterThan(20);
      expect(q.context.length).toBeGreaterThan(20);
      expect(FOUNDATION_ITEMS[q.foundation]).toContain(q.id);
    }
  });

  it('assigns exactly two items to each foundation', () => {
    for (const f of FOUNDATIONS) {
      expect(SURVEY_QUESTIONS.filter((q) => q.foundation === f).map((q) => q.id)).toEqual([...FOUNDATION_ITEMS[f]]);
    }
  });

  it('uses the SPEC scale labels', () => {
    expect(RELEVANCE_SCALE.map((o) => o.label)).toEqual([
      'Not at all relevant', 'Slightly relevant', 'Somewhat relevant', 'Quite relevant', 'Very relevant', 'Extremely relevant',
    ]);
    expect(AGREEMENT_SCALE.map((o) => o.label)).toEqual([
      'Strongly disagree', 'Moderately disagree', 'Slightly disagree', 'Slightly agree', 'Moderately agree', 'Strongly agree',
    ]);
    expect(RELEVANCE_SCALE.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('labels the foundations as the results screen shows them', () => {
    expect(FOUNDATIONS.map((f) => FOUNDATION_LABELS[f])).toEqual([
      'Care/Harm', 'Fairness/Cheating', 'Loyalty/Betrayal', 'Authority/Subversion', 'Sanctity/Degradation', 'Liberty/Oppression',
    ]);
  });
});

describe('surveyBody', () => {
  const firstMessage = (body: unknown) => surveyBody.safeParse(body).error?.issues[0]?.message;

  it('accepts 12 whole numbers from 1 to 6', () => {
    expect(surveyBody.parse({ responses: answers({}, 6) })).toEqual({ responses: answers({}, 6) });
  });

  it.each([
    ['missing responses', {}],
    ['too few', { responses: [1, 2, 3] }],
    ['too many', { responses: [...answers({}), 1] }],
    ['an unanswered (0) question', { responses: answers({ 8: 0 }) }],
    ['not an array', { responses: 'all of them' }],
  ])('asks for all 12 answers when given %s', (_label, body) => {
    expect(firstMessage(body)).toBe('Please answer all 12 questions');
  });

  it.each([
    ['7', 7],
    ['-1', -1],
    ['2.5', 2.5],
    ['a string', '3'],
    ['null', null],
  ])('rejects an answer of %s with the range message', (_label, value) => {
    const responses: unknown[] = answers({});
    responses[4] = value;
    const issues = surveyBody.safeParse({ responses }).error?.issues ?? [];
    expect(issues).toEqual([expect.objectContaining({ path: ['responses', 4], message: 'Each answer must be a whole number from 1 to 6' })]);
  });
});

describe('scoreSurvey', () => {
  it('averages each foundation’s two items, rounding half up', () => {
    const scores = scoreSurvey(answers({ 1: 6, 14: 5, 3: 2, 17: 2, 4: 1, 19: 2, 7: 3, 20: 6, 8: 6, 23: 6, 9: 1, 11: 4 }));
    expect(scores).toEqual({
      careHarm: 6, // 5.5 → 6
      fairnessCheating: 2,
      loyaltyBetrayal: 2, // 1.5 → 2
      authoritySubversion: 5, // 4.5 → 5
      sanctityDegradation: 6,
      libertyOppression: 3, // 2.5 → 3
    });
  });

  it('reads answers by position in question order, not by value', () => {
    // Only question 23 (the last one) is high: only Sanctity moves.
    const scores = scoreSurvey(answers({ 23: 6 }));
    expect(scores.sanctityDegradation).toBe(4); // (1 + 6) / 2 = 3.5 → 4
    expect(FOUNDATIONS.filter((f) => scores[f] !== 1)).toEqual(['sanctityDegradation']);
  });

  it('keeps every score on the 1–6 answer scale for all pairs of answers', () => {
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const s = scoreSurvey(answers({ 9: a, 11: b })).libertyOppression;
        expect(s).toBe(Math.floor((a + b) / 2 + 0.5));
        expect(s).toBeGreaterThanOrEqual(Math.min(a, b));
        expect(s).toBeLessThanOrEqual(Math.max(a, b));
      }
    }
  });

  it('refuses invalid answers instead of scoring them', () => {
    expect(() => scoreSurvey([1, 2, 3])).toThrow('Please answer all 12 questions');
    expect(() => scoreSurvey(answers({ 1: 9 }))).toThrow('Each answer must be a whole number from 1 to 6');
  });
});
