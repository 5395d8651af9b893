import { AiOutputError, analyzeBill, checkSynthesis, CONTESTED_AREAS, OpenAiProvider, PROMPT_VERSION, synthesisReport, voteFigures, votesForAnswers } from '@civic/ai';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@civic/testing';
import { synthesisInput } from '../persist/hashes';
import { SAMPLE_BILLS } from './index';

/** Issue #23's bar on the built-in bills, offline provider (the 1,000 generated bills: libs/ai). */
const inputs = SAMPLE_BILLS.map((b) => synthesisInput(b));
const syntheses = inputs.map((input) => ({ input, output: analyzeBill(input).synthesis }));

describe('suggested votes on the built-in bills', () => {
  const figures = voteFigures(syntheses.map((s) => ({ input: s.input, votes: s.output.archetypeVotes })));

  it('the median archetype abstains on at most 25% of bills, and some suggestions are Oppose', () => {
    expect(figures.bills).toBe(SAMPLE_BILLS.length);
    expect(figures.medianAbstainShare).toBeLessThanOrEqual(0.25);
    expect(figures.shares.oppose).toBeGreaterThanOrEqual(0.15);
  });

  it('on every contested area the sample covers, Care/Fairness and Loyalty/Authority/Sanctity archetypes differ on a majority', () => {
    const covered = CONTESTED_AREAS.filter((a) => figures.contested[a].bills > 0);
    expect(covered.length).toBeGreaterThanOrEqual(5);
    for (const area of covered) expect({ area, majority: figures.contested[area].differ / figures.contested[area].bills > 0.5 }).toEqual({ area, majority: true });
  });

  it("a voter's suggested votes change when their survey answers change", () => {
    const all = syntheses.map((s) => s.output.archetypeVotes);
    const caring = votesForAnswers([6, 6, 2, 2, 2, 3, 3, 6, 6, 2, 2, 2], all);
    const binding = votesForAnswers([2, 2, 6, 6, 6, 3, 3, 2, 2, 6, 6, 6], all);
    expect(caring.filter((v, i) => v.vote !== binding[i]!.vote).length / all.length).toBeGreaterThan(0.5);
  });

  it('the ceremonial resolution is Abstain for everyone, and says so', () => {
    const ceremony = syntheses.find((s) => s.input.billId === '119-sres-50')!;
    for (const v of Object.values(ceremony.output.archetypeVotes)) expect(v).toEqual({ vote: 'abstain', reason: expect.stringContaining('ceremonial') });
  });
});

describe('syntheses of the built-in bills pass the checker (npm run eval:synthesis)', () => {
  const report = synthesisReport(syntheses.map((s) => checkSynthesis(s.input, s.output)));

  it('no filler, no number the source lacks, three or more arguments a side, balanced, and "In depth" adds to the summary', () => {
    expect(report.checks.filter((c) => c.problems.length).map((c) => `${c.billId}: ${c.problems.join('; ')}`)).toEqual([]);
    expect(report.fillers).toBe(0);
    // Fewer than three a side only where the source is a one-line summary or a naming (the page then says so).
    const short = report.checks.filter((c) => c.argumentsFor < 3 || c.argumentsAgainst < 3);
    expect(short.filter((c) => !c.thinSource).map((c) => c.billId)).toEqual([]);
    expect(short.length).toBeLessThanOrEqual(report.checks.filter((c) => c.thinSource).length);
    expect(report.meanArgumentsFor).toBeGreaterThanOrEqual(3);
    expect(report.meanArgumentsAgainst).toBeGreaterThanOrEqual(3);
  });
});

/**
 * The model path: the real OpenAI provider against a loopback OpenAI-compatible server that
 * answers each bill from a fixture, so the request, the strict schema checks and provenance run,
 * and the checker and the figures measure what a model returned.
 */
describe('the same figures through the OpenAI provider (fake OpenAI-compatible server)', () => {
  let server: FakeOpenAiServer;
  const fixtures = new Map(syntheses.map((s) => [s.input.billId, s.output]));
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    server.setFallback((request) => {
      const billId = /^Bill id: (\S+)$/m.exec(String(request.body.messages?.[1]?.content ?? ''))?.[1];
      const fixture = billId ? fixtures.get(billId) : undefined;
      return fixture ? { kind: 'completion', content: fixture, model: 'fixture-model-1' } : { kind: 'error', status: 400, message: 'no fixture' };
    });
  });
  afterAll(() => server.close());

  it('parses every answer, records provider, model and prompt version, and passes the checker and the vote bar', async () => {
    const provider = new OpenAiProvider({ apiKey: 'test-key', baseURL: server.baseURL, model: 'fixture-model', timeoutMs: 5000, maxRetries: 0 });
    const results = [];
    for (const input of inputs) results.push({ input, ...(await provider.synthesizeBill(input)) });
    expect(new Set(results.map((r) => JSON.stringify(r.provenance)))).toEqual(new Set([JSON.stringify({ provider: 'openai', model: 'fixture-model-1', promptVersion: PROMPT_VERSION })]));
    const report = synthesisReport(results.map((r) => checkSynthesis(r.input, r.output)));
    expect(report.failing).toBe(0);
    const figures = voteFigures(results.map((r) => ({ input: r.input, votes: r.output.archetypeVotes })));
    expect(figures.medianAbstainShare).toBeLessThanOrEqual(0.25);
    for (const r of results) for (const v of Object.values(r.output.archetypeVotes)) expect(v.reason).toMatch(/^Suggested /);
    // What each answer cost, from the server's usage field (what eval:synthesis adds up).
    for (const r of results) expect(r.usage!.promptTokens * r.usage!.completionTokens).toBeGreaterThan(0);
  });

  it('the checker catches what a model makes up: filler, a number the source lacks, too few arguments', async () => {
    const input = inputs[0]!;
    const padded = { ...fixtures.get(input.billId)!, billArgumentsFor: ['It puts Immigration policy before Congress, as its title indicates.'], billArgumentsAgainst: ['It would cost $75 billion.'] };
    server.enqueue({ kind: 'completion', content: padded });
    const provider = new OpenAiProvider({ apiKey: 'test-key', baseURL: server.baseURL, model: 'fixture-model', timeoutMs: 5000, maxRetries: 0 });
    const check = checkSynthesis(input, (await provider.synthesizeBill(input)).output);
    expect(check.fillers).toHaveLength(1);
    expect(check.unsupportedNumbers).toEqual(['75billion']);
    expect(check.problems).toEqual(expect.arrayContaining(['1 argument(s) for, fewer than 3', '1 argument(s) against, fewer than 3']));
  });

  it('a model answer that breaks the schema (a reason on two lines) is rejected, never stored', async () => {
    const input = inputs[0]!;
    const fixture = fixtures.get(input.billId)!;
    const broken = { ...fixture, archetypeVotes: { ...fixture.archetypeVotes, Protector: { vote: 'support', reason: 'Suggested Support:\ntwo lines' } } };
    server.enqueue({ kind: 'completion', content: broken });
    const provider = new OpenAiProvider({ apiKey: 'test-key', baseURL: server.baseURL, model: 'fixture-model', timeoutMs: 5000, maxRetries: 0 });
    await expect(provider.synthesizeBill(input)).rejects.toBeInstanceOf(AiOutputError);
  });
});
