import { randomUUID } from 'node:crypto';
import { ApiClient, signedInClient } from '@civic/testing';
import {
  COMMUNITY_MESSAGES,
  EVENTS,
  PARTNER_CONTACT_MESSAGES,
  SOCKET_EVENTS,
  type DiscussionView,
  type NotificationView,
  type ReplyModerated,
  type ReplyView,
  type UnreadCount,
  type UserBill,
} from '@civic/contracts';
import { closeVotingSupport, db, publishEvent, waitFor } from './voting-support';
import { discussableBill, eventWhere, sockets, VERMONT, voter } from './discussions-support';

/*
 * Notifications through the real stack (SPEC §3, DESIGN §4): the triggers from discussions'
 * verdicts, never about your own action, once per trigger, pushed live with the unread count;
 * reading them; and the partner-contact form.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

type Voter = Awaited<ReturnType<typeof voter>>;

async function approvedDiscussion(author: Voter, billType: 'congressional' | 'user', billId: string, title = 'Fund rural water systems'): Promise<DiscussionView> {
  const created = await author.client.post<DiscussionView>('/api/discussions', { billType, billId, title, content: 'Matching grants make it possible.' });
  expect(created.status).toBe(201);
  await waitFor('the discussion approved', async () => (await author.client.get<DiscussionView>(`/api/discussions/${created.body.id}`)).body.moderationStatus === 'approved');
  return created.body;
}

const unread = async (client: ApiClient) => (await client.get<UnreadCount>('/api/notifications?view=unread-count')).body.count;

describe('discussion_reply', () => {
  it('reaches the discussion author live with the replier named, moves the unread count, and reads back', async () => {
    const billId = await discussableBill();
    const author = await voter('Ada Lovelace');
    const replier = await voter('Joan Clarke');
    const d = await approvedDiscussion(author, 'congressional', billId);

    const created = eventWhere<NotificationView>(author.socket, SOCKET_EVENTS.notificationCreated, (n) => n.relatedDiscussionId === d.id);
    const counted = eventWhere<UnreadCount>(author.socket, SOCKET_EVENTS.notificationCount, (c) => c.count === 1);
    const reply = await replier.client.post<ReplyView>(`/api/discussions/${d.id}/replies`, { content: 'Matching grants worked for our county.' });
    const n = await created;
    expect(n).toMatchObject({
      userId: author.id, type: 'discussion_reply', relatedUserId: replier.id, relatedUser: { id: replier.id, name: 'Joan Clarke' },
      relatedDiscussionId: d.id, relatedReplyId: reply.body.id, message: 'Joan Clarke replied to your discussion “Fund rural water systems”', read: false,
    });
    await counted;
    expect(await unread(author.client)).toBe(1);
    const page = await author.client.get<NotificationView[]>('/api/notifications');
    expect(page.body.map((x) => x.id)).toEqual([n.id]);
    // The replier was not notified of their own reply.
    expect(await unread(replier.client)).toBe(0);

    // Someone else cannot mark it; its owner can, and the count follows live.
    const stranger = (await signedInClient()).client;
    const refused = await stranger.put(`/api/notifications/${n.id}/read`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(COMMUNITY_MESSAGES.notificationNotFound);
    const zero = eventWhere<UnreadCount>(author.socket, SOCKET_EVENTS.notificationCount, (c) => c.count === 0);
    expect((await author.client.put(`/api/notifications/${n.id}/read`)).status).toBe(204);
    await zero;
    expect((await author.client.get<NotificationView[]>('/api/notifications')).body[0].read).toBe(true);
  });

  it('is not sent for a reply to your own discussion', async () => {
    const billId = await discussableBill();
    const author = await voter('Grace Hopper');
    const d = await approvedDiscussion(author, 'congressional', billId);
    await author.client.post(`/api/discussions/${d.id}/replies`, { content: 'Adding a point to my own post.' });
    await waitFor('the own reply approved', async () => (await author.client.get<ReplyView[]>(`/api/discussions/${d.id}/replies`)).body[0]?.moderationStatus === 'approved');
    // The verdict event was consumed by notifications (its inbox has it) and made nothing.
    const { rows } = await db().query(`SELECT payload->>'replyId' AS id FROM discussions.outbox WHERE name = $1 AND payload->>'discussionId' = $2`, [EVENTS.replyModerated, d.id]);
    await waitFor('notifications to apply the verdict', async () =>
      (await db().query(`SELECT 1 FROM notifications.inbox i JOIN discussions.outbox o ON o.id::text = i.event_id::text WHERE o.payload->>'replyId' = $1`, [rows[0].id])).rowCount,
    );
    expect((await author.client.get<NotificationView[]>('/api/notifications')).body).toEqual([]);
  });
});

describe('comment_rejected', () => {
  it('tells the author of a rejected reply why', async () => {
    const billId = await discussableBill();
    const author = await voter('Katherine Johnson');
    const rude = await voter('Rude Replier');
    const d = await approvedDiscussion(author, 'congressional', billId);
    const created = eventWhere<NotificationView>(rude.socket, SOCKET_EVENTS.notificationCreated, (n) => n.type === 'comment_rejected');
    await rude.client.post(`/api/discussions/${d.id}/replies`, { content: 'You are an idiot if you believe any of this.' });
    const n = await created;
    expect(n).toMatchObject({ userId: rude.id, type: 'comment_rejected', relatedUserId: null, relatedUser: null, relatedDiscussionId: d.id });
    expect(n.message).toMatch(/^Your reply on “Fund rural water systems” was not approved: .{10,}/);
    expect(await unread(author.client)).toBe(0);
  });
});

describe('user_bill_comment', () => {
  it('tells a user bill’s author that a discussion about it was approved', async () => {
    // Out of Brooklyn: its approval tells the author's district (new_user_bill), not this suite's voters.
    const billAuthor = await voter('Mary Jackson', undefined, VERMONT);
    const bill = await billAuthor.client.post<UserBill>('/api/user-bills', {
      title: 'Rural Broadband Access Act',
      description: 'Funds grants to states for broadband in rural counties under the commerce power (Article I, Section 8), with yearly reports to Congress on coverage and cost.',
      isPublic: true,
      moderationStatus: 'pending',
    });
    await waitFor('the user bill discussable', async () => (await db().query('SELECT 1 FROM discussions.bills WHERE bill_id = $1 AND discussable', [bill.body.id])).rowCount);
    const writer = await voter('Dorothy Vaughan');
    const created = eventWhere<NotificationView>(billAuthor.socket, SOCKET_EVENTS.notificationCreated, (n) => n.type === 'user_bill_comment');
    const d = await approvedDiscussion(writer, 'user', bill.body.id, 'Broadband is infrastructure');
    expect(await created).toMatchObject({
      userId: billAuthor.id, relatedUserId: writer.id, relatedBillId: bill.body.id, relatedDiscussionId: d.id,
      message: 'Dorothy Vaughan started a discussion about your bill: “Broadband is infrastructure”',
    });
  });
});

describe('duplicates', () => {
  it('makes one notification of a trigger delivered twice, under the same or a new event id', async () => {
    const recipient = await voter('Emmy Noether');
    const actor = await voter('Sophie Germain');
    const payload: ReplyModerated = {
      replyId: randomUUID(), discussionId: randomUUID(), discussionTitle: 'Twice told', discussionAuthorId: recipient.id, authorId: actor.id, decision: 'approved', reason: null,
    };
    const first = await publishEvent('notifications', EVENTS.replyModerated, payload);
    await publishEvent('notifications', EVENTS.replyModerated, payload, new Date(), first); // the same event again
    await publishEvent('notifications', EVENTS.replyModerated, payload); // the same fact, a new event id
    const page = await recipient.client.get<NotificationView[]>('/api/notifications');
    expect(page.body.filter((n) => n.relatedReplyId === payload.replyId)).toHaveLength(1);
    expect(await unread(recipient.client)).toBe(1);
  });
});

describe('reading', () => {
  it('marks all read, pages by 20, and refuses a bad query with its message', async () => {
    const { client } = await signedInClient();
    expect((await client.put('/api/notifications/read-all')).status).toBe(204);
    expect(await unread(client)).toBe(0);
    for (const [query, message] of [
      ['view=all', COMMUNITY_MESSAGES.view],
      ['limit=0', COMMUNITY_MESSAGES.limit],
      ['offset=-1', COMMUNITY_MESSAGES.offset],
    ] as const) {
      const res = await client.get(`/api/notifications?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await new ApiClient().get('/api/notifications')).status).toBe(401);
  });
});

describe('partner contact', () => {
  it('takes a message signed out (201), and refuses bad input with the SPEC messages', async () => {
    const visitor = new ApiClient();
    const sent = await visitor.post<{ id: string }>('/api/partner-contact', { name: 'Avery', email: 'avery@example.org', subject: 'Hello', message: 'We would like to partner with you.' });
    expect(sent.status).toBe(201);
    const { rows } = await db().query('SELECT subject FROM notifications.partner_messages WHERE id = $1', [sent.body.id]);
    expect(rows).toEqual([{ subject: 'Hello' }]);
    for (const [body, message] of [
      [{ email: 'a@example.org', subject: 's', message: 'long enough message' }, PARTNER_CONTACT_MESSAGES.name],
      [{ name: 'A', email: 'nope', subject: 's', message: 'long enough message' }, PARTNER_CONTACT_MESSAGES.email],
      [{ name: 'A', email: 'a@example.org', message: 'long enough message' }, PARTNER_CONTACT_MESSAGES.subject],
      [{ name: 'A', email: 'a@example.org', subject: 's', message: 'short' }, PARTNER_CONTACT_MESSAGES.message],
    ] as const) {
      const res = await visitor.post('/api/partner-contact', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});
