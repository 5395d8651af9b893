import { Pool } from 'pg';
import Redis from 'ioredis';
import {
  archetypeByKey,
  EVENTS,
  MESSAGES,
  PERSONAL_INFO_MESSAGES,
  personalInfoResponse,
  publicUser,
  SURVEY_MESSAGES,
  SURVEY_QUESTIONS,
  surveyResponse,
  surveyResult,
} from '@civic/contracts';
import { ApiClient, signedInClient, stackEnv, uniqueEmail, waitFor } from '@civic/testing';

/**
 * POST /api/user/personal-info and POST /api/survey through the real gateway and identity.
 * The test stack runs with the Census geocoder off (NODE_ENV=test), so districts come from the
 * ZIP table identity ships with (119th Congress, loaded when the stack started).
 */
let pg: Pool;
let redis: Redis;

beforeAll(() => {
  pg = new Pool({ connectionString: stackEnv('DATABASE_URL'), max: 2 });
  redis = new Redis(stackEnv('REDIS_URL'));
});

afterAll(async () => {
  await pg?.end();
  redis?.disconnect();
});

/** The user's user.voter-profile-changed.v1 rows (identity's event-payloads test covers public-profile events). */
const outboxFor = async (userId: string) =>
  (
    await pg.query(`SELECT id, name, payload, published_at FROM identity.outbox WHERE payload->>'userId' = $1 AND name = $2 ORDER BY created_at`, [
      userId,
      EVENTS.voterProfileChanged,
    ])
  ).rows as Array<{ id: string; name: string; payload: any; published_at: Date | null }>;


const brooklyn = { name: 'Ada Lovelace', address: '100 Bedford Ave, Apt 2', city: 'Brooklyn', state: 'ny', zipCode: '11211' };

describe('POST /api/user/personal-info (onboarding)', () => {
  it('saves the address, finds the district (MEDIUM from the ZIP table) and returns user, message and districtInfo', async () => {
    const { client, user } = await signedInClient();
    const res = await client.post('/api/user/personal-info', brooklyn);
    expect(res.status).toBe(200);
    expect(() => personalInfoResponse.parse(res.body)).not.toThrow();
    expect(res.body.districtInfo).toEqual({ confidence: 'MEDIUM', congressionalDistrict: 'NY-07', county: null });
    expect(res.body.validationMessage).toBe('ZIP 11211 lies entirely within congressional district NY-07.');
    expect(res.body.user).toMatchObject({
      id: user.id,
      name: 'Ada Lovelace',
      address: '100 Bedford Ave, Apt 2',
      city: 'Brooklyn',
      state: 'NY',
      zipCode: '11211',
      congressionalDistrict: 'NY-07',
      district: 'NY-07',
    });
    expect(res.text).not.toMatch(/password|argon2/i);

    const me = await client.get('/api/user');
    expect(me.body).toMatchObject({ state: 'NY', congressionalDistrict: 'NY-07', district: 'NY-07', address: '100 Bedford Ave, Apt 2' });
  });

  it('writes user.voter-profile-changed.v1 in the same transaction, and the relay moves it to inbox.voting', async () => {
    const { client, user } = await signedInClient();
    expect((await client.post('/api/user/personal-info', brooklyn)).status).toBe(200);
    const [event, ...more] = await outboxFor(user.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ name: EVENTS.voterProfileChanged, payload: { userId: user.id, congressionalDistrict: 'NY-07', archetypeKey: null } });

    await waitFor('the outbox row to be published', async () => (await outboxFor(user.id))[0]?.published_at);
    const job = await redis.hgetall(`${stackEnv('REDIS_PREFIX')}:bull:inbox.voting:${event!.id}`);
    expect(job.name).toBe(EVENTS.voterProfileChanged);
    expect(JSON.parse(job.data!)).toMatchObject({ id: event!.id, name: EVENTS.voterProfileChanged, payload: event!.payload });

    // Saving the same address again changes no district: no second event.
    expect((await client.post('/api/user/personal-info', brooklyn)).status).toBe(200);
    expect(await outboxFor(user.id)).toHaveLength(1);
  });

  it('is LOW for a ZIP that spans districts and says which one it picked', async () => {
    const { client } = await signedInClient();
    const res = await client.post('/api/user/personal-info', { ...brooklyn, address: '350 Fifth Avenue', city: 'New York', zipCode: '10001' });
    expect(res.status).toBe(200);
    // The shipped table has no land areas, so the first district in order is picked.
    expect(res.body.districtInfo).toEqual({ confidence: 'LOW', congressionalDistrict: 'NY-10', county: null });
    expect(res.body.validationMessage).toBe('ZIP 10001 spans 2 districts (NY-10, NY-12); we picked NY-10. Enter your full street address for a precise match.');
  });

  it('still saves when no district can be found (ZIP → state fallback, LOW)', async () => {
    const { client } = await signedInClient();
    // 78711 and 99510 are post-office-box ZIP codes: no ZCTA, so not in the ZIP → district table.
    const res = await client.post('/api/user/personal-info', { name: 'Sam', address: 'PO Box 12428', city: 'Austin', state: 'TX', zipCode: '78711' });
    expect(res.status).toBe(200);
    expect(res.body.districtInfo).toEqual({ confidence: 'LOW', congressionalDistrict: null, county: null });
    expect(res.body.validationMessage).toBe('We could not determine your congressional district; ZIP 78711 is in Texas.');
    expect(res.body.user).toMatchObject({ state: 'TX', zipCode: '78711', congressionalDistrict: null });
    // A single-seat state is different: its ZIP alone names the district.
    const alaska = await client.post('/api/user/personal-info', { name: 'Sam', address: 'PO Box 100', city: 'Anchorage', state: 'AK', zipCode: '99510' });
    expect(alaska.body.districtInfo).toEqual({ confidence: 'LOW', congressionalDistrict: 'AK-AL', county: null });
    expect(alaska.body.user).toMatchObject({ state: 'AK', congressionalDistrict: 'AK-AL' });
  });

  it.each([
    ['name', { name: '' }, PERSONAL_INFO_MESSAGES.name],
    ['name', { name: undefined }, 'Name is required'],
    ['address', { address: '   ' }, 'Address is required'],
    ['city', { city: '' }, 'City is required'],
    ['state', { state: 'C' }, 'State is required'],
    ['state', { state: '' }, 'State is required'],
    ['state', { state: 'CAL' }, 'State must be 2 characters'],
    ['zipCode', { zipCode: '1234' }, 'ZIP code is required'],
    ['zipCode', { zipCode: undefined }, 'ZIP code is required'],
  ])('answers 400 with the SPEC message for a bad %s (%j)', async (field, change, message) => {
    const { client } = await signedInClient();
    const res = await client.post('/api/user/personal-info', { ...brooklyn, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it('lists every failing field at once', async () => {
    const { client } = await signedInClient();
    const res = await client.post('/api/user/personal-info', {});
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      name: 'Name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
    });
  });

  it('answers 401 when signed out', async () => {
    const res = await new ApiClient().post('/api/user/personal-info', brooklyn);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Not signed in' });
  });
});

describe('POST /api/user/personal-info (Profile tab: the body carries email)', () => {
  it('returns the updated user, keeps the stored state and district, and changes the email', async () => {
    const { client, password } = await signedInClient();
    await client.post('/api/user/personal-info', brooklyn);
    const email = uniqueEmail('Profile');
    const res = await client.post('/api/user/personal-info', {
      name: 'Ada King',
      email,
      address: '100 Bedford Ave, Apt 2',
      city: 'Brooklyn',
      zipCode: '11211',
      district: 'NY-07',
      currentPassword: password,
    });
    expect(res.status).toBe(200);
    expect(() => publicUser.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({ name: 'Ada King', email: email.toLowerCase(), state: 'NY', congressionalDistrict: 'NY-07' });
    expect(res.body.validationMessage).toBeUndefined();
    expect((await client.get('/api/user')).body.email).toBe(email.toLowerCase());
  });

  it('moves the district when the address moves', async () => {
    const { client, user } = await signedInClient();
    await client.post('/api/user/personal-info', brooklyn);
    const res = await client.post('/api/user/personal-info', { name: 'Ada', email: user.email, address: '350 Fifth Avenue', city: 'New York', zipCode: '10001' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ congressionalDistrict: 'NY-10', district: 'NY-10', state: 'NY' });
    expect((await outboxFor(user.id)).map((e) => e.payload.congressionalDistrict)).toEqual(['NY-07', 'NY-10']);
  });

  it("answers 409 for another account's email", async () => {
    const other = await signedInClient();
    const { client, password } = await signedInClient();
    const res = await client.post('/api/user/personal-info', { ...brooklyn, state: undefined, email: other.email.toUpperCase(), currentPassword: password });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ statusCode: 409, message: 'An account with this email already exists' });
  });

  const profile = { name: 'Ada', email: 'ada@example.com', address: '100 Bedford Ave', city: 'Brooklyn', zipCode: '11211' };
  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['email', { email: 'not-an-email' }, MESSAGES.email],
    ['email', { email: '' }, 'Please enter a valid email address'],
    ['address', { address: '' }, 'Address is required'],
    ['city', { city: '' }, 'City is required'],
    ['zipCode', { zipCode: '12' }, 'ZIP code is required'],
  ])('answers 400 with the SPEC message for a bad %s (%j)', async (field, change, message) => {
    const { client } = await signedInClient();
    const res = await client.post('/api/user/personal-info', { ...profile, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
    expect(res.body.fieldErrors[field]).toBe(message);
  });
});

describe('POST /api/survey', () => {
  /** Answers in question order from a map of question id → answer. */
  const answers = (byId: Record<number, number>) => SURVEY_QUESTIONS.map((q) => byId[q.id]!);
  // Care (1, 14) and Fairness (3, 17) high, Loyalty, Authority, Sanctity low, Liberty (9, 11) middling.
  const humanitarian = answers({ 1: 6, 14: 6, 3: 6, 17: 6, 4: 2, 19: 2, 7: 2, 20: 2, 8: 2, 23: 2, 9: 3, 11: 4 });

  it('scores the answers, assigns the archetype, stores both, and GET /api/user shows them', async () => {
    const { client, user } = await signedInClient();
    await client.post('/api/user/personal-info', brooklyn);
    const res = await client.post('/api/survey', { responses: humanitarian });
    expect(res.status).toBe(200);
    const archetype = archetypeByKey('LiberalHumanitarian')!;
    expect(res.body).toEqual({
      archetype: {
        key: 'LiberalHumanitarian',
        name: 'Liberal Humanitarian',
        description: archetype.description,
        archetypeName: 'Liberal Humanitarian',
        archetypeDescription: archetype.description,
      },
      scores: { careHarm: 6, fairnessCheating: 6, loyaltyBetrayal: 2, authoritySubversion: 2, sanctityDegradation: 2, libertyOppression: 4 },
    });
    expect(() => surveyResponse.parse(res.body)).not.toThrow();
    expect(() => surveyResult.parse(res.body)).not.toThrow();

    const me = await client.get('/api/user');
    expect(me.body).toMatchObject({
      voterArchetype: 'Liberal Humanitarian',
      careHarm: 6,
      fairnessCheating: 6,
      loyaltyBetrayal: 2,
      authoritySubversion: 2,
      sanctityDegradation: 2,
      libertyOppression: 4,
    });

    const events = await outboxFor(user.id);
    expect(events.map((e) => e.payload)).toEqual([
      { userId: user.id, congressionalDistrict: 'NY-07', archetypeKey: null },
      { userId: user.id, congressionalDistrict: 'NY-07', archetypeKey: 'LiberalHumanitarian' },
    ]);
    expect(events.every((e) => e.name === EVENTS.voterProfileChanged)).toBe(true);
  });

  it('works before personal info too (district still unknown)', async () => {
    const { client, user } = await signedInClient();
    const res = await client.post('/api/survey', { responses: Array(12).fill(4) });
    expect(res.status).toBe(200);
    expect(res.body.scores).toEqual({ careHarm: 4, fairnessCheating: 4, loyaltyBetrayal: 4, authoritySubversion: 4, sanctityDegradation: 4, libertyOppression: 4 });
    expect(res.body.archetype.name).toBe('Balanced Moral Moderate');
    expect((await outboxFor(user.id)).map((e) => e.payload)).toEqual([{ userId: user.id, congressionalDistrict: null, archetypeKey: 'BalancedMoralModerate' }]);
  });

  it.each([
    ['11 answers', { responses: humanitarian.slice(0, 11) }, SURVEY_MESSAGES.answerAll],
    ['13 answers', { responses: [...humanitarian, 3] }, SURVEY_MESSAGES.answerAll],
    ['a 7', { responses: [...humanitarian.slice(0, 11), 7] }, SURVEY_MESSAGES.answerRange],
    ['a 0 (unanswered)', { responses: [0, ...humanitarian.slice(1)] }, SURVEY_MESSAGES.answerAll],
    ['a non-integer', { responses: [2.5, ...humanitarian.slice(1)] }, SURVEY_MESSAGES.answerRange],
    ['a string', { responses: ['6', ...humanitarian.slice(1)] }, SURVEY_MESSAGES.answerRange],
    ['no responses', {}, SURVEY_MESSAGES.answerAll],
  ])('answers 400 for %s', async (_label, body, message) => {
    const { client, user } = await signedInClient();
    const res = await client.post('/api/survey', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect((await client.get('/api/user')).body).toMatchObject({ voterArchetype: null, careHarm: 0 });
    expect(await outboxFor(user.id)).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const res = await new ApiClient().post('/api/survey', { responses: humanitarian });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not signed in');
  });
});
