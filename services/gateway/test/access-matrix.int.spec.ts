import { ApiClient } from '@civic/testing';
import { SOCKET_EVENTS, type DiscussionModeratedPush, type DiscussionView, type LocalEventsResponse, type NotificationView, type ReplyModeratedPush, type ReplyView } from '@civic/contracts';
import { closeVotingSupport, waitFor } from './voting-support';
import { discussableBill, eventWhere, sockets, voter } from './discussions-support';
import { gatewayRoutes, routeName, type GatewayRoute } from './route-table-support';

/*
 * The access-control matrix: every route of the running gateway (its route table) × {signed
 * out, another user, the owner} → the status each must get. Routes about something owned name
 * the resource (a small table of owned resources below, each made by the owner); a route the
 * table does not know fails the test, so a new route cannot ship without its row.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

type Voter = Awaited<ReturnType<typeof voter>>;
/** Something the owner has, by id: made once, or fresh for a route that destroys it. */
type Resource = 'userBill' | 'discussion' | 'reply' | 'notification' | 'ownerUser' | 'event' | 'bill' | 'district';

interface Row {
  /** [signed out, another user, the owner]. */
  expect: [number, number, number];
  resource?: Resource;
  /** The route destroys or changes its resource: each caller gets one of its own, fresh. */
  fresh?: boolean;
  body?: unknown;
  query?: string;
  /** Signs the caller out: run with throwaway sessions. */
  endsSession?: boolean;
}

const SIGNED_IN: [number, number, number] = [401, 200, 200];
const civil = { title: 'Fund rural water systems', content: 'Small towns cannot replace lead pipes on their own; federal matching grants make it possible.' };

const MATRIX: Record<string, Row> = {
  // Open to visitors (a bad body is the same 400 for everyone).
  'POST /api/register': { expect: [400, 400, 400], body: {} },
  'POST /api/login': { expect: [400, 400, 400], body: {} },
  'POST /api/logout': { expect: [200, 200, 200], body: {}, endsSession: true },
  'POST /api/partner-contact': { expect: [201, 201, 201], body: { name: 'Avery', email: 'avery@example.org', subject: 'Hello', message: 'We would like to partner with you.' } },
  // A partner party's events: 404 for everyone but a partner's account (neither voter is one).
  'GET /api/partner/events': { expect: [401, 404, 404] },
  'POST /api/partner/events': { expect: [401, 404, 404], body: {} },
  'GET /health/live': { expect: [200, 200, 200] },
  'GET /health/ready': { expect: [200, 200, 200] },
  // The public district page, the ZIP search and the open data (ADR 0030): the same for everyone.
  'GET /api/districts': { expect: [200, 200, 200], query: '?zip=57501' },
  'GET /api/districts/:district': { expect: [200, 200, 200], resource: 'district' },
  'GET /api/open/districts/:district/tallies.csv': { expect: [200, 200, 200], resource: 'district' },
  'GET /api/open/districts/:district/tallies.json': { expect: [200, 200, 200], resource: 'district' },
  'GET /api/open/bills/:billId/tallies.csv': { expect: [200, 200, 200], resource: 'bill' },
  'GET /api/open/bills/:billId/tallies.json': { expect: [200, 200, 200], resource: 'bill' },
  // The caller's own account: no one else's to reach.
  'GET /api/user': { expect: SIGNED_IN },
  'POST /api/user/change-password': { expect: [401, 400, 400], body: { currentPassword: 'whatever', newPassword: '123' } },
  'POST /api/user/personal-info': { expect: [401, 400, 400], body: {} },
  'POST /api/survey': { expect: [401, 400, 400], body: {} },
  'POST /api/user/populate-archetype-votes': { expect: [401, 202, 202], body: {} },
  // Shared reads and the caller's own lists.
  'GET /api/bills': { expect: SIGNED_IN },
  'GET /api/bills/:billId': { expect: SIGNED_IN, resource: 'bill' },
  'GET /api/policy-areas': { expect: SIGNED_IN },
  'GET /api/votes': { expect: SIGNED_IN },
  'POST /api/votes': { expect: [401, 400, 400], body: {} },
  'GET /api/votes/with-bills': { expect: SIGNED_IN },
  'GET /api/district/votes': { expect: SIGNED_IN, query: '?billIds=119-hr-1' },
  'GET /api/user-bills': { expect: SIGNED_IN },
  'GET /api/user-bills/public': { expect: SIGNED_IN },
  'POST /api/user-bills': { expect: [401, 400, 400], body: {} },
  'GET /api/discussions': { expect: SIGNED_IN, query: '?billType=congressional&billId=119-hr-1' },
  'POST /api/discussions': { expect: [401, 400, 400], body: {} },
  'GET /api/feed': { expect: SIGNED_IN },
  'GET /api/notifications': { expect: SIGNED_IN },
  'PUT /api/notifications/read-all': { expect: [401, 204, 204] },
  'GET /api/events': { expect: SIGNED_IN },
  'GET /api/following/replies': { expect: SIGNED_IN },
  // A private draft user bill: another user cannot tell it exists.
  'GET /api/user-bills/:id': { expect: [401, 404, 200], resource: 'userBill' },
  'PUT /api/user-bills/:id': { expect: [401, 404, 200], resource: 'userBill', body: { title: 'Edited', moderationStatus: 'draft' } },
  'DELETE /api/user-bills/:id': { expect: [401, 404, 204], resource: 'userBill', fresh: true },
  // An approved discussion: everyone reads it and may upvote it; only its author edits it (and never upvotes it).
  'GET /api/discussions/:id': { expect: SIGNED_IN, resource: 'discussion' },
  'PUT /api/discussions/:id': { expect: [401, 403, 200], resource: 'discussion', fresh: true, body: civil },
  'DELETE /api/discussions/:id': { expect: [401, 403, 204], resource: 'discussion', fresh: true },
  'POST /api/discussions/:id/upvote': { expect: [401, 201, 403], resource: 'discussion' },
  'DELETE /api/discussions/:id/upvote': { expect: [401, 200, 403], resource: 'discussion' },
  'GET /api/discussions/:id/replies': { expect: SIGNED_IN, resource: 'discussion' },
  'POST /api/discussions/:id/replies': { expect: [401, 201, 201], resource: 'discussion', body: { content: 'I agree.' } },
  // An approved reply, the same way.
  'PUT /api/discussion-replies/:id': { expect: [401, 403, 200], resource: 'reply', fresh: true, body: { content: 'Edited reply.' } },
  'DELETE /api/discussion-replies/:id': { expect: [401, 403, 204], resource: 'reply', fresh: true },
  'POST /api/discussion-replies/:id/upvote': { expect: [401, 201, 403], resource: 'reply' },
  'DELETE /api/discussion-replies/:id/upvote': { expect: [401, 200, 403], resource: 'reply' },
  // A notification is its recipient's alone.
  'PUT /api/notifications/:id/read': { expect: [401, 404, 204], resource: 'notification' },
  // A user's public page: every signed-in user sees it; following (or unfollowing) oneself is refused.
  'POST /api/users/:id/follow': { expect: [401, 201, 400], resource: 'ownerUser' },
  'DELETE /api/users/:id/follow': { expect: [401, 200, 400], resource: 'ownerUser' },
  'GET /api/users/:id/is-following': { expect: SIGNED_IN, resource: 'ownerUser' },
  'GET /api/users/:id/activity': { expect: SIGNED_IN, resource: 'ownerUser' },
  'GET /api/users/:id/profile': { expect: SIGNED_IN, resource: 'ownerUser' },
  'GET /api/users/:id/followers': { expect: SIGNED_IN, resource: 'ownerUser' },
  'GET /api/users/:id/following': { expect: SIGNED_IN, resource: 'ownerUser' },
  // An event of the owner's district (the other user lives there too).
  'POST /api/events/:id/rsvp': { expect: [401, 201, 201], resource: 'event' },
  'DELETE /api/events/:id/rsvp': { expect: [401, 200, 200], resource: 'event' },
  'GET /api/events/:id/calendar.ics': { expect: SIGNED_IN, resource: 'event' },
  // How the caller's members voted on a bill beside their district's decision.
  'GET /api/bills/:billId/accountability': { expect: SIGNED_IN, resource: 'bill' },
  // Support or oppose someone else's approved public bill: a private draft is not found for
  // another user, and its author cannot support their own.
  'PUT /api/user-bills/:id/support': { expect: [401, 404, 403], resource: 'userBill', body: { supportType: 'support' } },
  'DELETE /api/user-bills/:id/support': { expect: [401, 404, 403], resource: 'userBill' },
  // Reports and appeals are every signed-in user's (a bad body is a 400).
  'POST /api/reports': { expect: [401, 400, 400], body: {} },
  'POST /api/appeals': { expect: [401, 400, 400], body: {} },
  // The review queue is for operators only: 404 for everyone else, signed in or not (neither voter is one).
  'GET /api/review/access': { expect: [404, 404, 404] },
  'GET /api/review/queue': { expect: [404, 404, 404] },
  'GET /api/review/log': { expect: [404, 404, 404] },
  'GET /api/review/agreement': { expect: [404, 404, 404] },
  'POST /api/review/decisions': { expect: [404, 404, 404], body: {} },
  // Partner parties' routes: 404 for everyone but a partner's account (neither voter is one).
  'GET /api/partner/access': { expect: [401, 404, 404] },
  // The pledge dashboard (ADR 0031): the guard answers before the candidate is looked up, so any
  // id will do (a user's id stands in for a candidate's).
  'GET /api/partner/dashboard': { expect: [401, 404, 404] },
  'GET /api/partner/candidates': { expect: [401, 404, 404] },
  'POST /api/partner/candidates': { expect: [401, 404, 404], body: {} },
  'PUT /api/partner/candidates/:candidateId': { expect: [401, 404, 404], resource: 'ownerUser', body: {} },
  'DELETE /api/partner/candidates/:candidateId': { expect: [401, 404, 404], resource: 'ownerUser' },
  'PUT /api/partner/candidates/:candidateId/pledge': { expect: [401, 404, 404], resource: 'ownerUser', body: {} },
  'DELETE /api/partner/candidates/:candidateId/pledge': { expect: [401, 404, 404], resource: 'ownerUser' },
};

describe('the access-control matrix', () => {
  let routes: GatewayRoute[] = [];
  let owner: Voter;
  let other: Voter;
  let billId: string;
  const made = new Map<Resource, string>();

  async function approvedDiscussion(): Promise<string> {
    const title = `${civil.title} ${Math.random().toString(36).slice(2, 8)}`;
    const verdict = eventWhere<DiscussionModeratedPush>(owner.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.title === title);
    const created = await owner.client.post<DiscussionView>('/api/discussions', { billType: 'congressional', billId, title, content: civil.content });
    expect(created.status).toBe(201);
    expect((await verdict).discussion.moderationStatus).toBe('approved');
    return created.body.id;
  }

  async function approvedReply(author: Voter, discussionId: string): Promise<string> {
    const verdict = eventWhere<ReplyModeratedPush>(author.socket, SOCKET_EVENTS.replyModerated, (p) => p.reply.parentDiscussionId === discussionId && p.reply.userId === author.id);
    const created = await author.client.post<ReplyView>(`/api/discussions/${discussionId}/replies`, { content: 'Matching grants worked for our county.' });
    expect(created.status).toBe(201);
    expect((await verdict).reply.moderationStatus).toBe('approved');
    return created.body.id;
  }

  async function make(resource: Resource): Promise<string> {
    switch (resource) {
      case 'userBill': {
        const res = await owner.client.post<{ id: string }>('/api/user-bills', { title: 'Owner draft', description: 'Private for now.', moderationStatus: 'draft' });
        expect(res.status).toBe(201);
        return res.body.id;
      }
      case 'discussion':
        return approvedDiscussion();
      case 'reply':
        return approvedReply(owner, made.get('discussion')!);
      case 'notification': {
        // Another user's reply on the owner's discussion notifies the owner (discussion_reply).
        await approvedReply(other, made.get('discussion')!);
        const notice = await waitFor('the owner to be notified', async () => (await owner.client.get<NotificationView[]>('/api/notifications')).body.find((n) => n.type === 'discussion_reply'));
        return notice.id;
      }
      case 'ownerUser':
        return owner.id;
      case 'event': {
        const events = (await owner.client.get<LocalEventsResponse>('/api/events')).body;
        expect(events.upcoming.length).toBeGreaterThan(0);
        return events.upcoming[0].id;
      }
      case 'district':
        return 'SD-AL';
      case 'bill': {
        const bills = (await owner.client.get<Array<{ billId: string }>>('/api/bills?limit=1')).body;
        expect(bills).toHaveLength(1);
        return bills[0].billId;
      }
    }
  }

  beforeAll(async () => {
    routes = await gatewayRoutes();
    billId = await discussableBill('Access Matrix Act');
    owner = await voter('Olive Owner');
    other = await voter('Otto Other');
    for (const r of ['discussion', 'reply', 'notification', 'ownerUser', 'event', 'bill', 'userBill', 'district'] as Resource[]) made.set(r, await make(r));
  }, 120_000);

  it('has a row for every route of the gateway, and no row for a route it lacks', () => {
    const names = routes.map(routeName).sort();
    expect(names.filter((n) => !(n in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('answers each caller as the matrix says', async () => {
    const got: Record<string, number[]> = {};
    const want: Record<string, number[]> = {};
    for (const route of routes) {
      const name = routeName(route);
      const row = MATRIX[name];
      if (!row) continue;
      const callers: Array<ApiClient> = row.endsSession ? [new ApiClient(), (await voter('Tess Throwaway')).client, (await voter('Tom Throwaway')).client] : [new ApiClient(), other.client, owner.client];
      const statuses: number[] = [];
      for (const caller of callers) {
        const id = row.resource ? (row.fresh ? await make(row.resource) : made.get(row.resource)!) : '';
        let path = route.path.replace(/:\w+/, id);
        if (row.query) path += row.query;
        const body = row.body ?? (route.method === 'POST' || route.method === 'PUT' ? {} : undefined);
        statuses.push((await caller.request(route.method, path, { body })).status);
      }
      got[name] = statuses;
      want[name] = row.expect;
    }
    expect(got).toEqual(want);
    // Three callers on every route, and a fresh approved post for each destructive one.
  }, 300_000);
});
