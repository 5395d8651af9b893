import { signedInClient, type ApiClient } from '@civic/testing';
import { COMMUNITY_MESSAGES, type FollowedUser, type FollowState, type LocalEvent, type LocalEventsResponse, type UserProfile } from '@civic/contracts';
import { closeVotingSupport, db, waitFor } from './voting-support';

/*
 * The social graph through the real stack (SPEC §3 user_follow, user profile, event; §7 the
 * calls): follows and profiles from what identity publishes, local events of the caller's
 * district with RSVPs whose attendance never passes the limit, and calendar files.
 */
afterAll(async () => {
  await closeVotingSupport();
});

const NO_ONE = '00000000-0000-4000-8000-000000000000';

/** A signed-in voter with a name and an address; resolves once the social graph knows them. */
async function neighbour(name: string, city = 'Brooklyn', zipCode = '11211'): Promise<{ client: ApiClient; id: string }> {
  const { client, user } = await signedInClient();
  expect((await client.post('/api/user/personal-info', { name, address: '100 Bedford Ave', city, state: 'NY', zipCode })).status).toBe(200);
  await waitFor(`the social graph to know ${name}`, async () => (await db().query('SELECT 1 FROM social.users WHERE user_id = $1 AND name = $2', [user.id, name])).rowCount);
  return { client, id: user.id };
}

describe('follows and profiles', () => {
  it('follow, is-following, counts, lists and unfollow, each idempotent', async () => {
    const ada = await neighbour('Ada Follower');
    const bob = await neighbour('Bob Followed');

    const followed = await ada.client.post<FollowState>(`/api/users/${bob.id}/follow`);
    expect(followed.status).toBe(201);
    expect(followed.body).toEqual({ isFollowing: true, followerCount: 1 });
    expect((await ada.client.post<FollowState>(`/api/users/${bob.id}/follow`)).body).toEqual({ isFollowing: true, followerCount: 1 });
    expect((await ada.client.get(`/api/users/${bob.id}/is-following`)).body).toEqual({ isFollowing: true });
    expect((await bob.client.get(`/api/users/${ada.id}/is-following`)).body).toEqual({ isFollowing: false });

    const profile = await ada.client.get<UserProfile>(`/api/users/${bob.id}/profile`);
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({ id: bob.id, name: 'Bob Followed', voterArchetype: null, city: 'Brooklyn', state: 'NY', followerCount: 1, followingCount: 0 });
    expect((await bob.client.get<UserProfile>(`/api/users/${ada.id}/profile`)).body).toMatchObject({ followerCount: 0, followingCount: 1 });
    expect((await bob.client.get<FollowedUser[]>(`/api/users/${bob.id}/followers`)).body).toEqual([{ id: ada.id, name: 'Ada Follower', voterArchetype: null, city: 'Brooklyn', state: 'NY' }]);
    expect((await bob.client.get<FollowedUser[]>(`/api/users/${ada.id}/following`)).body.map((u) => u.id)).toEqual([bob.id]);
    expect((await bob.client.get<FollowedUser[]>(`/api/users/${bob.id}/following`)).body).toEqual([]);

    const unfollowed = await ada.client.delete<FollowState>(`/api/users/${bob.id}/follow`);
    expect(unfollowed.status).toBe(200);
    expect(unfollowed.body).toEqual({ isFollowing: false, followerCount: 0 });
    expect((await ada.client.delete<FollowState>(`/api/users/${bob.id}/follow`)).body).toEqual({ isFollowing: false, followerCount: 0 });
    expect((await ada.client.get(`/api/users/${bob.id}/is-following`)).body).toEqual({ isFollowing: false });
  });

  it('refuses following yourself (400) and answers 404 User not found for unknown users', async () => {
    const cy = await neighbour('Cy Self');
    const self = await cy.client.post(`/api/users/${cy.id}/follow`);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(COMMUNITY_MESSAGES.followSelf);
    for (const id of [NO_ONE, 'not-a-uuid']) {
      for (const res of [
        await cy.client.post(`/api/users/${id}/follow`),
        await cy.client.get(`/api/users/${id}/is-following`),
        await cy.client.get(`/api/users/${id}/profile`),
        await cy.client.get(`/api/users/${id}/followers`),
        await cy.client.get(`/api/users/${id}/following`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(COMMUNITY_MESSAGES.userNotFound);
      }
    }
  });

  it('is for signed-in users only', async () => {
    const { client } = await signedInClient();
    await client.post('/api/logout');
    expect((await client.get(`/api/users/${NO_ONE}/profile`)).status).toBe(401);
    expect((await client.get('/api/events')).status).toBe(401);
  });
});

describe('local events', () => {
  it("lists the district's sample events: upcoming soonest first, past latest first (at most 5)", async () => {
    const dee = await neighbour('Dee Local');
    const res = await dee.client.get<LocalEventsResponse>('/api/events');
    expect(res.status).toBe(200);
    const { district, upcoming, past } = res.body;
    expect(district).toMatch(/^NY-\d+$/);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(past.length).toBeLessThanOrEqual(5);
    const now = Date.now();
    for (const e of upcoming) expect(Date.parse(e.eventDate)).toBeGreaterThanOrEqual(now - 60_000);
    for (const e of past) expect(Date.parse(e.eventDate)).toBeLessThan(now);
    const times = (events: LocalEvent[]) => events.map((e) => Date.parse(e.eventDate));
    expect(times(upcoming)).toEqual([...times(upcoming)].sort((a, b) => a - b));
    expect(times(past)).toEqual([...times(past)].sort((a, b) => b - a));
    expect(upcoming[0]).toMatchObject({ district, attendance: expect.any(Number), attending: false });
    // A real place and a time with its zone (issue #24): venue, street address, end, time zone, marked as a sample.
    for (const e of [...upcoming, ...past]) {
      expect(e).toMatchObject({ venue: expect.stringMatching(/\S/), address: expect.stringMatching(/^\d+ .+, Brooklyn, NY$/), timeZone: 'America/New_York', isSample: true });
      expect(e.location).toBe(`${e.venue}, ${e.address}`);
      expect(Date.parse(e.endDate)).toBeGreaterThan(Date.parse(e.eventDate));
    }
  });

  it('has none for a user without an address yet', async () => {
    const { client } = await signedInClient();
    expect((await client.get('/api/events')).body).toEqual({ district: null, upcoming: [], past: [] });
  });

  it('RSVP and cancel move attendance by one each, idempotently; past and unknown events are refused', async () => {
    const eve = await neighbour('Eve Rsvp');
    const { upcoming, past } = (await eve.client.get<LocalEventsResponse>('/api/events')).body;
    const event = upcoming[0];
    const going = await eve.client.post<LocalEvent>(`/api/events/${event.id}/rsvp`);
    expect(going.status).toBe(201);
    expect(going.body).toMatchObject({ id: event.id, attending: true });
    const attendance = going.body.attendance;
    expect((await eve.client.post<LocalEvent>(`/api/events/${event.id}/rsvp`)).body).toMatchObject({ attendance, attending: true });
    expect((await eve.client.get<LocalEventsResponse>('/api/events')).body.upcoming.find((e) => e.id === event.id)).toMatchObject({ attendance, attending: true });
    const cancelled = await eve.client.delete<LocalEvent>(`/api/events/${event.id}/rsvp`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ attendance: attendance - 1, attending: false });
    expect((await eve.client.delete<LocalEvent>(`/api/events/${event.id}/rsvp`)).body).toMatchObject({ attendance: attendance - 1, attending: false });

    const late = await eve.client.post(`/api/events/${past[0].id}/rsvp`);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(COMMUNITY_MESSAGES.eventPast);
    for (const id of [NO_ONE, 'nope']) {
      const res = await eve.client.post(`/api/events/${id}/rsvp`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(COMMUNITY_MESSAGES.eventNotFound);
    }
  });

  it('marks a past event the user attended', async () => {
    const fay = await neighbour('Fay Attended');
    const { past } = (await fay.client.get<LocalEventsResponse>('/api/events')).body;
    // RSVPs close when an event starts, so this one is recorded as it would have been before.
    await db().query('INSERT INTO social.rsvps (event_id, user_id) VALUES ($1, $2)', [past[0].id, fay.id]);
    const again = (await fay.client.get<LocalEventsResponse>('/api/events')).body;
    expect(again.past.find((e) => e.id === past[0].id)?.attending).toBe(true);
  });

  it('never lets attendance pass maxAttendance when more voters RSVP at once than there are places', async () => {
    // Only residents of the event's district may RSVP: twelve neighbours, and an event where they
    // live. Buffalo (NY-26), a district no other suite lives in: the full event must not become
    // another suite's next upcoming event.
    const voters = await Promise.all(Array.from({ length: 12 }, (_, i) => neighbour(`Rush ${i}`, 'Buffalo', '14201')));
    const district = await waitFor('the neighbours to have a district', async () => (await voters[0].client.get<LocalEventsResponse>('/api/events')).body.district);
    const { rows } = await db().query(
      `INSERT INTO social.events (district, location, event_name, event_description, event_date, max_attendance)
       VALUES ($1, 'Small Room', 'Tiny Meetup', 'Three places only.', now() + interval '2 days', 3) RETURNING id`,
      [district],
    );
    const id: string = rows[0].id;
    const answers = await Promise.all(voters.map(({ client }) => client.post(`/api/events/${id}/rsvp`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect([r.status, r.body.message]).toEqual([409, COMMUNITY_MESSAGES.eventFull]);
    const { rows: after } = await db().query(`SELECT attendance, (SELECT count(*)::int FROM social.rsvps WHERE event_id = $1) AS rsvps FROM social.events WHERE id = $1`, [id]);
    expect(after[0]).toEqual({ attendance: 3, rsvps: 3 });
  });

  it('downloads an event as an iCalendar file', async () => {
    const gus = await neighbour('Gus Calendar');
    const event = (await gus.client.get<LocalEventsResponse>('/api/events')).body.upcoming[0];
    const res = await gus.client.get(`/api/events/${event.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain(`UID:${event.id}@civic`);
    expect(lines).toContain(`DTSTART:${event.eventDate.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(lines).toContain(`SUMMARY:${event.eventName}`);
    expect(res.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect((await gus.client.get(`/api/events/${NO_ONE}/calendar.ics`)).status).toBe(404);
  });
});
