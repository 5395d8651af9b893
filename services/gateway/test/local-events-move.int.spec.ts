import { signedInClient, type ApiClient } from '@civic/testing';
import type { LocalEvent, LocalEventsResponse } from '@civic/contracts';
import { closeVotingSupport, db, waitFor } from './voting-support';

/*
 * Events people can go to (issue #24) through the real stack: every district gets its own
 * sample events (distinct venues and dates, marked as samples), and an RSVP to an upcoming event
 * in a district the voter moves out of is cancelled with the move (identity's event), while what
 * they attended in the past stays.
 */
afterAll(async () => {
  await closeVotingSupport();
});

const BROOKLYN = { address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211' };
const BURLINGTON = { address: '1 Church St', city: 'Burlington', state: 'VT', zipCode: '05401' };

async function eventsOf(client: ApiClient, district: string): Promise<LocalEventsResponse> {
  return waitFor(`events of ${district}`, async () => {
    const res = await client.get<LocalEventsResponse>('/api/events');
    return res.body.district === district && res.body.upcoming.length > 0 ? res.body : undefined;
  });
}

const attendanceOf = async (id: string) => (await db().query('SELECT attendance FROM social.events WHERE id = $1', [id])).rows[0].attendance as number;

describe('moving out of a district', () => {
  it("cancels the voter's upcoming RSVPs there, keeps past ones, and shows the new district's events", async () => {
    const { client, user } = await signedInClient();
    expect((await client.post('/api/user/personal-info', { name: 'Mo Mover', ...BROOKLYN })).status).toBe(200);
    const brooklyn = await eventsOf(client, 'NY-07');
    const [next, later] = brooklyn.upcoming;
    for (const e of [next!, later!]) expect((await client.post<LocalEvent>(`/api/events/${e.id}/rsvp`)).status).toBe(201);
    const going = await attendanceOf(next!.id);
    // RSVPs close when an event starts, so a past one is recorded as it would have been before.
    const attended = brooklyn.past[0]!;
    await db().query('INSERT INTO social.rsvps (event_id, user_id) VALUES ($1, $2)', [attended.id, user.id]);

    const moved = await client.post('/api/user/personal-info', { name: 'Mo Mover', ...BURLINGTON });
    expect(moved.status).toBe(200);
    const vermont = await eventsOf(client, 'VT-AL');
    expect(vermont.upcoming.every((e) => e.district === 'VT-AL' && e.address.endsWith('Burlington, VT') && !e.attending)).toBe(true);

    const { rows } = await db().query('SELECT event_id FROM social.rsvps WHERE user_id = $1 ORDER BY event_id', [user.id]);
    expect(rows.map((r) => r.event_id)).toEqual([attended.id]);
    expect(await attendanceOf(next!.id)).toBe(going - 1);

    // Back in Brooklyn: the cancelled RSVPs stay cancelled; the past one still reads as attended.
    expect((await client.post('/api/user/personal-info', { name: 'Mo Mover', ...BROOKLYN })).status).toBe(200);
    const back = await eventsOf(client, 'NY-07');
    expect(back.upcoming.filter((e) => e.attending)).toEqual([]);
    expect(back.past.find((e) => e.id === attended.id)?.attending).toBe(true);
  });

  it('a redelivered or older profile event cancels nothing it should not', async () => {
    const { client, user } = await signedInClient();
    expect((await client.post('/api/user/personal-info', { name: 'Ned Stayer', ...BURLINGTON })).status).toBe(200);
    const vermont = await eventsOf(client, 'VT-AL');
    const event = vermont.upcoming[0]!;
    expect((await client.post(`/api/events/${event.id}/rsvp`)).status).toBe(201);
    // Saving the same address again publishes nothing that moves the district: the RSVP stays.
    expect((await client.post('/api/user/personal-info', { name: 'Ned Stayer Jr', ...BURLINGTON })).status).toBe(200);
    await waitFor('the social graph to know the new name', async () => (await db().query('SELECT 1 FROM social.users WHERE user_id = $1 AND name = $2', [user.id, 'Ned Stayer Jr'])).rowCount);
    expect((await client.get<LocalEventsResponse>('/api/events')).body.upcoming.find((e) => e.id === event.id)?.attending).toBe(true);
  });
});

describe('sample events', () => {
  it('differ from district to district and say they are samples', async () => {
    const a = (await signedInClient()).client;
    const b = (await signedInClient()).client;
    expect((await a.post('/api/user/personal-info', { name: 'Pat Brooklyn', ...BROOKLYN })).status).toBe(200);
    expect((await b.post('/api/user/personal-info', { name: 'Quinn Vermont', ...BURLINGTON })).status).toBe(200);
    const [ny, vt] = [await eventsOf(a, 'NY-07'), await eventsOf(b, 'VT-AL')];
    const places = (r: LocalEventsResponse) => new Set([...r.upcoming, ...r.past].map((e) => `${e.venue}|${e.address}|${e.eventDate}`));
    const shared = [...places(ny)].filter((p) => places(vt).has(p));
    expect(shared).toEqual([]);
    for (const e of [...ny.upcoming, ...vt.upcoming]) expect(e.isSample).toBe(true);
  });
});
