import { ARCHETYPE_KEYS, type BillModerationAssessment } from '@civic/contracts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@civic/testing';
import { AiInputError, AiOutputError, AiRequestError, isRetryableAiError } from './errors';
import { analyzeBill } from './local/local-provider';
import { LABELLED_BILLS } from './local/labelled-bills.fixture';
import { OpenAiProvider, type OpenAiProviderOptions } from './openai-provider';
import { PROMPT_VERSION } from './prompts';

/**
 * The real openai SDK against a loopback server speaking the Chat Completions protocol:
 * request shape, parsing, retries and timeouts are all exercised for real. Retries and
 * timeouts are kept small so the suite stays fast.
 */

const bill = LABELLED_BILLS[0]!.input;
// A realistic, schema-valid answer for the fake model to give.
const goodSynthesis = analyzeBill(bill).synthesis;

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

function provider(overrides: Partial<OpenAiProviderOptions> = {}): OpenAiProvider {
  return new OpenAiProvider({ apiKey: 'test-key', baseURL: server.baseURL, model: 'gpt-4o-mini', timeoutMs: 2000, maxRetries: 2, ...overrides });
}

/** Runs a call that must fail and returns the error for inspection. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail');
}

describe('OpenAiProvider.synthesizeBill', () => {
  it('sends a strict structured-output request and parses a good answer', async () => {
    server.enqueue({ kind: 'completion', content: goodSynthesis, model: 'gpt-4o-mini-2024-07-18' });
    const result = await provider().synthesizeBill(bill);

    expect(result.output).toEqual(goodSynthesis);
    expect(result.provenance).toEqual({ provider: 'openai', model: 'gpt-4o-mini-2024-07-18', promptVersion: PROMPT_VERSION });

    const [request] = server.completionRequests;
    expect(server.completionRequests).toHaveLength(1);
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('gpt-4o-mini');
    expect(request!.body).not.toHaveProperty('temperature');
    expect(request!.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    expect(request!.body.messages[1].content).toContain('Rural Health Clinic Access Act');
    const format = request!.body.response_format;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'bill_synthesis', strict: true });
    expect(format.json_schema.schema.additionalProperties).toBe(false);
    expect(format.json_schema.schema.properties.archetypeVotes.required).toEqual([...ARCHETYPE_KEYS]);
    // Keywords strict mode rejects are stripped from what is sent.
    expect(JSON.stringify(format.json_schema.schema)).not.toMatch(/"(minLength|maxLength|\$schema)"/);
  });

  it("reports the answer's token usage, and the usage of an answer it could not use (both are paid for)", async () => {
    server.enqueue({ kind: 'completion', content: goodSynthesis });
    const { usage } = await provider().synthesizeBill(bill);
    // The fake server counts about four characters a token, as a real one roughly does.
    expect(usage!.promptTokens).toBe(Math.ceil(JSON.stringify(server.completionRequests[0]!.body.messages).length / 4));
    expect(usage!.completionTokens).toBe(Math.ceil(JSON.stringify(goodSynthesis).length / 4));

    server.enqueue({ kind: 'completion', content: { ...goodSynthesis, billImportanceScore: 42 } });
    const err = (await failure(provider().synthesizeBill(bill))) as AiOutputError;
    expect(err.problem).toBe('schema_mismatch');
    expect(err.usage!.completionTokens).toBeGreaterThan(0);
  });

  it('throws a non-retryable AiOutputError on malformed JSON, without retrying', async () => {
    server.enqueue({ kind: 'completion', content: '{"billAiSynthesisShort": "Creates a gr' });
    const err = await failure(provider().synthesizeBill(bill));
    expect(err).toBeInstanceOf(AiOutputError);
    expect(err).toMatchObject({ problem: 'invalid_json', retryable: false });
    expect(isRetryableAiError(err)).toBe(false);
    expect(server.completionRequests).toHaveLength(1);
  });

  it('throws AiOutputError when valid JSON does not match the schema', async () => {
    const { archetypeVotes: _dropped, ...incomplete } = goodSynthesis;
    server.enqueue({ kind: 'completion', content: { ...incomplete, billImportanceScore: 42 } });
    const err = await failure(provider().synthesizeBill(bill));
    expect(err).toMatchObject({ problem: 'schema_mismatch', retryable: false });
    expect((err as AiOutputError).details.issues!.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['billImportanceScore', 'archetypeVotes']),
    );
    expect(server.completionRequests).toHaveLength(1);
  });

  it('retries after a 429 with retry-after, then succeeds', async () => {
    server.enqueue(
      { kind: 'error', status: 429, message: 'Rate limit reached', code: 'rate_limit_exceeded', headers: { 'retry-after': '0.05' } },
      { kind: 'completion', content: goodSynthesis },
    );
    const result = await provider().synthesizeBill(bill);
    expect(result.output.billImportanceScore).toBe(goodSynthesis.billImportanceScore);
    const [first, second] = server.completionRequests;
    expect(server.completionRequests).toHaveLength(2);
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(40);
    expect(second!.headers['x-stainless-retry-count']).toBe('1');
  });

  it('gives up after the configured retries when the server keeps failing with 500', async () => {
    server.setFallback({ kind: 'error', status: 500, message: 'The server had an error' });
    const err = await failure(provider({ maxRetries: 1 }).synthesizeBill(bill));
    expect(err).toBeInstanceOf(AiRequestError);
    expect(err).toMatchObject({ status: 500, retryable: true });
    expect(isRetryableAiError(err)).toBe(true);
    expect(server.completionRequests).toHaveLength(2);
  });

  it('times out on a hanging server, retrying the timeout as configured', async () => {
    server.setFallback({ kind: 'hang' });
    const started = Date.now();
    const err = await failure(provider({ timeoutMs: 150, maxRetries: 1 }).synthesizeBill(bill));
    const elapsed = Date.now() - started;
    // Under plain Node the SDK reports APIConnectionTimeoutError ("timed out", see errors.spec);
    // inside Jest's sandbox the abort crosses realms and surfaces as a connection error. Both
    // are retryable request errors, which is what the queue relies on.
    expect(err).toBeInstanceOf(AiRequestError);
    expect((err as Error).message).toMatch(/timed out|unreachable/);
    expect(isRetryableAiError(err)).toBe(true);
    expect(server.completionRequests).toHaveLength(2);
    // Two timed-out attempts at least (load only lengthens it; the server never answers a hang, so returning at all proves the timeout fired).
    expect(elapsed).toBeGreaterThanOrEqual(2 * 150);
  });

  it('does not retry a 400 and marks it non-retryable', async () => {
    server.enqueue({ kind: 'error', status: 400, message: "Invalid schema for response_format 'bill_synthesis'" });
    const err = await failure(provider().synthesizeBill(bill));
    expect(err).toMatchObject({ status: 400, retryable: false });
    expect(server.completionRequests).toHaveLength(1);
  });

  it('reports a refusal and a truncated answer as output errors', async () => {
    server.enqueue({ kind: 'refusal', refusal: "I can't help with that." });
    expect(await failure(provider().synthesizeBill(bill))).toMatchObject({ problem: 'refusal', retryable: false });
    server.enqueue({ kind: 'completion', content: '{"billAiSynthesisShort": "Cre', finishReason: 'length' });
    expect(await failure(provider().synthesizeBill(bill))).toMatchObject({ problem: 'truncated', retryable: false });
  });

  it('rejects invalid input before calling the server', async () => {
    const err = await failure(provider().synthesizeBill({ billId: '', title: 'x' }));
    expect(err).toBeInstanceOf(AiInputError);
    expect(isRetryableAiError(err)).toBe(false);
    expect(server.requests).toHaveLength(0);
  });
});

describe('OpenAiProvider moderation', () => {
  it('parses a text moderation answer', async () => {
    server.enqueue({ kind: 'completion', content: { decision: 'rejected', reasons: ['Insults another user.'], categories: ['harassment'] } });
    const { output } = await provider().moderateText({ kind: 'reply', content: 'You clown.' });
    expect(output).toEqual({ decision: 'rejected', reasons: ['Insults another user.'], categories: ['harassment'] });
    expect(server.completionRequests[0]!.body.response_format.json_schema.name).toBe('text_moderation');
    expect(server.completionRequests[0]!.body.messages[0].content).toMatch(/Policy positions of every kind are allowed/);
  });

  const assessment: BillModerationAssessment = {
    constitutionalityScore: 8,
    decencyScore: 9,
    overallScore: 7,
    hardViolation: false,
    constitutionalityAssessment: 'Relies on the commerce power; no conflict found.',
    decencyAssessment: 'Civil language throughout.',
    rejectionReasons: [],
    recommendations: ['Cite the constitutional power the bill relies on.'],
  };

  it('applies the approval rule itself: the model only assesses', async () => {
    server.enqueue(
      { kind: 'completion', content: assessment },
      { kind: 'completion', content: { ...assessment, overallScore: 8, hardViolation: true, rejectionReasons: ['Establishes a religion.'] } },
    );
    const approved = await provider().moderateBill({ title: 'Library Act', description: 'Extends library hours nationwide.' });
    const rejected = await provider().moderateBill({ title: 'Faith Act', description: 'Establishes a national church.' });
    expect(approved.output).toEqual({ ...assessment, decision: 'approved' });
    expect(rejected.output.decision).toBe('rejected');
    expect(server.completionRequests[0]!.body.response_format.json_schema.schema.properties).not.toHaveProperty('decision');
  });

  it('asks the moderation endpoint beside the prompt, and a flag rejects what the model approved', async () => {
    server.setModeration((req) => (String((req.body as { input?: string }).input).includes('scum') ? ['harassment', 'hate'] : []));
    server.enqueue(
      { kind: 'completion', content: { decision: 'approved', reasons: [], categories: [] } },
      { kind: 'completion', content: assessment },
    );
    const text = await provider().moderateText({ kind: 'reply', content: 'Supporters are scum.' });
    expect(text.output.decision).toBe('rejected');
    expect(text.output.reasons).toEqual(['Flagged by the content moderation check (harassment, hate).']);
    const bill = await provider().moderateBill({ title: 'Scum Act', description: 'Its opponents are scum.' });
    expect(bill.output).toMatchObject({ decision: 'rejected', hardViolation: true, decencyScore: 3, overallScore: 3 });
    expect(bill.output.rejectionReasons).toContain('Flagged by the content moderation check (harassment, hate).');
    expect(server.moderationRequests.map((r) => (r.body as { model: string }).model)).toEqual(['omni-moderation-latest', 'omni-moderation-latest']);
  });

  it('leaves an unflagged text to the model, and skips the endpoint when it is turned off', async () => {
    server.enqueue({ kind: 'completion', content: assessment }, { kind: 'completion', content: assessment });
    expect((await provider().moderateBill({ title: 'Library Act', description: 'Extends library hours nationwide.' })).output.decision).toBe('approved');
    expect(server.moderationRequests).toHaveLength(1);
    expect((await provider({ moderationModel: null }).moderateBill({ title: 'Library Act', description: 'Extends library hours.' })).output.decision).toBe('approved');
    expect(server.moderationRequests).toHaveLength(1);
  });
});
