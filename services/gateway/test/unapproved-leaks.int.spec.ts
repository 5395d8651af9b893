import { SOCKET_EVENTS, type DiscussionModeratedPush, type DiscussionView, type NotificationView, type ReplyModeratedPush, type ReplyView } from '@civic/contracts';
import { closeVotingSupport, db, waitFor } from './voting-support';
import { discussableBill, eventWhere, sockets, voter } from './discussions-support';

/*
 * Nothing unapproved reaches anyone but its author: another author's discussion shows in a
 * replier's participation list only while it is approved (never its rejected edit or the
 * rejection reason), and notifications about a reply never quote a discussion title that is
 * not approved.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

const civil = { title: 'Fund rural water systems', content: 'Small towns cannot replace lead pipes on their own; federal matching grants make it possible.' };
const insulting = { title: 'Supporters are clowns', content: 'Anyone who backs this is a clown; you are trash for posting it.' };

it("a replier no longer sees the author's discussion once its edit is rejected, and hears of their own reply without its title", async () => {
  const billId = await discussableBill();
  const author = await voter('Rosalind Franklin');
  const replier = await voter('Maurice Wilkins');
  const approved = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.billId === billId);
  const created = await author.client.post<DiscussionView>('/api/discussions', { billType: 'congressional', billId, ...civil });
  expect(created.status).toBe(201);
  expect((await approved).discussion.moderationStatus).toBe('approved');
  const d = created.body;

  const replied = eventWhere<ReplyModeratedPush>(replier.socket, SOCKET_EVENTS.replyModerated, (p) => p.reply.parentDiscussionId === d.id);
  const reply = await replier.client.post<ReplyView>(`/api/discussions/${d.id}/replies`, { content: 'Matching grants worked for our county.' });
  expect(reply.status).toBe(201);
  expect((await replied).reply.moderationStatus).toBe('approved');
  expect((await replier.client.get<DiscussionView[]>('/api/discussions?userParticipationOnly=true')).body.map((x) => x.id)).toContain(d.id);

  // The author edits it into something refused: the refusal and its reason are the author's.
  const refused = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.id === d.id && p.discussion.moderationStatus !== 'pending');
  expect((await author.client.put(`/api/discussions/${d.id}`, insulting)).status).toBe(200);
  const { discussion } = await refused;
  expect(discussion).toMatchObject({ moderationStatus: 'rejected', title: insulting.title });
  const authors = (await author.client.get<DiscussionView[]>('/api/discussions?userParticipationOnly=true')).body;
  expect(authors.find((x) => x.id === d.id)).toMatchObject({ moderationStatus: 'rejected', rejectionReason: discussion.rejectionReason });
  const repliers = (await replier.client.get<DiscussionView[]>('/api/discussions?userParticipationOnly=true')).body;
  expect(repliers.map((x) => x.id)).not.toContain(d.id);
  expect(JSON.stringify(repliers)).not.toContain(insulting.title);

  // The replier's edit is refused in turn: the notification names no unapproved title.
  const replyRefused = eventWhere<ReplyModeratedPush>(replier.socket, SOCKET_EVENTS.replyModerated, (p) => p.reply.id === reply.body.id && p.reply.moderationStatus !== 'pending');
  expect((await replier.client.put(`/api/discussion-replies/${reply.body.id}`, { content: insulting.content })).status).toBe(200);
  expect((await replyRefused).reply.moderationStatus).toBe('rejected');
  const { rows } = await db().query(
    `SELECT payload FROM discussions.outbox WHERE name = 'reply.moderated.v1' AND payload->>'replyId' = $1 AND payload->>'decision' = 'rejected'`,
    [reply.body.id],
  );
  expect(rows.map((r) => r.payload.discussionTitle)).toEqual([null]);
  const notice = await waitFor('the reply rejection notification', async () => {
    const list = (await replier.client.get<NotificationView[]>('/api/notifications')).body;
    return list.find((n) => n.type === 'comment_rejected');
  });
  expect(notice.message).toMatch(/^Your reply on a discussion was not approved/);
  expect(notice.message).not.toContain(insulting.title);
});
