import { signedInClient } from '@civic/testing';
import { EVENTS, VOTE_VALUES, type BillSynthesized } from '@civic/contracts';
import { activateBill, closeVotingSupport, db, newBillId, publishToVoting, setVoterProfile, suggestions, tallyDrift, waitForFanout } from './voting-support';

afterAll(closeVotingSupport);

/**
 * Many users cast and change votes on the same bills at once, while a new bill fans out to
 * them and some of them retake the survey: afterwards every (user, bill) has exactly one vote and
 * every stored tally equals a recount from the votes.
 */
describe('concurrent voting', () => {
  const bills = [newBillId(), newBillId(), newBillId(), newBillId()];
  const lateBill = newBillId();
  const districts = ['WY-AL', 'DE-AL', 'AK-AL'];
  const archetypes = ['Protector', 'Patriot', 'Purist', 'MoralMaximalist'];

  beforeAll(async () => {
    for (const b of bills) await activateBill(b, suggestions({ Protector: 'support', Patriot: 'oppose' }));
  });

  it('keeps exactly one vote per user per bill and exact tallies', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => signedInClient()));
    // Profiles first; half of the users have an archetype (so they hold archetype votes too).
    await Promise.all(users.map(({ user }, i) => setVoterProfile(user.id, districts[i % districts.length], i % 2 ? archetypes[i % archetypes.length] : null)));

    const lateEvent: BillSynthesized = { billId: lateBill, title: 'Late bill', policyArea: null, archetypeVotes: suggestions({ Purist: 'support' }, 'oppose') };
    const requests: Array<Promise<{ status: number }>> = [];
    users.forEach(({ client }, u) => {
      for (const [b, billId] of [...bills, lateBill].entries()) {
        // Three casts per user and bill, all in flight together; the last to commit wins.
        for (let k = 0; k < 3; k++) requests.push(client.post('/api/votes', { billId, vote: VOTE_VALUES[(u + b + k) % 3] }));
      }
    });
    const work = [
      ...requests,
      // Meanwhile: a new bill fans out to every voter with an archetype ...
      publishToVoting(EVENTS.billSynthesized, lateEvent).then(() => ({ status: 200 })),
      // ... and a few voters retake the survey or move.
      ...users.slice(0, 6).map(({ user }, i) => setVoterProfile(user.id, districts[(i + 1) % districts.length], archetypes[(i + 2) % archetypes.length]).then(() => ({ status: 200 }))),
    ];
    const results = await Promise.all(work);
    await waitForFanout(lateBill);

    // Casts on existing bills all succeed; casts on the late bill are 200 or 404 (before it was active).
    const statuses = results.slice(0, requests.length).map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 404)).toEqual([]);
    users.forEach((_, u) => {
      for (let b = 0; b < bills.length; b++) {
        for (let k = 0; k < 3; k++) expect(statuses[(u * 5 + b) * 3 + k]).toBe(200);
      }
    });

    const userIds = users.map(({ user }) => user.id);
    const { rows } = await db().query(
      `SELECT user_id, bill_id, count(*)::int AS n, min(vote_type) AS vote_type FROM voting.votes
        WHERE user_id = ANY($1::uuid[]) AND bill_id = ANY($2) GROUP BY user_id, bill_id`,
      [userIds, [...bills, lateBill]],
    );
    // Every user has a personal vote on every original bill, exactly one each.
    expect(rows.filter((r) => bills.includes(r.bill_id))).toHaveLength(users.length * bills.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(rows.filter((r) => bills.includes(r.bill_id)).every((r) => r.vote_type === 'personal')).toBe(true);
    // On the late bill: at most one each, and every voter with an archetype has one.
    const late = rows.filter((r) => r.bill_id === lateBill);
    const { rows: withArchetype } = await db().query(`SELECT user_id FROM voting.voters WHERE user_id = ANY($1::uuid[]) AND archetype_key IS NOT NULL`, [userIds]);
    for (const { user_id } of withArchetype) expect(late.some((r) => r.user_id === user_id)).toBe(true);

    // Each vote counts in its voter's current district.
    const { rows: misplaced } = await db().query(
      `SELECT v.user_id FROM voting.votes v JOIN voting.voters vr ON vr.user_id = v.user_id
        WHERE v.user_id = ANY($1::uuid[]) AND v.district <> coalesce(vr.district, 'UNKNOWN')`,
      [userIds],
    );
    expect(misplaced).toEqual([]);

    expect(await tallyDrift([...bills, lateBill])).toEqual([]);
  });
});
