import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { stackEnv, waitFor } from '@civic/testing';
import { notificationsDataSourceOptions } from '../src/data-source';
import { NotificationsRepository, type PendingFanout } from '../src/notifications/notifications.repository';
import type { Fanout } from '../src/notifications/triggers';

/*
 * Queued fan-outs written by the running stack's fan-out jobs (ADR 0018), larger than one chunk
 * (1,000 recipients): everyone in the audience but the actor and the excepted gets exactly one
 * notification, and a fan-out resumed after a crash (its first recipients written, the last
 * chunk's mark behind them, so a chunk is written twice) adds nothing twice. Both are queued here
 * without their job, as a crash between the commit and the enqueue leaves them: the sweep finds them.
 */
const FOLLOWERS = 2500;
let ds: DataSource;

beforeAll(async () => {
  ds = await new DataSource(notificationsDataSourceOptions(stackEnv('DATABASE_URL'), 2)).initialize();
});
afterAll(async () => {
  await ds?.destroy();
});

/** A followed user with FOLLOWERS followers (ids in order), the actor following themself too. */
async function followedUser(): Promise<{ actor: string; followers: string[] }> {
  const actor = randomUUID();
  const followers = Array.from({ length: FOLLOWERS }, () => randomUUID()).sort();
  await ds.query(
    `INSERT INTO notifications.follows (follower_id, following_id, following, observed_at)
       SELECT f, $1, true, now() FROM unnest($2::uuid[]) f`,
    [actor, [...followers, actor]],
  );
  return { actor, followers };
}

const fanoutOf = (actor: string, except: string[]): Fanout => ({
  audience: { kind: 'followers', of: actor },
  except,
  notification: {
    type: 'followed_user_voted',
    relatedUserId: actor,
    relatedBillId: null,
    relatedDiscussionId: null,
    relatedReplyId: null,
    message: 'Fan Out voted Support on a bill',
    sourceKey: `fanout-test:${actor}`,
  },
});

/** Notifications per recipient about the actor. */
async function countsFor(actor: string): Promise<Map<string, number>> {
  const rows: Array<{ user_id: string; n: number }> = await ds.query(
    `SELECT user_id, count(*)::int AS n FROM notifications.notifications WHERE related_user_id = $1 GROUP BY user_id`,
    [actor],
  );
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

const written = (id: string) =>
  waitFor('the fan-out written and removed', async () => (await ds.query(`SELECT 1 FROM notifications.fanouts WHERE id = $1`, [id])).length === 0, 30_000);

it('writes a fan-out of several chunks to everyone but the actor and the excepted, once each', async () => {
  const { actor, followers } = await followedUser();
  const excepted = followers[7];
  await written(await new NotificationsRepository(ds).queueFanout(fanoutOf(actor, [excepted])));

  const counts = await countsFor(actor);
  expect(counts.size).toBe(FOLLOWERS - 1);
  expect(counts.has(actor)).toBe(false);
  expect(counts.has(excepted)).toBe(false);
  expect([...counts.values()].every((n) => n === 1)).toBe(true);
});

it('resumes a fan-out a crash left behind, writing the chunk it had done again without duplicates', async () => {
  const { actor, followers } = await followedUser();
  const fanout = fanoutOf(actor, []);
  // As a crash leaves it: the first 1,200 written, the mark still at the 1,000th.
  await ds.query(
    `INSERT INTO notifications.notifications (user_id, type, related_user_id, message, source_key)
       SELECT f, 'followed_user_voted', $1, $2, $3 FROM unnest($4::uuid[]) f`,
    [actor, fanout.notification.message, fanout.notification.sourceKey, followers.slice(0, 1200)],
  );
  const [{ id }] = await ds.query(
    `INSERT INTO notifications.fanouts (audience, except_ids, notification, after_user) VALUES ($1, '{}', $2, $3) RETURNING id`,
    [JSON.stringify(fanout.audience), JSON.stringify(fanout.notification), followers[999]],
  );
  await written(id);

  const counts = await countsFor(actor);
  expect(counts.size).toBe(FOLLOWERS);
  expect([...counts.values()].every((n) => n === 1)).toBe(true);
});

it('says a fan-out is done once a chunk comes up short, so the writer pauses only between full chunks', async () => {
  const { actor } = await followedUser();
  const fanout = fanoutOf(actor, []);
  // Inside a transaction that is rolled back: the stack's writer never sees this fan-out.
  const tx = ds.createQueryRunner();
  await tx.startTransaction();
  const chunks: Array<{ created: number; done: boolean }> = [];
  try {
    const select = `SELECT id, audience, except_ids, notification, after_user FROM notifications.fanouts WHERE id = $1`;
    const [{ id }]: Array<{ id: string }> = await tx.query(
      `INSERT INTO notifications.fanouts (audience, except_ids, notification) VALUES ($1, '{}', $2) RETURNING id`,
      [JSON.stringify(fanout.audience), JSON.stringify(fanout.notification)],
    );
    const repo = new NotificationsRepository(tx.manager);
    for (let [next]: PendingFanout[] = await tx.query(select, [id]); next; [next] = await tx.query(select, [id])) {
      const chunk = await repo.writeFanoutChunk(next, 1000);
      chunks.push({ created: chunk.created.length, done: chunk.done });
    }
  } finally {
    await tx.rollbackTransaction();
    await tx.release();
  }
  // 2,500 followers and the actor (left out): two full chunks, then a short one that ends it.
  expect(chunks.map((c) => c.done)).toEqual([false, false, true]);
  expect(chunks.reduce((n, c) => n + c.created, 0)).toBe(FOLLOWERS);
});
