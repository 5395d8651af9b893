import type { Socket } from 'socket.io-client';
import { signedInClient } from '@civic/testing';
import { SOCKET_EVENTS, USER_BILL_MESSAGES, type UserBill, type UserBillModeratedPush } from '@civic/contracts';
import { closeVotingSupport, connectSocket, nextEvent } from './voting-support';

/*
 * User bills through the real stack (SPEC §4, §5, §7): drafts are private and editable, a
 * submitted bill is reviewed by the real ai-worker (local rules) and the verdict reaches the
 * author's socket; only approved public bills are visible to others.
 */
const sockets: Socket[] = [];
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

const fine = {
  title: 'Rural Broadband Access Act',
  description:
    'Funds grants to states for broadband in rural counties under the commerce power (Article I, Section 8), with yearly reports to Congress on coverage and cost.',
  policyArea: 'Science, Technology, Communications',
  tags: ['broadband', 'rural'],
};
const unconstitutional = {
  title: 'National Faith Act',
  description: 'Establishes Christianity as the official national religion of the United States and requires every federal employee to attend services.',
  policyArea: 'Civil Rights and Liberties',
};

async function author() {
  const { client, user } = await signedInClient();
  // A name, so readers see who wrote a public bill.
  const named = await client.post('/api/user/personal-info', { name: 'Ada Lovelace', address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211' });
  expect(named.status).toBe(200);
  const socket = await connectSocket(client.cookieHeader(), client.origin);
  sockets.push(socket);
  return { client, user, socket };
}

describe('drafts', () => {
  it('creates a private draft with the defaults, lists it, and hides it from others', async () => {
    const { client, user } = await signedInClient();
    const created = await client.post<UserBill>('/api/user-bills', { title: 'Draft Act', description: 'A draft.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userId: user.id, title: 'Draft Act', description: 'A draft.', fullText: '', policyArea: null, tags: [], isPublic: false,
      moderationStatus: 'draft', overallScore: null, rejectionReasons: [], reviewDelayed: false,
    });
    const id = created.body.id;
    expect((await client.get<UserBill[]>('/api/user-bills')).body.map((b) => b.id)).toEqual([id]);
    expect((await client.get<UserBill[]>('/api/user-bills?status=draft')).body.map((b) => b.id)).toEqual([id]);
    expect((await client.get<UserBill[]>('/api/user-bills?status=pending')).body).toEqual([]);
    expect((await client.get<UserBill>(`/api/user-bills/${id}`)).body.id).toBe(id);

    const other = (await signedInClient()).client;
    for (const res of [await other.get(`/api/user-bills/${id}`), await other.put(`/api/user-bills/${id}`, { title: 'Mine now' }), await other.delete(`/api/user-bills/${id}`)]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(USER_BILL_MESSAGES.notFound);
    }
    expect((await client.get<UserBill>(`/api/user-bills/${id}`)).body.title).toBe('Draft Act');
  });

  it('edits a draft, then deletes it', async () => {
    const { client } = await signedInClient();
    const id = (await client.post<UserBill>('/api/user-bills', { title: 'Old', description: 'Old text.' })).body.id;
    const edited = await client.put<UserBill>(`/api/user-bills/${id}`, { title: 'New', policyArea: 'Health', isPublic: true, tags: ['care'] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'New', description: 'Old text.', policyArea: 'Health', isPublic: true, tags: ['care'], moderationStatus: 'draft' });
    expect((await client.delete(`/api/user-bills/${id}`)).status).toBe(204);
    expect((await client.get(`/api/user-bills/${id}`)).status).toBe(404);
  });

  it.each([
    [{ description: 'x' }, USER_BILL_MESSAGES.titleRequired],
    [{ title: 'x'.repeat(201), description: 'x' }, USER_BILL_MESSAGES.titleTooLong],
    [{ title: 'x' }, USER_BILL_MESSAGES.descriptionRequired],
    [{ title: 'x', description: 'x'.repeat(1001) }, USER_BILL_MESSAGES.descriptionTooLong],
    [{ title: 'x', description: 'x', policyArea: 'Astrology' }, USER_BILL_MESSAGES.policyArea],
    [{ title: 'x', description: 'x', isPublic: 'yes' }, USER_BILL_MESSAGES.isPublic],
    [{ title: 'x', description: 'x', moderationStatus: 'approved' }, USER_BILL_MESSAGES.submitStatus],
  ])('refuses %j with 400 and its message, storing nothing', async (body, message) => {
    const { client } = await signedInClient();
    const res = await client.post('/api/user-bills', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await client.get('/api/user-bills')).body).toEqual([]);
  });

  it('answers 400 for a bad status filter and 404 for an id that is not a uuid', async () => {
    const { client } = await signedInClient();
    const bad = await client.get('/api/user-bills?status=published');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(USER_BILL_MESSAGES.status);
    expect((await client.get('/api/user-bills/not-a-uuid')).status).toBe(404);
    expect((await client.get('/api/user-bills/public?limit=0')).status).toBe(400);
  });
});

describe('review', () => {
  it('approves a fine bill live: the author hears the verdict with its scores, and the public sees it', async () => {
    const { client, socket } = await author();
    const verdict = nextEvent<UserBillModeratedPush>(socket, SOCKET_EVENTS.userBillModerated);
    const created = await client.post<UserBill>('/api/user-bills', { ...fine, isPublic: true, moderationStatus: 'pending' });
    expect(created.status).toBe(201);
    expect(created.body.moderationStatus).toBe('pending');
    const { bill } = await verdict;
    expect(bill).toMatchObject({ id: created.body.id, moderationStatus: 'approved', reviewDelayed: false });
    expect(bill.overallScore).toBeGreaterThanOrEqual(6);
    expect(bill.moderationScore).toBe(bill.overallScore);
    expect(bill.constitutionalityScore).toBeGreaterThanOrEqual(1);
    expect(bill.decencyScore).toBeGreaterThanOrEqual(1);
    expect(bill.constitutionalityAssessment).toBeTruthy();
    expect(bill.decencyAssessment).toBeTruthy();
    expect(bill.moderationTimestamp).not.toBeNull();
    expect((await client.get<UserBill>(`/api/user-bills/${bill.id}`)).body).toMatchObject({ moderationStatus: 'approved', overallScore: bill.overallScore });

    const reader = (await signedInClient()).client;
    const seen = await reader.get<UserBill>(`/api/user-bills/${bill.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.authorName).toBe('Ada Lovelace');
    const page = await reader.get<UserBill[]>('/api/user-bills/public?limit=100');
    expect(page.body.map((b) => b.id)).toContain(bill.id);
    // Visible, yet not the reader's to change: 403, and nothing changes.
    expect((await reader.put(`/api/user-bills/${bill.id}`, { title: 'Hijacked' })).status).toBe(403);
    expect((await reader.delete(`/api/user-bills/${bill.id}`)).status).toBe(403);
    // The author cannot edit or delete a decided bill either.
    const locked = await client.put(`/api/user-bills/${bill.id}`, { title: 'Changed' });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(USER_BILL_MESSAGES.notDraft);
    expect((await client.delete(`/api/user-bills/${bill.id}`)).status).toBe(409);
    expect((await client.get<UserBill>(`/api/user-bills/${bill.id}`)).body.title).toBe(fine.title);
  });

  it('rejects an unconstitutional bill with its reasons, and keeps it out of the public list', async () => {
    const { client, socket } = await author();
    const verdict = nextEvent<UserBillModeratedPush>(socket, SOCKET_EVENTS.userBillModerated);
    const draft = await client.post<UserBill>('/api/user-bills', { ...unconstitutional, isPublic: true });
    // Submitting an edited draft sends it for review.
    const submitted = await client.put<UserBill>(`/api/user-bills/${draft.body.id}`, { moderationStatus: 'pending' });
    expect(submitted.body.moderationStatus).toBe('pending');
    expect((await client.delete(`/api/user-bills/${draft.body.id}`)).status).toBe(409);
    const { bill } = await verdict;
    expect(bill.moderationStatus).toBe('rejected');
    expect(bill.overallScore).toBeLessThan(6);
    expect(bill.rejectionReasons.join(' ')).toMatch(/religion/i);
    const page = await (await signedInClient()).client.get<UserBill[]>('/api/user-bills/public?limit=100');
    expect(page.body.map((b) => b.id)).not.toContain(bill.id);
    expect((await client.get<UserBill[]>('/api/user-bills?status=rejected')).body.map((b) => b.id)).toEqual([bill.id]);

    // Revise and resubmit, as the feedback tells the author (ADR 0020): only to submit it again.
    const kept = await client.put(`/api/user-bills/${bill.id}`, { title: 'Still a draft?' });
    expect([kept.status, kept.body.message]).toEqual([409, USER_BILL_MESSAGES.rejectedResubmitOnly]);
    const again = nextEvent<UserBillModeratedPush>(socket, SOCKET_EVENTS.userBillModerated);
    const resubmitted = await client.put<UserBill>(`/api/user-bills/${bill.id}`, { ...fine, moderationStatus: 'pending' });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ moderationStatus: 'pending', title: fine.title });
    expect((await again).bill).toMatchObject({ id: bill.id, moderationStatus: 'approved' });
  });

  it('keeps an approved private bill to its author', async () => {
    const { client, socket } = await author();
    const verdict = nextEvent<UserBillModeratedPush>(socket, SOCKET_EVENTS.userBillModerated);
    const created = await client.post<UserBill>('/api/user-bills', { ...fine, isPublic: false, moderationStatus: 'pending' });
    expect((await verdict).bill.moderationStatus).toBe('approved');
    const reader = (await signedInClient()).client;
    expect((await reader.get(`/api/user-bills/${created.body.id}`)).status).toBe(404);
    expect((await reader.get<UserBill[]>('/api/user-bills/public?limit=100')).body.map((b) => b.id)).not.toContain(created.body.id);
  });
});
