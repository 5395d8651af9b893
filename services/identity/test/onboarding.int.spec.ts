import 'reflect-metadata';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENTS, personalInfoBody, profileBody, SURVEY_QUESTIONS } from '@civic/contracts';
import { startFakeCensusGeocoder, uniqueEmail, type FakeCensusGeocoder } from '@civic/testing';
import { ServiceError } from '@civic/service-kit';
import { OnboardingService } from '../src/onboarding.service';
import { SurveyService } from '../src/survey/survey.service';
import { UsersService } from '../src/users.service';
import { startIdentityInProcess, type InProcessIdentity } from './in-process-identity';

/**
 * Identity's onboarding services in-process (the real AppModule against a database of this
 * suite's own and the test Redis), with the Census geocoder pointed at a loopback fake: the HIGH
 * path the gateway suite cannot reach (the test stack runs with the geocoder off). Its own
 * database starts with an empty ZIP → district table, which DISTRICTS_FILE fills with a fixture;
 * the stack's keeps the table identity ships with.
 */
let app: INestApplicationContext;
let census: FakeCensusGeocoder;
let onboarding: OnboardingService;
let users: UsersService;
let ds: DataSource;
let identity: InProcessIdentity;

/** The user's user.voter-profile-changed.v1 events (public-profile events are event-payloads.int.spec's). */
const events = async (userId: string) =>
  (await ds.query(`SELECT name, payload FROM identity.outbox WHERE payload->>'userId' = $1 AND name = $2 ORDER BY created_at`, [userId, EVENTS.voterProfileChanged])) as Array<{
    name: string;
    payload: any;
  }>;

beforeAll(async () => {
  census = await startFakeCensusGeocoder({
    addresses: [
      { street: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10001', stateFips: '36', cd: '12', countyName: 'New York County', countyFips: '061', upperName: 'State Senate District 47', lowerName: 'Assembly District 75' },
    ],
  });
  // Start-up load: an empty table and DISTRICTS_FILE set → identity loads the file as it starts.
  identity = await startIdentityInProcess('onboarding', {
    DISTRICTS_FILE: join(__dirname, 'fixtures/zcta-cd119-sample.txt'),
    CENSUS_GEOCODER_URL: census.url,
    CENSUS_GEOCODER_TIMEOUT_MS: '1000',
  });
  ({ app, onboarding, users, ds } = identity);
}, 60_000);

afterAll(async () => {
  await identity?.stop();
  await census?.close();
});

const PASSWORD = 'correct-horse-1';
const newUser = () => users.register({ email: uniqueEmail('onb'), password: PASSWORD });

describe('start-up', () => {
  it('loaded DISTRICTS_FILE into the empty ZIP → district table', async () => {
    expect((await ds.query('SELECT count(*)::int AS n FROM identity.zcta_districts'))[0].n).toBe(12);
  });
});

describe('personal info with the geocoder on', () => {
  it('stores a HIGH match: district, county, state legislative districts; street as entered; one event', async () => {
    const user = await newUser();
    const res = await onboarding.savePersonalInfo(
      user.id,
      personalInfoBody.parse({ name: 'Ada Lovelace', address: '350 fifth avenue', city: 'New York', state: 'ny', zipCode: '10001' }),
    );
    expect(res.districtInfo).toEqual({ confidence: 'HIGH', congressionalDistrict: 'NY-12', county: 'New York County' });
    expect(res.validationMessage).toBe('Address verified: you are in congressional district NY-12 (New York County).');
    expect(res.user).toMatchObject({
      name: 'Ada Lovelace',
      address: '350 fifth avenue',
      city: 'New York',
      state: 'NY',
      zipCode: '10001',
      congressionalDistrict: 'NY-12',
      district: 'NY-12',
      county: 'New York County',
      stateUpperDistrict: 'State Senate District 47',
      stateLowerDistrict: 'Assembly District 75',
    });
    // Only what the user typed is kept: no coordinates anywhere on the row.
    const [row] = await ds.query(`SELECT * FROM identity.users WHERE id = $1`, [user.id]);
    expect(Object.keys(row).filter((k) => /lat|lon|coord|^x$|^y$/i.test(k))).toEqual([]);
    expect(await events(user.id)).toEqual([
      { name: EVENTS.voterProfileChanged, payload: { userId: user.id, congressionalDistrict: 'NY-12', archetypeKey: null } },
    ]);
  });

  it('falls back to the ZIP table when the geocoder fails, and says so', async () => {
    const user = await newUser();
    census.failNext(500);
    const res = await onboarding.savePersonalInfo(
      user.id,
      personalInfoBody.parse({ name: 'Ada', address: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10001' }),
    );
    expect(res.districtInfo).toEqual({ confidence: 'LOW', congressionalDistrict: 'NY-12', county: null });
    expect(res.validationMessage).toMatch(/^We could not reach the address verification service, so we used your ZIP code\. ZIP 10001 spans 2 districts/);
    expect(res.user).toMatchObject({ congressionalDistrict: 'NY-12', county: null, stateUpperDistrict: null });
  });

  it('saves even with no district found (ZIP → state only), and records the change back to null', async () => {
    const user = await newUser();
    await onboarding.savePersonalInfo(user.id, personalInfoBody.parse({ name: 'A', address: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10001' }));
    const res = await onboarding.savePersonalInfo(user.id, personalInfoBody.parse({ name: 'A', address: '1 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' }));
    expect(res.districtInfo).toEqual({ confidence: 'LOW', congressionalDistrict: null, county: null });
    expect(res.validationMessage).toBe('We could not determine your congressional district; ZIP 78701 is in Texas.');
    expect(res.user).toMatchObject({ state: 'TX', congressionalDistrict: null, district: null });
    expect((await events(user.id)).map((e) => e.payload.congressionalDistrict)).toEqual(['NY-12', null]);
  });

  it('names the district of a single-seat state from the ZIP alone when the address is not in the table', async () => {
    const user = await newUser();
    const res = await onboarding.savePersonalInfo(user.id, personalInfoBody.parse({ name: 'A', address: '1 Igloo Way', city: 'Anchorage', state: 'AK', zipCode: '99501' }));
    expect(res.districtInfo).toEqual({ confidence: 'LOW', congressionalDistrict: 'AK-AL', county: null });
    expect(res.validationMessage).toBe('We could not verify your street address, but ZIP 99501 is in Alaska, which has a single congressional district: AK-AL.');
    expect(res.user).toMatchObject({ state: 'AK', congressionalDistrict: 'AK-AL' });
    expect((await events(user.id)).map((e) => e.payload.congressionalDistrict)).toEqual(['AK-AL']);
  });
});

describe('profile edits', () => {
  it('keeps the stored state and district when the address did not change (no lookup, no event)', async () => {
    const user = await newUser();
    await onboarding.savePersonalInfo(user.id, personalInfoBody.parse({ name: 'A', address: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10001' }));
    const lookups = census.requests.length;
    const email = uniqueEmail('renamed');
    const updated = await onboarding.updateProfile(
      user.id,
      profileBody.parse({ name: 'Ada B', email, address: '350 Fifth Avenue', city: 'New York', zipCode: '10001', district: 'XX-99', currentPassword: PASSWORD }),
    );
    expect(census.requests.length).toBe(lookups);
    expect(updated).toMatchObject({ name: 'Ada B', email: email.toLowerCase(), state: 'NY', congressionalDistrict: 'NY-12', district: 'NY-12' });
    // No lookup, so nothing for a banner.
    expect(updated).not.toHaveProperty('validationMessage');
    expect(updated).not.toHaveProperty('districtInfo');
    expect(await events(user.id)).toHaveLength(1);
  });

  it('looks the district up again when the address changed', async () => {
    const user = await newUser();
    await onboarding.savePersonalInfo(user.id, personalInfoBody.parse({ name: 'A', address: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10001' }));
    const updated = await onboarding.updateProfile(user.id, profileBody.parse({ name: 'A', email: user.email, address: '100 Bedford Ave', city: 'Brooklyn', zipCode: '11211' }));
    expect(updated).toMatchObject({ state: 'NY', congressionalDistrict: 'NY-07', county: null });
    // The lookup's answer rides along for the Profile tab's banner.
    expect(updated.districtInfo).toEqual({ confidence: 'MEDIUM', congressionalDistrict: 'NY-07', county: null });
    expect(updated.validationMessage).toBe('We could not verify your street address, so we used your ZIP code. ZIP 11211 lies entirely within congressional district NY-07.');
    expect((await events(user.id)).map((e) => e.payload.congressionalDistrict)).toEqual(['NY-12', 'NY-07']);
  });

  it("refuses another account's email with 409 and changes nothing", async () => {
    const taken = await newUser();
    const user = await newUser();
    const attempt = onboarding.updateProfile(
      user.id,
      profileBody.parse({ name: 'Z', email: taken.email, address: '100 Bedford Ave', city: 'Brooklyn', zipCode: '11211', currentPassword: PASSWORD }),
    );
    await expect(attempt).rejects.toMatchObject({ status: 409, message: 'An account with this email already exists' });
    await expect(attempt).rejects.toBeInstanceOf(ServiceError);
    expect(await users.getUser(user.id)).toMatchObject({ name: null, email: user.email, congressionalDistrict: null });
    expect(await events(user.id)).toEqual([]);
  });
});

describe('profile edits: a new email needs the current password (ADR 0012)', () => {
  const address = { name: 'A', address: '100 Bedford Ave', city: 'Brooklyn', zipCode: '11211' };

  it.each([
    ['missing', undefined, 'Current password is required'],
    ['empty', '', 'Current password is required'],
    ['wrong', 'not-the-password', 'Current password is incorrect'],
  ])('refuses a new email with the password %s (400 on currentPassword) and changes nothing', async (_label, currentPassword, message) => {
    const user = await newUser();
    await onboarding.savePersonalInfo(user.id, personalInfoBody.parse({ ...address, state: 'NY' }));
    const lookups = census.requests.length;
    const attempt = onboarding.updateProfile(
      user.id,
      profileBody.parse({ ...address, name: 'Thief', email: uniqueEmail('stolen'), address: '350 Fifth Avenue', city: 'New York', zipCode: '10001', currentPassword }),
    );
    await expect(attempt).rejects.toMatchObject({ status: 400, message, fieldErrors: { currentPassword: message } });
    // Refused before the address lookup and before any write.
    expect(census.requests.length).toBe(lookups);
    expect(await users.getUser(user.id)).toMatchObject({ name: 'A', email: user.email, congressionalDistrict: 'NY-07' });
    expect(await events(user.id)).toHaveLength(1);
  });

  it('changes the email with the right password; the same email (any case) needs none', async () => {
    const user = await newUser();
    const email = uniqueEmail('moved');
    const changed = await onboarding.updateProfile(user.id, profileBody.parse({ ...address, email, currentPassword: PASSWORD }));
    expect(changed.email).toBe(email.toLowerCase());
    const same = await onboarding.updateProfile(user.id, profileBody.parse({ ...address, name: 'B', email: email.toUpperCase() }));
    expect(same).toMatchObject({ name: 'B', email: email.toLowerCase() });
    // The password still signs in, with the new email only.
    await expect(users.verifyCredentials({ email: email.toLowerCase(), password: PASSWORD })).resolves.toMatchObject({ id: user.id });
    await expect(users.verifyCredentials({ email: user.email, password: PASSWORD })).rejects.toMatchObject({ status: 401 });
  });

  it('never writes a new email unchecked, even from the onboarding command', async () => {
    const user = await newUser();
    const attempt = onboarding.savePersonalInfo(user.id, personalInfoBody.parse({ ...address, state: 'NY', email: uniqueEmail('sneaky') }));
    await expect(attempt).rejects.toMatchObject({ status: 400, fieldErrors: { currentPassword: 'Current password is required' } });
    expect(await users.getUser(user.id)).toMatchObject({ email: user.email, name: null });
  });
});

describe('survey', () => {
  const answers = (byId: Record<number, number>) => SURVEY_QUESTIONS.map((q) => byId[q.id]!);

  it('stores scores and the archetype name, and records the archetype key once per change', async () => {
    const user = await newUser();
    await onboarding.savePersonalInfo(user.id, personalInfoBody.parse({ name: 'A', address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211' }));
    const survey = app.get(SurveyService);
    const caring = answers({ 1: 6, 14: 6, 3: 6, 17: 6, 4: 2, 19: 2, 7: 2, 20: 2, 8: 2, 23: 2, 9: 3, 11: 4 });
    const res = await survey.submit(user.id, { responses: caring });
    expect(res.archetype).toMatchObject({ key: 'LiberalHumanitarian', name: 'Liberal Humanitarian', archetypeName: 'Liberal Humanitarian' });
    expect(await users.getUser(user.id)).toMatchObject({ voterArchetype: 'Liberal Humanitarian', careHarm: 6, fairnessCheating: 6, libertyOppression: 4 });
    await survey.submit(user.id, { responses: caring.map((v, i) => (i === 0 ? 5 : v)) }); // same archetype: no event
    const loyal = answers({ 1: 2, 14: 2, 3: 2, 17: 2, 4: 6, 19: 6, 7: 2, 20: 2, 8: 2, 23: 2, 9: 3, 11: 4 });
    expect((await survey.submit(user.id, { responses: loyal })).archetype.key).toBe('Patriot');
    expect((await events(user.id)).map((e) => e.payload)).toEqual([
      { userId: user.id, congressionalDistrict: 'NY-07', archetypeKey: null },
      { userId: user.id, congressionalDistrict: 'NY-07', archetypeKey: 'LiberalHumanitarian' },
      { userId: user.id, congressionalDistrict: 'NY-07', archetypeKey: 'Patriot' },
    ]);
  });
});
