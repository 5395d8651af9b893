import { randomUUID } from 'node:crypto';
import {
  EVENTS,
  PARTNER_EVENT_MESSAGES,
  PARTNER_MESSAGES,
  REVIEW_MESSAGES,
  SOCKET_EVENTS,
  zonedInstant,
  type LocalEventsResponse,
  type PartnerEventBody,
  type PartnerEventModeratedPush,
  type PartnerEventView,
  type ReviewLogEntry,
  type ReviewQueue,
} from '@civic/contracts';
import type { ApiClient } from '@civic/testing';
import { closeVotingSupport, db, publishEvent } from './voting-support';
import { BROOKLYN, eventWhere, sockets, voter, type Home } from './discussions-support';
import { accountCommand, emailOf, grantPartner } from './accounts-support';

/*
 * District events published by partner parties (issue #27 item 5, ADR 0031): only a partner may
 * publish or list them; the body is validated field by field; the text goes through the AI
 * moderation (the offline rules in the test stack) and only an approved event reaches the Events
 * tab of that district's voters, with the organizing party; pending, held and rejected ones never do.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

/** 04101 → ME-01 in the ZIP table identity ships with: no other suite looks at that district's events. */
const PORTLAND: Home = { address: '5 Monument Sq', city: 'Portland', state: 'ME', zipCode: '04101' };

const DAY = 24 * 3600 * 1000;
/** A wall-clock time `days` from now, as a date-and-time field gives it. */
const localIn = (days: number, hhmm: string) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T${hhmm}`;

const townHall = (overrides: Partial<Record<keyof PartnerEventBody, unknown>> = {}) => ({
  district: 'ME-01',
  eventName: `Town Hall on Clean Water ${randomUUID().slice(0, 6)}`,
  eventDescription: 'Join us for a town hall on clean water. Ask questions and hear from neighbours and candidates.',
  venue: 'Portland Public Library, Community Room',
  address: '5 Monument Square, Portland, ME 04101',
  startsAt: localIn(12, '18:30'),
  endsAt: localIn(12, '20:00'),
  timeZone: 'America/New_York',
  maxAttendance: 80,
  ...overrides,
});

async function partner(name: string, party: string) {
  const p = await voter(name, undefined, PORTLAND);
  await grantPartner(p.id, party);
  return p;
}

const ownEvents = async (client: ApiClient) => (await client.get<PartnerEventView[]>('/api/partner/events')).body;
const eventsTab = async (client: ApiClient) => {
  const res = await client.get<LocalEventsResponse>('/api/events');
  expect(res.status).toBe(200);
  return [...res.body.upcoming, ...res.body.past];
};

/** Publishes and waits for the verdict pushed to the partner's own room (the listener is on before the POST). */
async function publishAndAwaitVerdict(p: Awaited<ReturnType<typeof partner>>, body: ReturnType<typeof townHall>) {
  const pushed = eventWhere<PartnerEventModeratedPush>(p.socket, SOCKET_EVENTS.partnerEventModerated, (m) => m.event.eventName === body.eventName);
  const res = await p.client.post<PartnerEventView>('/api/partner/events', body);
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ status: 'pending', moderationReason: null, eventName: body.eventName });
  const verdict = (await pushed).event;
  expect(verdict.id).toBe(res.body.id);
  return verdict;
}

describe('partner events: who may publish', () => {
  it('answers 404 to an account that is not a partner, for both routes, and stores nothing', async () => {
    const someone = await voter('Nora Notpartner', undefined, PORTLAND);
    const post = await someone.client.post('/api/partner/events', townHall());
    expect([post.status, post.body.message]).toEqual([404, PARTNER_MESSAGES.notFound]);
    // Even an invalid body gets the 404: the route does not tell others what it expects.
    expect((await someone.client.post('/api/partner/events', { district: 42 })).status).toBe(404);
    const list = await someone.client.get('/api/partner/events');
    expect([list.status, list.body.message]).toEqual([404, PARTNER_MESSAGES.notFound]);
    expect((await db().query('SELECT 1 FROM social.events WHERE organizer_id = $1', [someone.id])).rowCount).toBe(0);
  });
});

describe('partner events: validation', () => {
  let p: Awaited<ReturnType<typeof partner>>;
  beforeAll(async () => {
    p = await partner('Val Idator', 'Validation Party');
  });

  const refused = async (body: unknown) => {
    const res = await p.client.post<{ message: string; fieldErrors?: Record<string, string> }>('/api/partner/events', body);
    expect(res.status).toBe(400);
    return res.body;
  };

  it('names every missing field with its own message', async () => {
    const { fieldErrors } = await refused({});
    expect(fieldErrors).toEqual({
      district: PARTNER_EVENT_MESSAGES.district,
      eventName: PARTNER_EVENT_MESSAGES.eventNameRequired,
      eventDescription: PARTNER_EVENT_MESSAGES.eventDescriptionRequired,
      venue: PARTNER_EVENT_MESSAGES.venueRequired,
      address: PARTNER_EVENT_MESSAGES.addressRequired,
      startsAt: PARTNER_EVENT_MESSAGES.startsAt,
      endsAt: PARTNER_EVENT_MESSAGES.endsAt,
      timeZone: PARTNER_EVENT_MESSAGES.timeZone,
      maxAttendance: PARTNER_EVENT_MESSAGES.maxAttendance,
    });
  });

  it.each([
    ['a malformed district', { district: 'Vermont' }, 'district', PARTNER_EVENT_MESSAGES.district],
    ['a district no ZIP is in', { district: 'ZZ-01' }, 'district', PARTNER_EVENT_MESSAGES.districtNotFound],
    ['a name too long', { eventName: 'x'.repeat(151) }, 'eventName', PARTNER_EVENT_MESSAGES.eventNameTooLong],
    ['a control character in the venue', { venue: 'Library\u0000' }, 'venue', 'Venue must not contain control characters'],
    ['a description too long', { eventDescription: 'y'.repeat(2001) }, 'eventDescription', PARTNER_EVENT_MESSAGES.eventDescriptionTooLong],
    ['a day that does not exist', { startsAt: '2031-02-30T18:00' }, 'startsAt', PARTNER_EVENT_MESSAGES.startsAt],
    ['an instant instead of a wall-clock time', { startsAt: '2031-02-03T18:00:00Z' }, 'startsAt', PARTNER_EVENT_MESSAGES.startsAt],
    ['a start in the past', { startsAt: localIn(-2, '18:00'), endsAt: localIn(-2, '19:00') }, 'startsAt', PARTNER_EVENT_MESSAGES.startInFuture],
    ['a start years ahead', { startsAt: localIn(800, '18:00'), endsAt: localIn(800, '19:00') }, 'startsAt', PARTNER_EVENT_MESSAGES.startTooFar],
    ['an end before the start', { endsAt: localIn(12, '17:00') }, 'endsAt', PARTNER_EVENT_MESSAGES.endAfterStart],
    ['an event of two weeks', { endsAt: localIn(26, '18:00') }, 'endsAt', PARTNER_EVENT_MESSAGES.tooLong],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone', PARTNER_EVENT_MESSAGES.timeZone],
    ['an offset instead of a zone', { timeZone: '+05:00' }, 'timeZone', PARTNER_EVENT_MESSAGES.timeZone],
    ['no room for anyone', { maxAttendance: 0 }, 'maxAttendance', PARTNER_EVENT_MESSAGES.maxAttendance],
    ['a fraction of a person', { maxAttendance: 2.5 }, 'maxAttendance', PARTNER_EVENT_MESSAGES.maxAttendance],
    ['words for a number', { maxAttendance: 'many' }, 'maxAttendance', PARTNER_EVENT_MESSAGES.maxAttendance],
    ['an object for a name', { eventName: { $gt: '' } }, 'eventName', PARTNER_EVENT_MESSAGES.eventNameRequired],
  ])('refuses %s with a 400 on that field', async (_what, change, field, message) => {
    const body = await refused(townHall(change));
    expect(body.message).toBe(message);
    expect(body.fieldErrors?.[field]).toBe(message);
  });

  it('refuses a body that is not an object, and stored none of the refused events', async () => {
    for (const raw of [null, [], 'event']) expect((await p.client.post('/api/partner/events', raw as never)).status).toBe(400);
    expect((await db().query('SELECT 1 FROM social.events WHERE organizer_id = $1', [p.id])).rowCount).toBe(0);
    expect(await ownEvents(p.client)).toEqual([]);
  });
});

describe('partner events: moderation and the Events tab', () => {
  it("publishes a civil town hall once approved, in that district's Events tab only, hosted by the party", async () => {
    const p = await partner('Gwen Mountain', 'Green Mountain Party');
    const [mainer, brooklynite] = await Promise.all([voter('Mae Maine', undefined, PORTLAND), voter('Bo Brooklyn', undefined, BROOKLYN)]);
    const body = townHall({ maxAttendance: '120' });
    const verdict = await publishAndAwaitVerdict(p, body);
    const start = zonedInstant(body.startsAt as string, 'America/New_York')!.toISOString();
    expect(verdict).toMatchObject({ status: 'approved', moderationReason: null, party: 'Green Mountain Party', district: 'ME-01', eventDate: start, timeZone: 'America/New_York', maxAttendance: 120 });

    expect(await ownEvents(p.client)).toEqual([verdict]);
    const shown = (await eventsTab(mainer.client)).find((e) => e.id === verdict.id);
    expect(shown).toMatchObject({ party: 'Green Mountain Party', isSample: false, eventName: body.eventName, venue: body.venue, address: body.address, eventDate: start, attending: false });
    expect((await eventsTab(brooklynite.client)).some((e) => e.id === verdict.id)).toBe(false);
    // A voter of the district can go to it (and a voter elsewhere cannot).
    expect((await mainer.client.post(`/api/events/${verdict.id}/rsvp`)).status).toBe(201);
    expect((await brooklynite.client.post(`/api/events/${verdict.id}/rsvp`)).status).toBe(404);

    // The same event taken back to pending (as a resubmission would) is out of sight at once.
    await db().query(`UPDATE social.events SET moderation_status = 'pending' WHERE id = $1`, [verdict.id]);
    expect((await eventsTab(mainer.client)).some((e) => e.id === verdict.id)).toBe(false);
    expect((await mainer.client.get(`/api/events/${verdict.id}/calendar.ics`)).status).toBe(404);
    expect((await mainer.client.delete(`/api/events/${verdict.id}/rsvp`)).status).toBe(404);
  });

  it('rejects an advert with the reason for the partner, and never shows it to voters', async () => {
    const p = await partner('Sal Seller', 'Bargain Party');
    const mainer = await voter('Vic Maine', undefined, PORTLAND);
    const verdict = await publishAndAwaitVerdict(
      p,
      townHall({ eventName: `Huge sale ${randomUUID().slice(0, 6)}`, eventDescription: 'Visit www.cheap-watches.example for 90% off!!! Buy now, limited offer, click here' }),
    );
    expect(verdict.status).toBe('rejected');
    expect(verdict.moderationReason).toMatch(/advertis/i);
    expect((await ownEvents(p.client)).map((e) => [e.id, e.status])).toEqual([[verdict.id, 'rejected']]);
    expect((await eventsTab(mainer.client)).some((e) => e.id === verdict.id)).toBe(false);
    expect((await mainer.client.post(`/api/events/${verdict.id}/rsvp`)).status).toBe(404);
    expect((await mainer.client.get(`/api/events/${verdict.id}/calendar.ics`)).status).toBe(404);
  });

  it('rejects an abusive event and holds one the AI is unsure of; neither reaches voters', async () => {
    const p = await partner('Ab User', 'Rope Party');
    const mainer = await voter('Val Maine', undefined, PORTLAND);
    const abusive = await publishAndAwaitVerdict(p, townHall({ eventDescription: 'Come and tell those idiots on the council what worthless scum they are. Bring rope.' }));
    expect(abusive.status).toBe('rejected');
    expect(abusive.moderationReason).toBeTruthy();
    // A street address in the text the AI reads (here in the venue's name): the offline rules hold it for a person.
    const held = await publishAndAwaitVerdict(
      p,
      townHall({ eventDescription: 'Our candidates answer your questions about housing and transit. Free entry, everyone welcome.', venue: 'High School Auditorium, 12 Oak Avenue, Portland, ME' }),
    );
    expect(held.status).toBe('held');
    expect(held.moderationReason).toBeTruthy();
    const seen = (await eventsTab(mainer.client)).map((e) => e.id);
    expect(seen).not.toContain(abusive.id);
    expect(seen).not.toContain(held.id);
    expect((await ownEvents(p.client)).map((e) => e.status)).toEqual(['held', 'rejected']);
  });

  it('a late or repeated verdict changes nothing once the event was decided', async () => {
    const p = await partner('Rita Redeliver', 'Repeat Party');
    const verdict = await publishAndAwaitVerdict(p, townHall());
    expect(verdict.status).toBe('approved');
    const { rows } = await db().query<{ review_request_id: string }>('SELECT review_request_id FROM social.events WHERE id = $1', [verdict.id]);
    await publishEvent('social-graph', EVENTS.localEventModerationCompleted, {
      eventId: verdict.id,
      contentVersion: 1,
      requestEventId: rows[0]!.review_request_id,
      result: { ok: true, output: { decision: 'rejected', reasons: ['Late verdict'], categories: ['spam'] }, provenance: { provider: 'local', model: 'late', promptVersion: '1' } },
    });
    expect(await ownEvents(p.client)).toEqual([verdict]);
  });
});

describe('partner events: held events in the operators\' review queue', () => {
  it('an operator approves one (it reaches voters) and rejects another with a reason the partner reads; every step is logged', async () => {
    const p = await partner('Hal Harbor', 'Harbor Party');
    const [mainer, op] = await Promise.all([voter('Mo Maine', undefined, PORTLAND), voter('Opal Operator', undefined, PORTLAND)]);
    expect(accountCommand('grant-operator', await emailOf(op.id)).status).toBe(0);
    // A street address in the venue's name: the offline rules hold it.
    const heldBody = () =>
      townHall({ eventDescription: 'Our candidates answer your questions about housing and transit. Free entry, everyone welcome.', venue: 'High School Auditorium, 12 Oak Avenue, Portland, ME' });
    const first = await publishAndAwaitVerdict(p, heldBody());
    const second = await publishAndAwaitVerdict(p, heldBody());
    expect([first.status, second.status]).toEqual(['held', 'held']);

    const queue = (await op.client.get<ReviewQueue>('/api/review/queue')).body.items.filter((i) => i.itemType === 'event' && [first.id, second.id].includes(i.itemId));
    expect(queue.map((i) => i.itemId)).toEqual([first.id, second.id]);
    expect(queue[0]).toMatchObject({ queue: 'held', status: 'held', author: { id: p.id, name: 'Hal Harbor' }, discussionId: null, reports: [], appeal: null, ai: { decision: 'held', provider: 'local', scores: null } });
    expect(queue[0]!.ai!.categories).toContain('personal_information');
    expect(queue[0]!.content).toContain('5 Monument Square, Portland, ME 04101');
    // Voters see neither while they wait.
    expect((await eventsTab(mainer.client)).some((e) => [first.id, second.id].includes(e.id))).toBe(false);

    const approvedPush = eventWhere<PartnerEventModeratedPush>(p.socket, SOCKET_EVENTS.partnerEventModerated, (m) => m.event.id === first.id && m.event.status === 'approved');
    const approve = await op.client.post<ReviewLogEntry>('/api/review/decisions', { itemType: 'event', itemId: first.id, action: 'approve' });
    expect(approve.status).toBe(201);
    expect(approve.body).toMatchObject({ itemType: 'event', itemId: first.id, action: 'approved', actor: { id: op.id, name: 'Opal Operator' }, aiDecision: 'held' });
    expect((await approvedPush).event.moderationReason).toBeNull();
    expect((await eventsTab(mainer.client)).find((e) => e.id === first.id)?.party).toBe('Harbor Party');

    const reason = 'Please name a public venue without a home address.';
    const reject = await op.client.post<ReviewLogEntry>('/api/review/decisions', { itemType: 'event', itemId: second.id, action: 'reject', reason });
    expect([reject.status, reject.body.action]).toEqual([201, 'rejected']);
    expect((await ownEvents(p.client)).find((e) => e.id === second.id)).toMatchObject({ status: 'rejected', moderationReason: reason });
    expect((await eventsTab(mainer.client)).some((e) => e.id === second.id)).toBe(false);

    const again = await op.client.post<{ message: string }>('/api/review/decisions', { itemType: 'event', itemId: second.id, action: 'approve' });
    expect([again.status, again.body.message]).toEqual([409, REVIEW_MESSAGES.notInQueue]);
    const unknown = await op.client.post<{ message: string }>('/api/review/decisions', { itemType: 'event', itemId: randomUUID(), action: 'approve' });
    expect([unknown.status, unknown.body.message]).toEqual([404, REVIEW_MESSAGES.itemNotFound]);
    // Events are not reported or appealed (yet): as for an item that does not exist.
    expect((await mainer.client.post('/api/reports', { itemType: 'event', itemId: first.id, reason: 'spam' })).status).toBe(404);

    const log = (await op.client.get<ReviewLogEntry[]>('/api/review/log')).body.filter((e) => e.itemType === 'event' && [first.id, second.id].includes(e.itemId));
    expect(log.map((e) => [e.itemId, e.action, e.actor?.name ?? null])).toEqual([
      [second.id, 'rejected', 'Opal Operator'],
      [first.id, 'approved', 'Opal Operator'],
      [second.id, 'held', null],
      [first.id, 'held', null],
    ]);
  });
});
