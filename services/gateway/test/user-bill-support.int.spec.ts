import { EVENTS, SOCKET_EVENTS, USER_BILL_MESSAGES, type NotificationView, type UserBill, type UserBillModeratedPush } from '@civic/contracts';
import { closeVotingSupport, db, nextEvent, waitFor } from './voting-support';
import { sockets, voter } from './discussions-support';

/*
 * Neighbours' bills supported or opposed (SPEC §3 user_bill_support, §5 support type) through the
 * real stack: one choice per voter, changeable and removable, counted on the bill; the author is
 * told once per voter (user_bill_support), never about their own bill, and never for a bill they
 * could not see.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

const fine = {
  title: 'Neighbourhood Library Hours Act',
  description:
    'Funds longer opening hours for public libraries through grants to states under the spending power (Article I, Section 8), with yearly reports to Congress.',
  policyArea: 'Education',
};

type Voter = Awaited<ReturnType<typeof voter>>;

/** A bill of `author`'s, reviewed by the real ai-worker and approved. */
async function approvedBill(author: Voter, isPublic = true): Promise<UserBill> {
  const verdict = nextEvent<UserBillModeratedPush>(author.socket, SOCKET_EVENTS.userBillModerated);
  const created = await author.client.post<UserBill>('/api/user-bills', { ...fine, isPublic, moderationStatus: 'pending' });
  expect(created.status).toBe(201);
  const { bill } = await verdict;
  expect(bill.moderationStatus).toBe('approved');
  return bill;
}

/** Waits until notifications has applied every support change bills recorded for the bill. */
async function supportEventsApplied(billId: string): Promise<void> {
  await waitFor('notifications to apply the support changes', async () => {
    const { rows } = await db().query(
      `SELECT count(*) FILTER (WHERE i.event_id IS NULL) AS pending, count(*) AS total
         FROM bills.outbox o LEFT JOIN notifications.inbox i ON i.event_id::text = o.id::text
        WHERE o.name = $1 AND o.payload->>'billId' = $2`,
      [EVENTS.userBillSupportChanged, billId],
    );
    return Number(rows[0].total) > 0 && Number(rows[0].pending) === 0;
  });
}

const supportNotices = async (v: Voter, billId: string) =>
  (await v.client.get<NotificationView[]>('/api/notifications?limit=100')).body.filter((n) => n.type === 'user_bill_support' && n.relatedBillId === billId);

describe('support and oppose', () => {
  it('counts one choice per voter, changeable and removable, and shows each voter their own', async () => {
    const author = await voter('Grace Author');
    const [ann, ben] = [await voter('Ann Neighbour'), await voter('Ben Neighbour')];
    const bill = await approvedBill(author);
    expect(bill).toMatchObject({ supportCount: 0, opposeCount: 0, mySupport: null });

    const put = await ann.client.put<UserBill>(`/api/user-bills/${bill.id}/support`, { supportType: 'support' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: bill.id, supportCount: 1, opposeCount: 0, mySupport: 'support', authorName: 'Grace Author' });
    // The same choice again changes nothing.
    expect((await ann.client.put<UserBill>(`/api/user-bills/${bill.id}/support`, { supportType: 'support' })).body).toMatchObject({ supportCount: 1, opposeCount: 0 });
    expect((await ben.client.put<UserBill>(`/api/user-bills/${bill.id}/support`, { supportType: 'oppose' })).body).toMatchObject({ supportCount: 1, opposeCount: 1, mySupport: 'oppose' });

    // Changed: moves from one count to the other.
    expect((await ann.client.put<UserBill>(`/api/user-bills/${bill.id}/support`, { supportType: 'oppose' })).body).toMatchObject({ supportCount: 0, opposeCount: 2, mySupport: 'oppose' });

    // Each reader sees the counts and their own choice, on the bill and on the public list.
    expect((await ben.client.get<UserBill>(`/api/user-bills/${bill.id}`)).body).toMatchObject({ supportCount: 0, opposeCount: 2, mySupport: 'oppose' });
    const listed = (await ann.client.get<UserBill[]>('/api/user-bills/public?limit=100')).body.find((b) => b.id === bill.id);
    expect(listed).toMatchObject({ supportCount: 0, opposeCount: 2, mySupport: 'oppose' });
    // The author's My Bills carries the counts (and no choice of their own).
    const mine = (await author.client.get<UserBill[]>('/api/user-bills')).body.find((b) => b.id === bill.id);
    expect(mine).toMatchObject({ supportCount: 0, opposeCount: 2, mySupport: null });

    // Removed: the count goes down and the choice is gone; removing again is harmless.
    const removed = await ann.client.delete<UserBill>(`/api/user-bills/${bill.id}/support`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ supportCount: 0, opposeCount: 1, mySupport: null });
    expect((await ann.client.delete<UserBill>(`/api/user-bills/${bill.id}/support`)).body).toMatchObject({ supportCount: 0, opposeCount: 1 });
    const { rows } = await db().query('SELECT user_id, support_type FROM bills.user_bill_supports WHERE bill_id = $1', [bill.id]);
    expect(rows).toEqual([{ user_id: ben.id, support_type: 'oppose' }]);
  });

  it('tells the author once per voter, however often the voter changes their mind', async () => {
    const author = await voter('Hedy Author');
    const [cat, dan] = [await voter('Cat Supporter'), await voter('Dan Opponent')];
    const bill = await approvedBill(author);
    const first = nextEvent<NotificationView>(author.socket, SOCKET_EVENTS.notificationCreated);
    await cat.client.put(`/api/user-bills/${bill.id}/support`, { supportType: 'support' });
    expect(await first).toMatchObject({ type: 'user_bill_support', relatedBillId: bill.id, relatedUserId: cat.id, message: `Cat Supporter supports your bill “${fine.title}”` });

    for (const supportType of ['oppose', 'support'] as const) await cat.client.put(`/api/user-bills/${bill.id}/support`, { supportType });
    await cat.client.delete(`/api/user-bills/${bill.id}/support`);
    await cat.client.put(`/api/user-bills/${bill.id}/support`, { supportType: 'oppose' });
    await dan.client.put(`/api/user-bills/${bill.id}/support`, { supportType: 'oppose' });
    await supportEventsApplied(bill.id);

    const notices = await supportNotices(author, bill.id);
    expect(notices.map((n) => n.relatedUserId).sort()).toEqual([cat.id, dan.id].sort());
    expect(notices.find((n) => n.relatedUserId === dan.id)?.message).toBe(`Dan Opponent opposes your bill “${fine.title}”`);
    // Nobody else hears of it.
    expect(await supportNotices(cat, bill.id)).toEqual([]);
    expect(await supportNotices(dan, bill.id)).toEqual([]);
  });
});

describe('refused', () => {
  it("refuses the author's own bill with a message, and changes nothing", async () => {
    const author = await voter('Ida Author');
    const bill = await approvedBill(author);
    for (const res of [
      await author.client.put(`/api/user-bills/${bill.id}/support`, { supportType: 'support' }),
      await author.client.delete(`/api/user-bills/${bill.id}/support`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(USER_BILL_MESSAGES.supportOwn);
    }
    expect((await author.client.get<UserBill>(`/api/user-bills/${bill.id}`)).body).toMatchObject({ supportCount: 0, opposeCount: 0 });
  });

  it("answers 404 'Bill not found' for someone else's draft, private bill or an unknown id", async () => {
    const author = await voter('Jan Author');
    const reader = await voter('Kim Reader');
    const draft = (await author.client.post<UserBill>('/api/user-bills', { ...fine, isPublic: true })).body;
    const privateBill = await approvedBill(author, false);
    for (const id of [draft.id, privateBill.id, '00000000-0000-4000-8000-000000000000', 'not-a-bill']) {
      const res = await reader.client.put(`/api/user-bills/${id}/support`, { supportType: 'support' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(USER_BILL_MESSAGES.notFound);
    }
    // The author's own private bill: theirs, so the message says why.
    const own = await author.client.put(`/api/user-bills/${privateBill.id}/support`, { supportType: 'support' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(USER_BILL_MESSAGES.supportOwn);
    const { rows } = await db().query('SELECT count(*)::int AS n FROM bills.user_bill_supports WHERE bill_id = ANY($1::uuid[])', [[draft.id, privateBill.id]]);
    expect(rows[0].n).toBe(0);
  });

  it('answers 400 with the SPEC §5 rule for anything but support or oppose', async () => {
    const author = await voter('Lou Author');
    const reader = await voter('Mia Reader');
    const bill = await approvedBill(author);
    for (const body of [{}, { supportType: 'abstain' }, { supportType: 'SUPPORT' }, { supportType: null }]) {
      const res = await reader.client.put(`/api/user-bills/${bill.id}/support`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(USER_BILL_MESSAGES.supportType);
    }
    expect((await reader.client.get<UserBill>(`/api/user-bills/${bill.id}`)).body).toMatchObject({ supportCount: 0, opposeCount: 0, mySupport: null });
  });
});
