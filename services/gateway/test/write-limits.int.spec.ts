import { signedInClient, type ApiClient } from '@civic/testing';
import { COMMUNITY_MESSAGES, type LocalEventsResponse } from '@civic/contracts';
import { closeVotingSupport, db, waitFor } from './voting-support';
import { gatewayRoutes, routeName } from './route-table-support';

/*
 * One budget per limit, and a limit on every write (the test stack runs .env.example's figures).
 * A named limit is counted per user (or IP) across every route that names it; every write of
 * the route table names at least one; moving district has its own daily limit that says when the
 * next move is possible; an RSVP is only for an event of one's own district.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const USER_BILL_WRITES = env('RATE_LIMIT_USER_BILL_WRITES_PER_USER_PER_MINUTE', 30);
const FOLLOW_WRITES = env('RATE_LIMIT_FOLLOW_WRITES_PER_USER_PER_MINUTE', 60);
const MOVES_PER_DAY = env('RATE_LIMIT_DISTRICT_MOVES_PER_DAY', 3);
const NO_ONE = '00000000-0000-4000-8000-000000000000';

afterAll(closeVotingSupport);

function expectTooMany(res: { status: number; body: { message?: string }; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(/^Too many requests\. Please (wait a moment and try again|try again in \d+ (minutes|hours))\.$/);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe('the route table', () => {
  it('gives every write at least one rate limit (a write added later without one fails here)', async () => {
    const unlimited = (await gatewayRoutes()).filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && r.rateLimits.length === 0).map(routeName);
    expect(unlimited).toEqual([]);
  });

  it('names the same limit on every user-bill write and every follow write', async () => {
    const routes = await gatewayRoutes();
    const limitsOf = (method: string, path: string) => routes.find((r) => r.method === method && r.path === path)?.rateLimits;
    for (const [method, path] of [['POST', '/api/user-bills'], ['PUT', '/api/user-bills/:id'], ['DELETE', '/api/user-bills/:id']]) expect(limitsOf(method, path)).toEqual(['user-bill-writes']);
    for (const method of ['POST', 'DELETE']) expect(limitsOf(method, '/api/users/:id/follow')).toEqual(['follow-writes']);
  });
});

describe('one budget per limit', () => {
  it(`user-bill writes: after ${USER_BILL_WRITES} of them, POST, PUT and DELETE are all refused; another user is not`, async () => {
    const { client } = await signedInClient();
    const statuses: number[] = [];
    // An invalid create is answered 400 after the limit counted it, without writing anything.
    for (let i = 0; i < USER_BILL_WRITES; i++) statuses.push((await client.post('/api/user-bills', {})).status);
    expect(statuses).toEqual(Array(USER_BILL_WRITES).fill(400));
    expectTooMany(await client.post('/api/user-bills', {}));
    expectTooMany(await client.put(`/api/user-bills/${NO_ONE}`, { title: 'Edited' }));
    expectTooMany(await client.delete(`/api/user-bills/${NO_ONE}`));
    const other = await signedInClient();
    expect((await other.client.delete(`/api/user-bills/${NO_ONE}`)).status).toBe(404);
  });

  it(`follows and unfollows share ${FOLLOW_WRITES} a minute`, async () => {
    const { client } = await signedInClient();
    const statuses: number[] = [];
    for (let i = 0; i < FOLLOW_WRITES; i++) statuses.push((await (i % 2 ? client.delete(`/api/users/${NO_ONE}/follow`) : client.post(`/api/users/${NO_ONE}/follow`))).status);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    expectTooMany(await client.delete(`/api/users/${NO_ONE}/follow`));
    expectTooMany(await client.post(`/api/users/${NO_ONE}/follow`));
  });
});

describe('moving district', () => {
  /** Addresses in distinct districts the shipped ZIP table resolves (one district per ZIP). */
  async function homes(n: number, except: string): Promise<Array<{ address: string; city: string; state: string; zipCode: string; district: string }>> {
    const { rows } = await db().query(
      `SELECT DISTINCT ON (district) zcta, state, district FROM identity.zcta_districts
        WHERE zcta IN (SELECT zcta FROM identity.zcta_districts GROUP BY zcta HAVING count(*) = 1) AND district <> $1
        ORDER BY district, zcta LIMIT $2`,
      [except, n],
    );
    expect(rows).toHaveLength(n);
    return rows.map((r: { zcta: string; state: string; district: string }) => ({ address: '1 Main St', city: 'Springfield', state: r.state, zipCode: r.zcta, district: r.district }));
  }
  const start = { name: 'Mo Mover', address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211' };

  it(`a burst of moves: ${MOVES_PER_DAY} go through, the rest are refused saying when the next is possible`, async () => {
    const { client, user } = await signedInClient();
    // The first district is not a move.
    expect((await client.post('/api/user/personal-info', start)).status).toBe(200);
    const targets = await homes(2 * MOVES_PER_DAY, 'NY-07');
    const answers = await Promise.all(targets.map((home) => client.post('/api/user/personal-info', { name: start.name, ...home })));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(MOVES_PER_DAY);
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(new RegExp(`^You can change your district ${MOVES_PER_DAY} times a day\\. You can change it again after \\d{4}-\\d{2}-\\d{2} at \\d{2}:\\d{2} UTC\\.$`));
      expect(res.body.fieldErrors).toEqual({ address: res.body.message });
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(23 * 3600);
      expect(wait).toBeLessThanOrEqual(24 * 3600);
    }
    const { rows } = await db().query('SELECT count(*)::int AS n FROM identity.district_moves WHERE user_id = $1 AND counted', [user.id]);
    expect(rows[0].n).toBe(MOVES_PER_DAY);
    // The user lives where the last admitted move put them.
    const me = (await client.get('/api/user')).body;
    expect(targets.map((t) => t.district)).toContain(me.district);
    // Saving the profile without moving is still fine.
    expect((await client.post('/api/user/personal-info', { name: 'Mo Still', address: me.address, city: me.city, state: me.state, zipCode: me.zipCode })).status).toBe(200);
  });
});

describe('RSVP', () => {
  async function resident(name: string, home: { city: string; state: string; zipCode: string }): Promise<{ client: ApiClient; id: string; district: string }> {
    const { client, user } = await signedInClient();
    expect((await client.post('/api/user/personal-info', { name, address: '1 Main St', ...home })).status).toBe(200);
    const events = await waitFor(`events of ${name}'s district`, async () => {
      const res = await client.get<LocalEventsResponse>('/api/events');
      return res.body.district && res.body.upcoming.length ? res.body : undefined;
    });
    return { client, id: user.id, district: events.district! };
  }

  it('to an event of another district is not found, and changes nothing', async () => {
    const brooklyn = await resident('Bea Brooklyn', { city: 'Brooklyn', state: 'NY', zipCode: '11211' });
    const vermont = await resident('Vic Vermont', { city: 'Burlington', state: 'VT', zipCode: '05401' });
    expect(brooklyn.district).not.toBe(vermont.district);
    const event = (await brooklyn.client.get<LocalEventsResponse>('/api/events')).body.upcoming[0];
    const res = await vermont.client.post(`/api/events/${event.id}/rsvp`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(COMMUNITY_MESSAGES.eventNotFound);
    const { rows } = await db().query('SELECT count(*)::int AS n FROM social.rsvps WHERE user_id = $1', [vermont.id]);
    expect(rows[0].n).toBe(0);
    expect((await brooklyn.client.post(`/api/events/${event.id}/rsvp`)).status).toBe(201);
  });
});
