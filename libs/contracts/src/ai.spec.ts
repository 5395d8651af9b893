import { z } from 'zod';
import {
  billModerationOutput,
  billSynthesisOutput,
  archetypeVoteReason,
  decideBillModeration,
  VIOLATION_SCORE_CAP,
  suggestedVoteReason,
  synthesizeBillInput,
  textModerationOutput,
  type BillModerationAssessment,
  type BillSynthesisOutput,
} from './ai';
import { ARCHETYPE_KEYS } from './archetypes';

function synthesis(overrides: Partial<BillSynthesisOutput> = {}): BillSynthesisOutput {
  return {
    billAiSynthesisShort: 'Creates a grant program for rural clinics.',
    billAiSynthesisLong: 'Creates a grant program for rural clinics. It requires yearly reports.',
    billArgumentsFor: ['Expands access to care in rural areas.'],
    billArgumentsAgainst: ['Adds a new federal spending commitment.'],
    billImportanceScore: 6,
    archetypeVotes: Object.fromEntries(
      ARCHETYPE_KEYS.map((k) => [k, { vote: 'abstain', reason: 'Mixed effect on this profile.' }]),
    ) as BillSynthesisOutput['archetypeVotes'],
    ...overrides,
  };
}

const assessment: BillModerationAssessment = {
  constitutionalityScore: 8,
  decencyScore: 9,
  overallScore: 8,
  hardViolation: false,
  constitutionalityAssessment: 'Relies on the commerce power; no conflict found.',
  decencyAssessment: 'Civil language throughout.',
  rejectionReasons: [],
  recommendations: ['Cite the constitutional power the bill relies on.'],
};

describe('billSynthesisOutput', () => {
  it('accepts a complete synthesis', () => {
    expect(billSynthesisOutput.parse(synthesis())).toEqual(synthesis());
  });

  it('requires a vote for every archetype', () => {
    const votes = { ...synthesis().archetypeVotes } as Record<string, unknown>;
    delete votes.CivicSteward;
    const result = billSynthesisOutput.safeParse(synthesis({ archetypeVotes: votes as BillSynthesisOutput['archetypeVotes'] }));
    expect(result.error?.issues[0]?.path).toEqual(['archetypeVotes', 'CivicSteward']);
  });

  it.each([
    ['importance 0', { billImportanceScore: 0 }],
    ['importance 11', { billImportanceScore: 11 }],
    ['fractional importance', { billImportanceScore: 5.5 }],
    ['no arguments for', { billArgumentsFor: [] }],
    ['blank summary', { billAiSynthesisShort: '   ' }],
  ])('rejects %s', (_label, overrides) => {
    expect(billSynthesisOutput.safeParse(synthesis(overrides as Partial<BillSynthesisOutput>)).success).toBe(false);
  });

  it('rejects a reason that names another vote than the one suggested', () => {
    const ok = (vote: unknown) =>
      billSynthesisOutput.safeParse(synthesis({ archetypeVotes: { ...synthesis().archetypeVotes, Protector: vote } as never })).success;
    expect(ok({ vote: 'oppose', reason: 'Suggested Support: you weigh Care highly.' })).toBe(false);
    expect(ok({ vote: 'support', reason: 'suggested support - you weigh Care highly.' })).toBe(true);
    expect(ok({ vote: 'support', reason: 'You weigh Care highly.' })).toBe(true);
  });

  it('the served reason always reads "Suggested {Vote}: …" with its own vote', () => {
    expect(suggestedVoteReason('support', 'Because Liberal Humanitarian.')).toBe('Suggested Support: Because Liberal Humanitarian.');
    expect(suggestedVoteReason('oppose', 'suggested oppose -  you weigh Liberty highly')).toBe('Suggested Oppose: you weigh Liberty highly.');
    expect(suggestedVoteReason('abstain', 'Suggested Abstain: a naming.')).toBe('Suggested Abstain: a naming.');
    expect(suggestedVoteReason('abstain', '  ')).toBeNull();
    expect(suggestedVoteReason('abstain', undefined)).toBeNull();
    const long = suggestedVoteReason('support', `you weigh Care ${'very '.repeat(80)}highly`)!;
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long).toMatch(/^Suggested Support: you weigh Care very .*…$/);
    // Served: never empty, even for a suggestion made before reasons were kept.
    expect(archetypeVoteReason('oppose', null)).toBe("Suggested Oppose: your archetype's suggestion, made before suggestions gave their reasons.");
    expect(archetypeVoteReason('oppose', 'Because Patriot.')).toBe('Suggested Oppose: Because Patriot.');
  });

  it('rejects an unknown vote value and a multi-line reason', () => {
    const bad = (vote: unknown) =>
      billSynthesisOutput.safeParse(synthesis({ archetypeVotes: { ...synthesis().archetypeVotes, Protector: vote } as never })).success;
    expect(bad({ vote: 'maybe', reason: 'x' })).toBe(false);
    expect(bad({ vote: 'support', reason: 'line one\nline two' })).toBe(false);
    expect(bad({ vote: 'support', reason: 'Protects the vulnerable.' })).toBe(true);
  });

  it('converts to a JSON Schema that lists every archetype as required', () => {
    const schema = z.toJSONSchema(billSynthesisOutput) as unknown as { properties: { archetypeVotes: { required: string[]; additionalProperties: boolean } } };
    expect(schema.properties.archetypeVotes.required).toEqual([...ARCHETYPE_KEYS]);
    expect(schema.properties.archetypeVotes.additionalProperties).toBe(false);
  });
});

describe('textModerationOutput', () => {
  it('accepts an approval with no reasons and a rejection with reasons', () => {
    expect(textModerationOutput.safeParse({ decision: 'approved', reasons: [], categories: [] }).success).toBe(true);
    expect(textModerationOutput.safeParse({ decision: 'rejected', reasons: ['Contains a personal insult.'], categories: ['harassment'] }).success).toBe(true);
  });

  it('requires a reason for a rejection or a hold, since the author and the reviewer are shown it', () => {
    for (const decision of ['rejected', 'held'] as const) {
      const result = textModerationOutput.safeParse({ decision, reasons: [], categories: ['harassment'] });
      expect(result.error?.issues[0]).toMatchObject({ path: ['reasons'], message: 'A rejection or a hold must give at least one reason' });
    }
    expect(textModerationOutput.safeParse({ decision: 'held', reasons: ['Unsure whether this is aimed at a person.'], categories: ['insult'] }).success).toBe(true);
  });
});

describe('bill moderation', () => {
  it('approves at overall ≥ 6 with no hard violation', () => {
    expect(decideBillModeration(assessment).decision).toBe('approved');
    expect(decideBillModeration({ ...assessment, overallScore: 6 }).decision).toBe('approved');
    expect(decideBillModeration({ ...assessment, overallScore: 5 }).decision).toBe('rejected');
    expect(decideBillModeration({ ...assessment, hardViolation: true }).decision).toBe('rejected');
  });

  it('caps the overall score of a hard violation at VIOLATION_SCORE_CAP, and only then', () => {
    expect(decideBillModeration({ ...assessment, overallScore: 9, hardViolation: true })).toMatchObject({ overallScore: VIOLATION_SCORE_CAP, decision: 'rejected' });
    expect(decideBillModeration({ ...assessment, overallScore: 2, hardViolation: true }).overallScore).toBe(2);
    expect(decideBillModeration({ ...assessment, overallScore: 9 }).overallScore).toBe(9);
  });

  it('rejects an output whose decision contradicts the rule', () => {
    const result = billModerationOutput.safeParse({ ...assessment, overallScore: 4, decision: 'approved' });
    expect(result.error?.issues[0]?.path).toEqual(['decision']);
    expect(billModerationOutput.safeParse(decideBillModeration(assessment)).success).toBe(true);
  });

  it('keeps scores within 1–10', () => {
    expect(billModerationOutput.safeParse({ ...decideBillModeration(assessment), constitutionalityScore: 11 }).success).toBe(false);
  });
});

describe('synthesizeBillInput', () => {
  it('needs only an id and a title; everything else may be null or absent', () => {
    expect(synthesizeBillInput.safeParse({ billId: '119-hr-1', title: 'A bill' }).success).toBe(true);
    expect(synthesizeBillInput.safeParse({ billId: '119-hr-1', title: 'A bill', summary: null, subjects: null }).success).toBe(true);
    expect(synthesizeBillInput.safeParse({ billId: '', title: 'A bill' }).success).toBe(false);
  });
});
