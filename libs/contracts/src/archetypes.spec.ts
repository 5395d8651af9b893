import {
  ARCHETYPES,
  ARCHETYPE_KEYS,
  ARCHETYPE_NAMES,
  archetypeByKey,
  archetypeByName,
  archetypeVoteColumn,
  classifyArchetype,
  describeFoundations,
  surveyResult,
} from './archetypes';
import { FOUNDATIONS, FOUNDATION_ITEMS, SURVEY_QUESTION_IDS, scoreSurvey, type FoundationScores } from './survey';

/** The 31 `<Key>Vote` columns SPEC §3 lists for bill_synthesis. */
const SPEC_VOTE_COLUMNS = [
  'LiberalHumanitarianVote', 'ProtectorVote', 'JusticeSeekerVote', 'AmoralIndividualistVote', 'PatriotVote',
  'DisciplinarianVote', 'PuristVote', 'TraditionalistVote', 'OrderlyPatriotVote', 'SacredNationalistVote',
  'MoralGuardianVote', 'CynicNihilistVote', 'CompassionateLoyalistVote', 'BenevolentAuthorityVote',
  'SacredProtectorVote', 'FairPatriotVote', 'LawfulEgalitarianVote', 'MoralReformerVote', 'CommunitarianVote',
  'PaternalistVote', 'PurityDrivenProgressiveVote', 'ConservativeTraditionalistVote', 'MoralMaximalistVote',
  'FairPureReformerVote', 'GuardianOfOrderVote', 'SacredEgalitarianVote', 'CompassionateTraditionalistVote',
  'DevoutProtectorVote', 'BalancedMoralModerateVote', 'HolisticMoralistVote', 'SacredCommunitarianVote',
];

/** 12 answers (question order) that score exactly `scores`: both items of a foundation get its score. */
function answersFor(scores: FoundationScores): number[] {
  const byId = new Map<number, number>();
  for (const f of FOUNDATIONS) for (const id of FOUNDATION_ITEMS[f]) byId.set(id, scores[f]);
  return SURVEY_QUESTION_IDS.map((id) => byId.get(id)!);
}

/** Every integer score vector 1..6 per foundation (6^6 = 46,656). */
function* allScoreVectors(): Generator<FoundationScores> {
  const values = [1, 2, 3, 4, 5, 6];
  const current = new Array<number>(FOUNDATIONS.length).fill(1);
  function* rec(i: number): Generator<FoundationScores> {
    if (i === FOUNDATIONS.length) {
      yield Object.fromEntries(FOUNDATIONS.map((f, j) => [f, current[j]])) as FoundationScores;
      return;
    }
    for (const v of values) {
      current[i] = v;
      yield* rec(i + 1);
    }
  }
  yield* rec(0);
}

describe('archetype catalog', () => {
  it('has 32 archetypes with unique keys and names', () => {
    expect(ARCHETYPES).toHaveLength(32);
    expect(new Set(ARCHETYPE_KEYS).size).toBe(32);
    expect(new Set(ARCHETYPE_NAMES).size).toBe(32);
  });

  it('covers every SPEC vote column, plus exactly one new archetype', () => {
    const columns = ARCHETYPE_KEYS.map(archetypeVoteColumn);
    expect(columns).toEqual(expect.arrayContaining(SPEC_VOTE_COLUMNS));
    expect(columns.filter((c) => !SPEC_VOTE_COLUMNS.includes(c))).toEqual(['CivicStewardVote']);
  });

  it('uses the SPEC display names', () => {
    for (const name of ['Liberal Humanitarian', 'Protector', 'Justice-Seeker', 'Conservative Traditionalist', 'Moral Maximalist',
      'Fair-Pure Reformer', 'Purity-Driven Progressive', 'Guardian of Order', 'Balanced Moral Moderate']) {
      expect(archetypeByName(name)?.name).toBe(name);
    }
    expect(archetypeByName('Justice-Seeker')?.key).toBe('JusticeSeeker');
    expect(archetypeByName('Nobody')).toBeUndefined();
    expect(archetypeByKey('FairPureReformer')?.name).toBe('Fair-Pure Reformer');
  });

  it('gives each archetype a 2–3 sentence description without party labels', () => {
    for (const a of ARCHETYPES) {
      const sentences = a.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(a.description).not.toMatch(/democrat|republican|liberal party|conservative party|\bGOP\b|left-wing|right-wing/i);
    }
  });

  it('lays prototypes out as DESIGN suggests', () => {
    expect(archetypeByKey('LiberalHumanitarian')!.prototype).toEqual({
      careHarm: 5, fairnessCheating: 5, loyaltyBetrayal: 2, authoritySubversion: 2, sanctityDegradation: 2, libertyOppression: 3.5,
    });
    expect(archetypeByKey('CivicSteward')!.prototype).toEqual({
      careHarm: 5, fairnessCheating: 5, loyaltyBetrayal: 5, authoritySubversion: 5, sanctityDegradation: 2, libertyOppression: 3.5,
    });
    expect(archetypeByKey('AmoralIndividualist')!.prototype.libertyOppression).toBe(5);
    expect(archetypeByKey('CynicNihilist')!.prototype.libertyOppression).toBe(2);
    expect(Object.values(archetypeByKey('BalancedMoralModerate')!.prototype)).toEqual([3.5, 3.5, 3.5, 3.5, 3.5, 3.5]);
    expect(archetypeByKey('AmoralIndividualist')!.high).toEqual(['libertyOppression']);
    expect(describeFoundations(archetypeByKey('CivicSteward')!.high)).toBe(
      'Care/Harm, Fairness/Cheating, Loyalty/Betrayal and Authority/Subversion',
    );
  });

  it('validates a survey result', () => {
    const a = archetypeByKey('Protector')!;
    expect(surveyResult.safeParse({
      archetype: { archetypeName: a.name, archetypeDescription: a.description },
      scores: { careHarm: 6, fairnessCheating: 2, loyaltyBetrayal: 2, authoritySubversion: 2, sanctityDegradation: 1, libertyOppression: 3 },
    }).success).toBe(true);
  });
});

describe('classifyArchetype', () => {
  it('returns an archetype for its own prototype when the prototype is a whole-number point', () => {
    for (const a of ARCHETYPES) {
      if (Object.values(a.prototype).every(Number.isInteger)) expect(classifyArchetype(a.prototype).key).toBe(a.key);
    }
  });

  it('reaches every archetype from some 12 answers', () => {
    // Scores depend only on the six per-foundation scores, and any score s comes from answering
    // both of its items with s, so the 6^6 score vectors stand for the whole 6^12 answer space.
    const witness = new Map<string, FoundationScores>();
    for (const scores of allScoreVectors()) {
      const key = classifyArchetype(scores).key;
      if (!witness.has(key)) witness.set(key, scores);
    }
    expect([...witness.keys()].sort()).toEqual([...ARCHETYPE_KEYS].sort());
    for (const [key, scores] of witness) {
      const responses = answersFor(scores);
      expect(scoreSurvey(responses)).toEqual(scores);
      expect(classifyArchetype(scoreSurvey(responses)).key).toBe(key);
    }
  });

  it('is deterministic and breaks ties by table order', () => {
    const first = [...allScoreVectors()].map((s) => classifyArchetype(s).key);
    const second = [...allScoreVectors()].map((s) => classifyArchetype(s).key);
    expect(second).toEqual(first);
    // Halfway between Protector (C) and Liberal Humanitarian (CF) on Fairness: equally far from
    // both, so the earlier table entry must win.
    const shifted: FoundationScores = { careHarm: 5, fairnessCheating: 3.5, loyaltyBetrayal: 2, authoritySubversion: 2, sanctityDegradation: 2, libertyOppression: 3.5 };
    const distances = ARCHETYPES.map((a) => FOUNDATIONS.reduce((d, f) => d + (shifted[f] - a.prototype[f]) ** 2, 0));
    const min = Math.min(...distances);
    const firstAtMin = ARCHETYPES[distances.indexOf(min)]!.key;
    expect(distances.filter((d) => d === min).length).toBeGreaterThan(1);
    expect(classifyArchetype(shifted).key).toBe(firstAtMin);
    expect(firstAtMin).toBe('Protector');
  });

  it('classifies typical answer patterns sensibly', () => {
    const s = (c: number, f: number, l: number, a: number, p: number, lib: number): FoundationScores => ({
      careHarm: c, fairnessCheating: f, loyaltyBetrayal: l, authoritySubversion: a, sanctityDegradation: p, libertyOppression: lib,
    });
    expect(classifyArchetype(s(6, 6, 1, 1, 1, 4)).key).toBe('LiberalHumanitarian');
    expect(classifyArchetype(s(1, 1, 1, 1, 1, 6)).key).toBe('AmoralIndividualist');
    expect(classifyArchetype(s(1, 1, 1, 1, 1, 1)).key).toBe('CynicNihilist');
    expect(classifyArchetype(s(6, 6, 6, 6, 6, 3)).key).toBe('MoralMaximalist');
    expect(classifyArchetype(s(3, 4, 3, 4, 3, 4)).key).toBe('BalancedMoralModerate');
    expect(classifyArchetype(s(2, 5, 5, 5, 6, 3)).key).toBe('ConservativeTraditionalist');
  });
});
