import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { scansOf, stackEnv } from '@civic/testing';
import { notificationsDataSourceOptions } from '../src/data-source';
import { NotificationsRepository, VOTE_CAST_CONTEXTS_SQL } from '../src/notifications/notifications.repository';

/*
 * What applying vote.cast.v1 events reads, one round trip for a batch's run of casts (issue #26):
 * for each cast in order, whether the voter has a follower now (without one the cast queues no
 * fan-out), and for a followed voter the voter's name and the bill's title.
 */
let ds: DataSource;
let repo: NotificationsRepository;

beforeAll(async () => {
  ds = await new DataSource(notificationsDataSourceOptions(stackEnv('DATABASE_URL'), 2)).initialize();
  repo = new NotificationsRepository(ds);
});
afterAll(async () => {
  await ds?.destroy();
});

const setFollow = (follower: string, following: string, on: boolean) => repo.upsertFollow(follower, following, on, new Date().toISOString());

describe('voteCastContexts', () => {
  it('says, cast by cast and in order, whether anyone follows the voter now, with the name and title a notification needs', async () => {
    const [voter, fan, other] = [randomUUID(), randomUUID(), randomUUID()];
    const billId = `119-hr-${Math.floor(Math.random() * 1e6)}`;
    const cast = { userId: voter, billId };
    const nobody = { followed: false, name: undefined, title: undefined };
    expect(await repo.voteCastContexts([])).toEqual([]);
    expect(await repo.voteCastContexts([cast])).toEqual([nobody]);

    await repo.upsertUser({ userId: voter, name: 'Vera Voter', voterArchetype: null, congressionalDistrict: 'NY-07' }, new Date().toISOString());
    await repo.upsertUser({ userId: fan, name: 'Fay Fan', voterArchetype: null, congressionalDistrict: 'NY-07' }, new Date().toISOString());
    await repo.upsertBill(billId, 'Clean Harbors Act', new Date().toISOString());
    // Following someone else does not count; the voter following others does not either.
    await setFollow(fan, other, true);
    await setFollow(voter, fan, true);
    expect(await repo.voteCastContexts([cast])).toEqual([nobody]);

    await setFollow(fan, voter, true);
    const unknownBill = { userId: voter, billId: `${billId}-x` };
    expect(await repo.voteCastContexts([{ userId: randomUUID(), billId }, cast, unknownBill, cast])).toEqual([
      nobody,
      { followed: true, name: 'Vera Voter', title: 'Clean Harbors Act' },
      { followed: true, name: 'Vera Voter', title: undefined },
      { followed: true, name: 'Vera Voter', title: 'Clean Harbors Act' },
    ]);
    await setFollow(fan, voter, false);
    expect(await repo.voteCastContexts([cast, cast])).toEqual([nobody, nobody]);
  });

  it('looks each voter up by the primary key, even while one user holds most follows (no scan of the table per cast)', async () => {
    // One popular member: 5,000 follows of one user, then the statistics ANALYZE reads from them.
    const popular = randomUUID();
    await ds.query(
      `INSERT INTO notifications.follows (follower_id, following_id, following, observed_at)
       SELECT gen_random_uuid(), $1, true, now() FROM generate_series(1, 5000)`,
      [popular],
    );
    try {
      await ds.query('ANALYZE notifications.follows');
      const voters = Array.from({ length: 20 }, () => randomUUID());
      const scansOfFollows = await scansOf(ds, VOTE_CAST_CONTEXTS_SQL, [voters, voters.map(() => '119-hr-1')], 'follows');
      expect(scansOfFollows).toEqual(['Index Scan']);
    } finally {
      await ds.query('DELETE FROM notifications.follows WHERE following_id = $1', [popular]);
    }
  });
});
