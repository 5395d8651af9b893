import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { MESSAGES, SURVEY_QUESTIONS, TALLY_VERSION_KEYS, profileResponse, type DistrictTally } from '@civic/contracts';
import { createRedis } from '@civic/service-kit';
import { ApiClient, signedInClient, stackEnv, uniqueEmail } from '@civic/testing';
import { activateBill, closeVotingSupport, newBillId, storedTally, suggestions, tallyDrift, waitFor } from './voting-support';

/*
 * The Profile tab's save (POST /api/user/personal-info with `email`) through the real gateway,
 * identity, outbox relay and voting: a new address moves the voter's votes and their district
 * tallies along (ADR 0007), the gateway's cached tallies follow (ADR 0009), and a new email needs
 * the current password (ADR 0012).
 *
 * Addresses resolve through the ZIP table, which suites replace with the fixtures they need; these
 * two ZIPs map to the same single district in both fixtures and in the real 119th-Congress table.
 */
const VERMONT = { address: '1 Main St', city: 'Burlington', state: 'VT', zipCode: '05401', district: 'VT-AL' } as const;
const BROOKLYN = { address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211', district: 'NY-07' } as const;

const redis = createRedis(stackEnv('REDIS_URL'));
const prefix = stackEnv('REDIS_PREFIX');

afterAll(async () => {
  redis.disconnect();
  await closeVotingSupport();
});

type Client = ApiClient;
const at = ({ address, city, state, zipCode }: typeof VERMONT | typeof BROOKLYN) => ({ address, city, state, zipCode });

/** Survey answers in question order from a map of question id → answer. */
const answers = (byId: Record<number, number>) => SURVEY_QUESTIONS.map((q) => byId[q.id]!);
const HUMANITARIAN = answers({ 1: 6, 14: 6, 3: 6, 17: 6, 4: 2, 19: 2, 7: 2, 20: 2, 8: 2, 23: 2, 9: 3, 11: 4 });
const PATRIOT = answers({ 1: 2, 14: 2, 3: 2, 17: 2, 4: 6, 19: 6, 7: 2, 20: 2, 8: 2, 23: 2, 9: 3, 11: 4 });

async function tallies(client: Client, billIds: string[]): Promise<DistrictTally[]> {
  const res = await client.get(`/api/district/votes?billIds=${billIds.join(',')}`);
  expect(res.status).toBe(200);
  return res.body as DistrictTally[];
}

/** Waits until voting knows the client's district (it learns it from identity's event). */
const districtOf = async (client: Client, billId: string, district: string) =>
  waitFor(`voting to place the voter in ${district}`, async () => (await tallies(client, [billId]))[0]?.district === district);

const districtVersion = async (district: string) => Number((await redis.get(TALLY_VERSION_KEYS.district(prefix, district))) ?? 0);

function recount(): { status: number | null; drift: unknown[] } {
  const res = spawnSync(process.execPath, [join(__dirname, '../../voting/dist/recount.js'), '--json'], {
    env: { ...process.env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const line = res.stdout.trim().split('\n').pop() ?? '';
  return { status: res.status, drift: line ? (JSON.parse(line) as { drift: unknown[] }).drift : ['no output', res.stderr] };
}

describe('a Profile save that moves the voter to another district', () => {
  it("moves their personal and archetype votes with them: the old district's tallies drop, the new one's rise, no drift", async () => {
    const bill = newBillId();
    const suggested = newBillId();
    await activateBill(bill, suggestions({}, 'abstain'));
    await activateBill(suggested, suggestions({ LiberalHumanitarian: 'support', Patriot: 'oppose' }, 'abstain'));

    // A voter onboarded in Vermont: an archetype vote on `suggested`, a personal vote on `bill`.
    const { client, user } = await signedInClient();
    const onboarded = await client.post('/api/user/personal-info', { name: 'Mo Ver', ...at(VERMONT) });
    expect(onboarded.body.districtInfo.congressionalDistrict).toBe(VERMONT.district);
    expect((await client.post('/api/survey', { responses: HUMANITARIAN })).body.archetype.key).toBe('LiberalHumanitarian');
    expect((await client.post('/api/user/populate-archetype-votes')).status).toBe(202);
    await waitFor('the archetype vote', async () =>
      ((await client.get('/api/votes')).body as Array<{ billId: string; voteType: string }>).some((v) => v.billId === suggested && v.voteType === 'archetype'),
    );
    expect((await client.post('/api/votes', { billId: bill, vote: 'support' })).status).toBe(200);
    await districtOf(client, bill, VERMONT.district);

    // A neighbour who stays in Vermont reads the tallies (and the gateway remembers them).
    const neighbour = await signedInClient();
    await neighbour.client.post('/api/user/personal-info', { name: 'Nea Bour', ...at(VERMONT) });
    await districtOf(neighbour.client, bill, VERMONT.district);
    const neighbourBefore = await tallies(neighbour.client, [bill, suggested]);

    const before = {
      home: { bill: await storedTally(bill, VERMONT.district), suggested: await storedTally(suggested, VERMONT.district) },
      away: { bill: await storedTally(bill, BROOKLYN.district), suggested: await storedTally(suggested, BROOKLYN.district) },
    };
    expect(neighbourBefore[0]).toMatchObject({ district: VERMONT.district, support: { personal: before.home.bill.sp } });
    const homeVersion = await districtVersion(VERMONT.district);

    // The Profile save: same email (no password needed), a Brooklyn address.
    const saved = await client.post('/api/user/personal-info', { name: 'Mo Ver', email: user.email, ...at(BROOKLYN) });
    expect(saved.status).toBe(200);
    expect(() => profileResponse.parse(saved.body)).not.toThrow();
    expect(saved.body).toMatchObject({ congressionalDistrict: BROOKLYN.district, district: BROOKLYN.district, state: 'NY', zipCode: BROOKLYN.zipCode });
    // The district was looked up again: the answer carries what the banner shows.
    expect(saved.body.districtInfo).toMatchObject({ congressionalDistrict: BROOKLYN.district });
    expect(saved.body.validationMessage).toContain(BROOKLYN.district);

    // Voting reconciles in the event's transaction, then bumps the districts the votes left and joined.
    await districtOf(client, bill, BROOKLYN.district);
    await waitFor('the old district’s tally version to move', async () => (await districtVersion(VERMONT.district)) > homeVersion);

    const after = {
      home: { bill: await storedTally(bill, VERMONT.district), suggested: await storedTally(suggested, VERMONT.district) },
      away: { bill: await storedTally(bill, BROOKLYN.district), suggested: await storedTally(suggested, BROOKLYN.district) },
    };
    // The personal vote (weight 10) left Vermont and counts in Brooklyn.
    expect([after.home.bill.sp - before.home.bill.sp, after.home.bill.sw - before.home.bill.sw]).toEqual([-1, -10]);
    expect([after.away.bill.sp - before.away.bill.sp, after.away.bill.sw - before.away.bill.sw]).toEqual([1, 10]);
    // The archetype vote (weight 1) moved too.
    expect([after.home.suggested.sa - before.home.suggested.sa, after.home.suggested.sw - before.home.suggested.sw]).toEqual([-1, -1]);
    expect([after.away.suggested.sa - before.away.suggested.sa, after.away.suggested.sw - before.away.suggested.sw]).toEqual([1, 1]);

    // What each reads through the gateway: the mover sees Brooklyn, the neighbour Vermont without the mover.
    const moverNow = await tallies(client, [bill]);
    expect(moverNow[0]).toMatchObject({ district: BROOKLYN.district, support: { personal: after.away.bill.sp, weighted: after.away.bill.sw } });
    const neighbourNow = await tallies(neighbour.client, [bill, suggested]);
    expect(neighbourNow[0]).toMatchObject({ district: VERMONT.district, support: { personal: neighbourBefore[0]!.support.personal - 1 } });
    expect(neighbourNow[1]).toMatchObject({ support: { archetype: neighbourBefore[1]!.support.archetype - 1 } });

    // Retaking the survey recomputes archetype votes only: the personal vote stays as cast.
    expect((await client.post('/api/survey', { responses: PATRIOT })).body.archetype.key).toBe('Patriot');
    await waitFor('the archetype vote to follow the new archetype', async () =>
      ((await client.get('/api/votes')).body as Array<{ billId: string; vote: string }>).some((v) => v.billId === suggested && v.vote === 'oppose'),
    );
    const votes = Object.fromEntries(((await client.get('/api/votes')).body as Array<{ billId: string }>).map((v) => [v.billId, v]));
    expect(votes[bill]).toMatchObject({ vote: 'support', voteType: 'personal' });
    expect(votes[suggested]).toMatchObject({ vote: 'oppose', voteType: 'archetype' });
    const retaken = await storedTally(suggested, BROOKLYN.district);
    expect([retaken.sa - after.away.suggested.sa, retaken.oa - after.away.suggested.oa]).toEqual([-1, 1]);
    expect((await storedTally(bill, BROOKLYN.district)).sp).toBe(after.away.bill.sp);

    // `npm run voting:recount` finds every tally equal to its votes.
    expect(await tallyDrift([bill, suggested])).toEqual([]);
    expect(recount()).toEqual({ status: 0, drift: [] });
  });

  it('leaves the district and votes alone when only the name changes (no lookup, no event)', async () => {
    const bill = newBillId();
    await activateBill(bill, suggestions());
    const { client, user } = await signedInClient();
    await client.post('/api/user/personal-info', { name: 'Stay Put', ...at(VERMONT) });
    expect((await client.post('/api/votes', { billId: bill, vote: 'oppose' })).status).toBe(200);
    await districtOf(client, bill, VERMONT.district);
    const before = await storedTally(bill, VERMONT.district);

    const saved = await client.post('/api/user/personal-info', { name: 'Stay Still', email: user.email, ...at(VERMONT) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Stay Still', congressionalDistrict: VERMONT.district });
    expect(saved.body).not.toHaveProperty('validationMessage');
    expect(await storedTally(bill, VERMONT.district)).toEqual(before);
  });
});

describe('a Profile save with a new email (ADR 0012)', () => {
  const profile = { name: 'Em Ail', ...at(VERMONT) };

  it.each([
    ['without the current password', {}, MESSAGES.currentPasswordRequired],
    ['with an empty current password', { currentPassword: '' }, MESSAGES.currentPasswordRequired],
    ['with a wrong current password', { currentPassword: 'not-the-password' }, 'Current password is incorrect'],
  ])('is refused %s: 400 on currentPassword, nothing saved', async (_label, extra, message) => {
    const { client, email } = await signedInClient();
    await client.post('/api/user/personal-info', profile);
    const res = await client.post('/api/user/personal-info', { ...profile, name: 'Thief', email: uniqueEmail('thief'), ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(res.body.fieldErrors).toEqual({ currentPassword: message });
    expect((await client.get('/api/user')).body).toMatchObject({ email: email.toLowerCase(), name: 'Em Ail' });
  });

  it('is saved with the current password; the account then signs in with the new email only', async () => {
    const { client, email, password } = await signedInClient();
    await client.post('/api/user/personal-info', profile);
    const next = uniqueEmail('renamed');
    const res = await client.post('/api/user/personal-info', { ...profile, email: next, currentPassword: password });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(next.toLowerCase());
    expect(res.text).not.toMatch(/password|argon2/i);
    expect((await new ApiClient().post('/api/login', { email: next, password })).status).toBe(200);
    expect((await new ApiClient().post('/api/login', { email, password })).status).toBe(401);
  });

  it('needs no password when the email is the saved one, in any case', async () => {
    const { client, email } = await signedInClient();
    const res = await client.post('/api/user/personal-info', { ...profile, email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: email.toLowerCase(), name: 'Em Ail' });
  });

  it('takes the new password after a change of password', async () => {
    const { client, password } = await signedInClient();
    expect((await client.post('/api/user/change-password', { currentPassword: password, newPassword: 'fresh-horse-2' })).status).toBe(200);
    const stale = await client.post('/api/user/personal-info', { ...profile, email: uniqueEmail('x'), currentPassword: password });
    expect(stale.status).toBe(400);
    const ok = await client.post('/api/user/personal-info', { ...profile, email: uniqueEmail('y'), currentPassword: 'fresh-horse-2' });
    expect(ok.status).toBe(200);
  });
});
