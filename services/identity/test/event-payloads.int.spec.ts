import 'reflect-metadata';
import { join } from 'node:path';
import { EVENTS, personalInfoBody, SURVEY_QUESTIONS, userPublicProfileChanged, voterProfileChanged } from '@civic/contracts';
import { uniqueEmail } from '@civic/testing';
import { SurveyService } from '../src/survey/survey.service';
import { startIdentityInProcess, type InProcessIdentity } from './in-process-identity';

/*
 * The events identity writes (user.voter-profile-changed.v1, user.public-profile-changed.v1), produced through the services that
 * write it (a district from personal info, an archetype from the survey), read back from the
 * outbox and parsed with its contract schema: a payload that drifted from the contract fails here.
 */
let identity: InProcessIdentity;

beforeAll(async () => {
  identity = await startIdentityInProcess('event-payloads', { DISTRICTS_FILE: join(__dirname, 'fixtures/zcta-cd119-sample.txt') });
}, 60_000);

afterAll(async () => {
  await identity?.stop();
});

it('writes user.voter-profile-changed.v1 and user.public-profile-changed.v1 as their contracts have them', async () => {
  const user = await identity.users.register({ email: uniqueEmail('events'), password: 'correct-horse-1' });
  await identity.onboarding.savePersonalInfo(user.id, personalInfoBody.parse({ name: 'A', address: '1 Main St', city: 'New York', state: 'NY', zipCode: '10001' }));
  await identity.app.get(SurveyService).submit(user.id, { responses: SURVEY_QUESTIONS.map(() => 5) });

  const rows: Array<{ name: string; payload: unknown }> = await identity.ds.query(
    `SELECT name, payload FROM identity.outbox WHERE payload->>'userId' = $1 ORDER BY created_at`,
    [user.id],
  );
  // Each save writes both events in one transaction (same created_at): compared as a set.
  expect(rows.map((r) => r.name).sort()).toEqual([EVENTS.userPublicProfileChanged, EVENTS.userPublicProfileChanged, EVENTS.voterProfileChanged, EVENTS.voterProfileChanged]);
  const [district, archetype] = rows.filter((r) => r.name === EVENTS.voterProfileChanged).map((r) => voterProfileChanged.strict().parse(r.payload));
  const [named, badged] = rows.filter((r) => r.name === EVENTS.userPublicProfileChanged).map((r) => userPublicProfileChanged.strict().parse(r.payload));
  expect(named).toEqual({ userId: user.id, name: 'A', voterArchetype: null, city: 'New York', state: 'NY', congressionalDistrict: 'NY-12' });
  expect(badged).toEqual({ ...named, voterArchetype: expect.any(String) });
  expect(district).toEqual({ userId: user.id, congressionalDistrict: 'NY-12', archetypeKey: null });
  expect(archetype).toMatchObject({ userId: user.id, congressionalDistrict: 'NY-12', archetypeKey: expect.any(String) });
});
