import { randomUUID } from 'node:crypto';
import { stackEnv } from '@civic/testing';
import { createRedis } from '@civic/service-kit';
import { EVENTS, presenceKey, SOCKET_EVENTS, type FollowedUserReply, type NotificationView, type UserActivity, type ReplyView, type UnreadCount, type UserBill, type VoteCast } from '@civic/contracts';
import { activateBill, closeVotingSupport, connectSocket, db, newBillId, publishEvent, suggestions, waitFor } from './voting-support';
import { discussableBill, eventWhere, sockets, surveysOfDistinctArchetypes, voter, type Home } from './discussions-support';

/*
 * The follow- and district-based notifications (DESIGN §4) through the real stack: social-graph
 * publishes follows, voting the casts, bills the verdicts, discussions the posts; notifications
 * fans each out to the followers (or the district, or the voters) in one statement, once per
 * trigger, never to the actor.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

type Voter = Awaited<ReturnType<typeof voter>>;
/** A district no other suite's voters live in. */
const DELAWARE: Home = { address: '1 Loockerman St', city: 'Dover', state: 'DE', zipCode: '19901' };

/** Every queued fan-out written (they are written in chunks after their event commits). */
const fanoutsWritten = () =>
  waitFor('queued fan-outs written', async () => Number((await db().query('SELECT count(*) FROM notifications.fanouts')).rows[0].count) === 0);

const notificationsOf = async (v: Voter) => (await v.client.get<NotificationView[]>('/api/notifications?limit=100')).body;

/** `follower` follows `followed`, and notifications knows it. */
async function follow(follower: Voter, followed: Voter): Promise<void> {
  expect((await follower.client.post(`/api/users/${followed.id}/follow`)).status).toBe(201);
  await waitFor('notifications to know the follow', async () =>
    (await db().query('SELECT 1 FROM notifications.follows WHERE follower_id = $1 AND following_id = $2 AND following', [follower.id, followed.id])).rowCount,
  );
}

async function votableBill(title: string): Promise<string> {
  const billId = newBillId();
  await activateBill(billId, suggestions(), title);
  await waitFor('notifications to know the bill', async () => (await db().query('SELECT 1 FROM notifications.bills WHERE bill_id = $1', [billId])).rowCount);
  return billId;
}

describe('followed_user_voted', () => {
  it("reaches a follower live when someone they follow votes, not the voter nor a stranger, and stops after unfollowing", async () => {
    const billId = await votableBill('Clean Harbors Act');
    const [alice, bob, carol] = [await voter('Alice Voter'), await voter('Bob Follower'), await voter('Carol Stranger')];
    await follow(bob, alice);

    const created = eventWhere<NotificationView>(bob.socket, SOCKET_EVENTS.notificationCreated, (n) => n.type === 'followed_user_voted' && n.relatedBillId === billId);
    const counted = eventWhere<UnreadCount>(bob.socket, SOCKET_EVENTS.notificationCount, (c) => c.count >= 1);
    expect((await alice.client.post('/api/votes', { billId, vote: 'support' })).status).toBe(200);
    expect(await created).toMatchObject({
      userId: bob.id, relatedUserId: alice.id, relatedUser: { id: alice.id, name: 'Alice Voter' }, relatedBillId: billId,
      message: 'Alice Voter voted Support on “Clean Harbors Act”', read: false,
    });
    await counted;
    expect((await notificationsOf(alice)).filter((n) => n.type === 'followed_user_voted')).toEqual([]);
    expect((await notificationsOf(carol)).filter((n) => n.type === 'followed_user_voted')).toEqual([]);

    // Changing the vote is news again; after unfollowing, nothing more.
    const changed = eventWhere<NotificationView>(bob.socket, SOCKET_EVENTS.notificationCreated, (n) => n.message === 'Alice Voter voted Oppose on “Clean Harbors Act”');
    expect((await alice.client.post('/api/votes', { billId, vote: 'oppose' })).status).toBe(200);
    await changed;
    expect((await bob.client.delete(`/api/users/${alice.id}/follow`)).status).toBe(200);
    await waitFor('notifications to know the unfollow', async () =>
      (await db().query('SELECT 1 FROM notifications.follows WHERE follower_id = $1 AND following_id = $2 AND NOT following', [bob.id, alice.id])).rowCount,
    );
    const castEvents = async () => Number((await db().query(`SELECT count(*) FROM notifications.inbox i JOIN voting.outbox o ON o.id::text = i.event_id::text WHERE o.name = $1 AND o.payload->>'userId' = $2`, [EVENTS.voteCast, alice.id])).rows[0].count);
    const before = await castEvents();
    expect((await alice.client.post('/api/votes', { billId, vote: 'abstain' })).status).toBe(200);
    await waitFor('notifications to apply the third cast', async () => (await castEvents()) > before);
    await fanoutsWritten();
    expect((await notificationsOf(bob)).filter((n) => n.relatedBillId === billId).map((n) => n.message)).toEqual([
      'Alice Voter voted Oppose on “Clean Harbors Act”',
      'Alice Voter voted Support on “Clean Harbors Act”',
    ]);
  });

  it('makes one notification of a cast delivered twice', async () => {
    const [dana, erin] = [await voter('Dana Voter'), await voter('Erin Follower')];
    await follow(erin, dana);
    const cast: VoteCast = { userId: dana.id, billId: newBillId(), vote: 'support', previousVote: null, previousVoteType: null, district: 'NY-7', castAt: new Date().toISOString() };
    const first = await publishEvent('notifications', EVENTS.voteCast, cast);
    await publishEvent('notifications', EVENTS.voteCast, cast, new Date(), first);
    await publishEvent('notifications', EVENTS.voteCast, cast);
    await fanoutsWritten();
    const mine = (await notificationsOf(erin)).filter((n) => n.relatedBillId === cast.billId);
    expect(mine).toHaveLength(1);
    expect(mine[0].message).toBe('Dana Voter voted Support on a bill');
  });
});

describe('followed_user_comment', () => {
  it("tells followers of an approved discussion and reply, but not the discussion's author twice", async () => {
    const billId = await discussableBill('Library Funding Act');
    const [writer, fan, host] = [await voter('Wendy Writer'), await voter('Fran Fan'), await voter('Hal Host')];
    await follow(fan, writer);
    await follow(host, writer);

    const posted = eventWhere<NotificationView>(fan.socket, SOCKET_EVENTS.notificationCreated, (n) => n.type === 'followed_user_comment' && n.relatedBillId === billId);
    const d = await writer.client.post<{ id: string }>('/api/discussions', { billType: 'congressional', billId, title: 'Libraries are civic glue', content: 'Branches host tax help and job fairs.' });
    expect(await posted).toMatchObject({ relatedUserId: writer.id, relatedDiscussionId: d.body.id, message: 'Wendy Writer started a discussion: “Libraries are civic glue”' });

    // Hal's own discussion gets a reply from Wendy: Hal hears it as discussion_reply only; Fran as followed_user_comment.
    const own = await host.client.post<{ id: string }>('/api/discussions', { billType: 'congressional', billId, title: 'Open branches on Sundays', content: 'Working families need weekend hours.' });
    await waitFor('Hal’s discussion approved', async () => (await host.client.get(`/api/discussions/${own.body.id}`)).body.moderationStatus === 'approved');
    const toFan = eventWhere<NotificationView>(fan.socket, SOCKET_EVENTS.notificationCreated, (n) => n.type === 'followed_user_comment' && n.relatedDiscussionId === own.body.id);
    const toHost = eventWhere<NotificationView>(host.socket, SOCKET_EVENTS.notificationCreated, (n) => n.relatedDiscussionId === own.body.id);
    const reply = await writer.client.post<ReplyView>(`/api/discussions/${own.body.id}/replies`, { content: 'Sunday hours doubled visits in our county.' });
    expect(await toFan).toMatchObject({ relatedReplyId: reply.body.id, message: 'Wendy Writer replied in “Open branches on Sundays”' });
    expect((await toHost).type).toBe('discussion_reply');
    await fanoutsWritten();
    const hostsAboutReply = (await notificationsOf(host)).filter((n) => n.relatedReplyId === reply.body.id);
    expect(hostsAboutReply.map((n) => n.type)).toEqual(['discussion_reply']);

    // Following → Comments: the approved replies of the people you follow, newest first.
    const replies = await fan.client.get<FollowedUserReply[]>('/api/following/replies');
    expect(replies.status).toBe(200);
    expect(replies.body[0]).toMatchObject({
      id: reply.body.id, content: 'Sunday hours doubled visits in our county.', upvotes: 0,
      user: { id: writer.id, name: 'Wendy Writer', voterArchetype: null }, discussion: { id: own.body.id, title: 'Open branches on Sundays' },
    });
    expect((await writer.client.get<FollowedUserReply[]>('/api/following/replies')).body).toEqual([]);
  });
});

describe('followed_user_bill and new_user_bill', () => {
  it("tell followers and the author's district of an approved public bill, each once, never the author", async () => {
    const author = await voter('Ulysses Author', undefined, DELAWARE);
    const neighbour = await voter('Nina Neighbour', undefined, DELAWARE);
    const follower = await voter('Fred Follower', undefined, DELAWARE);
    const faraway = await voter('Far Follower');
    await follow(follower, author);
    await follow(faraway, author);

    const toNeighbour = eventWhere<NotificationView>(neighbour.socket, SOCKET_EVENTS.notificationCreated, (n) => n.type === 'new_user_bill');
    const toFaraway = eventWhere<NotificationView>(faraway.socket, SOCKET_EVENTS.notificationCreated, (n) => n.type === 'followed_user_bill');
    const bill = await author.client.post<UserBill>('/api/user-bills', {
      title: 'Coastal Resilience Act',
      description: 'Funds grants to states for dune restoration under the spending power (Article I, Section 8), with yearly reports to Congress on the work done.',
      isPublic: true,
      moderationStatus: 'pending',
    });
    expect(bill.status).toBe(201);
    expect(await toNeighbour).toMatchObject({ relatedUserId: author.id, relatedBillId: bill.body.id, message: 'A new bill from your district: “Coastal Resilience Act”' });
    expect(await toFaraway).toMatchObject({ relatedBillId: bill.body.id, message: 'Ulysses Author has a new bill: “Coastal Resilience Act”' });
    const about = async (v: Voter) => (await notificationsOf(v)).filter((n) => n.relatedBillId === bill.body.id).map((n) => n.type);
    await waitFor('the follower notified', async () => (await about(follower)).length);
    await fanoutsWritten();
    expect(await about(follower)).toEqual(['followed_user_bill']);
    expect(await about(author)).toEqual([]);
  });
});

describe('new_congressional_bill', () => {
  it('tells voters who hold archetype votes (a survey and a district) of a new bill, once', async () => {
    const [surveyed] = surveysOfDistinctArchetypes(1);
    const holder = await voter('Vera Voter', surveyed);
    const noSurvey = await voter('Nate Nosurvey');
    const billId = newBillId();
    const created = eventWhere<NotificationView>(holder.socket, SOCKET_EVENTS.notificationCreated, (n) => n.type === 'new_congressional_bill' && n.relatedBillId === billId);
    await activateBill(billId, suggestions(), 'Rail Safety Act');
    expect(await created).toMatchObject({ relatedUser: null, message: "New bill with your archetype's vote: “Rail Safety Act”" });
    const again = { billId, title: 'Rail Safety Act', policyArea: 'Transportation and Public Works', archetypeVotes: suggestions() };
    await publishEvent('notifications', EVENTS.billSynthesized, again, new Date(), randomUUID());
    await fanoutsWritten();
    expect((await notificationsOf(holder)).filter((n) => n.relatedBillId === billId)).toHaveLength(1);
    expect((await notificationsOf(noSurvey)).filter((n) => n.relatedBillId === billId)).toEqual([]);
  });
});

describe('activity', () => {
  it("shows someone's personal votes, approved arguments (position from their vote) and approved public bills; all of their own to themselves", async () => {
    const billId = await discussableBill('Activity Act');
    await waitFor('notifications to know the bill', async () => (await db().query('SELECT 1 FROM notifications.bills WHERE bill_id = $1', [billId])).rowCount);
    const [author, viewer] = [await voter('Ann Active', undefined, DELAWARE), await voter('Vic Viewer')];
    expect((await author.client.post('/api/votes', { billId, vote: 'support' })).status).toBe(200);
    const d = await author.client.post<{ id: string }>('/api/discussions', { billType: 'congressional', billId, title: 'Pass it', content: 'It funds what works.' });
    await waitFor('the argument approved', async () => (await author.client.get(`/api/discussions/${d.body.id}`)).body.moderationStatus === 'approved');
    const fine = { description: 'Funds grants to states for trail upkeep under the spending power (Article I, Section 8), with yearly reports to Congress on the work done.', isPublic: true };
    const published = await author.client.post<UserBill>('/api/user-bills', { title: 'Trails Act', ...fine, moderationStatus: 'pending' });
    const draft = await author.client.post<UserBill>('/api/user-bills', { title: 'Draft Trails Act', ...fine });
    await waitFor('the bill approved', async () => (await author.client.get<UserBill>(`/api/user-bills/${published.body.id}`)).body.moderationStatus === 'approved');

    const seen = await viewer.client.get<UserActivity>(`/api/users/${author.id}/activity`);
    expect(seen.status).toBe(200);
    expect(seen.body.votes).toEqual([expect.objectContaining({ billId, billTitle: 'Activity Act', voteType: 'support', kind: 'personal' })]);
    expect(seen.body.arguments).toEqual([expect.objectContaining({ id: d.body.id, billId, position: 'for', title: 'Pass it', content: 'It funds what works.' })]);
    expect(seen.body.submittedBills.map((b) => [b.id, b.moderationStatus])).toEqual([[published.body.id, 'approved']]);

    const own = await author.client.get<UserActivity>(`/api/users/${author.id}/activity`);
    expect(own.body.submittedBills.map((b) => b.id).sort()).toEqual([published.body.id, draft.body.id].sort());

    const unknown = await viewer.client.get('/api/users/00000000-0000-4000-8000-000000000000/activity');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User not found']);
  });
});

describe('presence', () => {
  it('counts a user online from before their socket is ready until the last of their sockets closes', async () => {
    const redis = createRedis(stackEnv('REDIS_URL'));
    const key = presenceKey(stackEnv('REDIS_PREFIX'));
    try {
      const v = await voter('Olive Online');
      expect(await redis.hget(key, v.id)).toBe('1');
      const second = await connectSocket(v.client.cookieHeader(), v.client.origin);
      expect(await redis.hget(key, v.id)).toBe('2');
      second.close();
      await waitFor('one socket counted', async () => (await redis.hget(key, v.id)) === '1');
      v.socket.close();
      await waitFor('no socket counted', async () => (await redis.hexists(key, v.id)) === 0);
    } finally {
      redis.disconnect();
    }
  });
});
