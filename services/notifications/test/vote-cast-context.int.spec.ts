import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { stackEnv } from '@civic/testing';
import { notificationsDataSourceOptions } from '../src/data-source';
import { NotificationsRepository } from '../src/notifications/notifications.repository';

/*
 * What applying a vote.cast.v1 reads in one round trip (issue #26): whether the voter has a
 * follower now (without one the cast queues no fan-out), the voter's name and the bill's title.
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

describe('voteCastContext', () => {
  it('says whether anyone follows the voter now, with the voter’s name and the bill’s title', async () => {
    const [voter, fan, other] = [randomUUID(), randomUUID(), randomUUID()];
    const billId = `119-hr-${Math.floor(Math.random() * 1e6)}`;
    expect(await repo.voteCastContext(voter, billId)).toEqual({ followed: false, name: undefined, title: undefined });

    await repo.upsertUser({ userId: voter, name: 'Vera Voter', voterArchetype: null, congressionalDistrict: 'NY-07' }, new Date().toISOString());
    await repo.upsertBill(billId, 'Clean Harbors Act', new Date().toISOString());
    // Following someone else does not count; the voter following others does not either.
    await setFollow(fan, other, true);
    await setFollow(voter, fan, true);
    expect(await repo.voteCastContext(voter, billId)).toEqual({ followed: false, name: 'Vera Voter', title: 'Clean Harbors Act' });

    await setFollow(fan, voter, true);
    expect((await repo.voteCastContext(voter, billId)).followed).toBe(true);
    await setFollow(fan, voter, false);
    expect((await repo.voteCastContext(voter, billId)).followed).toBe(false);
  });
});
