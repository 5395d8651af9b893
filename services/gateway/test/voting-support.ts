import { randomInt, randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { io, Socket } from 'socket.io-client';
import {
  ARCHETYPE_KEYS,
  EVENTS,
  type BillSynthesized,
  type IntegrationEvent,
  type VoterProfileChanged,
  type VoteValue,
} from '@civic/contracts';
import { createRedis, QueueRegistry } from '@civic/service-kit';
import { stackEnv, stackUrl, waitFor } from '@civic/testing';

/*
 * Helpers for the voting integration tests. Tests drive the real stack through the gateway;
 * the events other services would send (bill.synthesized.v1, user.voter-profile-changed.v1) are
 * published to the voting inbox queue here, and the database is read only to wait for them and to
 * recount tallies independently of the service.
 */

let pool: Pool | undefined;
export const db = () => (pool ??= new Pool({ connectionString: stackEnv('DATABASE_URL'), max: 4 }));

let registry: QueueRegistry | undefined;
const queues = () => (registry ??= new QueueRegistry(createRedis(stackEnv('REDIS_URL')), stackEnv('REDIS_PREFIX')));

export async function closeVotingSupport(): Promise<void> {
  const r = registry;
  registry = undefined;
  if (r) {
    await r.close();
    r.connection.disconnect();
  }
  const p = pool;
  pool = undefined;
  await p?.end();
}

export { waitFor };

/** A service whose schema is not named after it. */
const SCHEMA_OF: Record<string, string> = { 'social-graph': 'social' };

/**
 * Publishes an integration event the way an outbox relay would (to every queue routed for it),
 * and waits until `service` applied it. `id` repeats an earlier event (a redelivery): then the
 * wait is for the queue to have finished the copy.
 */
export async function publishEvent<P>(service: string, name: string, payload: P, occurredAt = new Date(), id: string = randomUUID()): Promise<string> {
  const event: IntegrationEvent<P> = { id, name, occurredAt: occurredAt.toISOString(), payload };
  const copy = await queues().get(`inbox.${service}`).add(name, event, { jobId: `${id}-copy-${randomUUID()}` });
  const schema = SCHEMA_OF[service] ?? service;
  await waitFor(`${service} to apply ${name}`, async () => (await copy.getState()) === 'completed' && (await db().query(`SELECT 1 FROM ${schema}.inbox WHERE event_id = $1`, [id])).rowCount);
  return id;
}

/** Publishes an integration event the way an outbox relay would, and waits until voting applied it. */
export async function publishToVoting<P>(name: string, payload: P, occurredAt = new Date()): Promise<string> {
  const event: IntegrationEvent<P> = { id: randomUUID(), name, occurredAt: occurredAt.toISOString(), payload };
  await queues().publish(event as IntegrationEvent);
  await waitFor(`voting to apply ${name}`, async () => (await db().query('SELECT 1 FROM voting.inbox WHERE event_id = $1', [event.id])).rowCount);
  return event.id;
}

const usedBillIds = new Set<string>();
/** A bill id in the bills service's format (so getMany accepts it) that no other test uses. */
export function newBillId(): string {
  for (;;) {
    const id = `998-hr-${randomInt(100000, 999999)}`;
    if (!usedBillIds.has(id)) {
      usedBillIds.add(id);
      return id;
    }
  }
}

/** Suggestions for every archetype: `fallback` unless overridden per key. */
export function suggestions(overrides: Record<string, VoteValue> = {}, fallback: VoteValue = 'abstain'): Record<string, VoteValue> {
  return Object.fromEntries(ARCHETYPE_KEYS.map((k) => [k, overrides[k] ?? fallback]));
}

/** Makes a bill active (bill.synthesized.v1) and waits until its archetype fan-out is done. */
export async function activateBill(
  billId: string,
  archetypeVotes: Record<string, VoteValue>,
  title = `Test bill ${billId}`,
  archetypeReasons?: Record<string, string>,
): Promise<void> {
  const payload: BillSynthesized = { billId, title, policyArea: 'Health', archetypeVotes, ...(archetypeReasons ? { archetypeReasons } : {}) };
  await publishToVoting(EVENTS.billSynthesized, payload);
  await waitForFanout(billId);
}

export async function waitForFanout(billId: string): Promise<void> {
  await waitFor(`fan-out of ${billId}`, async () => {
    const { rows } = await db().query('SELECT fanout_done_version >= fanout_version AS done FROM voting.active_bills WHERE bill_id = $1', [billId]);
    return rows[0]?.done;
  }, 60_000);
}

/** Sets a voter's district and archetype the way identity does (user.voter-profile-changed.v1). */
export async function setVoterProfile(userId: string, congressionalDistrict: string | null, archetypeKey: string | null): Promise<void> {
  const payload: VoterProfileChanged = { userId, congressionalDistrict, archetypeKey };
  await publishToVoting(EVENTS.voterProfileChanged, payload);
}

export interface Counts {
  sp: number;
  sa: number;
  op: number;
  oa: number;
  ap: number;
  aa: number;
}

/** The stored tally of (bill, district), all zeros when there is none. */
export async function storedTally(billId: string, district: string): Promise<Counts & { sw: number; ow: number; aw: number }> {
  const { rows } = await db().query(
    `SELECT support_personal sp, support_archetype sa, oppose_personal op, oppose_archetype oa, abstain_personal ap, abstain_archetype aa,
            support_weighted::int sw, oppose_weighted::int ow, abstain_weighted::int aw
       FROM voting.district_tallies WHERE bill_id = $1 AND district = $2`,
    [billId, district],
  );
  return rows[0] ?? { sp: 0, sa: 0, op: 0, oa: 0, ap: 0, aa: 0, sw: 0, ow: 0, aw: 0 };
}

/**
 * Recounts the given bills from the votes table with a plain aggregate and returns every
 * (bill, district) where the stored tally differs: [] means the counters are exact.
 */
export async function tallyDrift(billIds: string[]): Promise<unknown[]> {
  const { rows } = await db().query(
    `WITH actual AS (
       SELECT bill_id, district,
         count(*) FILTER (WHERE vote = 'support' AND vote_type = 'personal')::int sp,
         count(*) FILTER (WHERE vote = 'support' AND vote_type = 'archetype')::int sa,
         count(*) FILTER (WHERE vote = 'oppose' AND vote_type = 'personal')::int op,
         count(*) FILTER (WHERE vote = 'oppose' AND vote_type = 'archetype')::int oa,
         count(*) FILTER (WHERE vote = 'abstain' AND vote_type = 'personal')::int ap,
         count(*) FILTER (WHERE vote = 'abstain' AND vote_type = 'archetype')::int aa
       FROM voting.votes WHERE bill_id = ANY($1) GROUP BY bill_id, district
     ), stored AS (
       SELECT bill_id, district, support_personal sp, support_archetype sa, oppose_personal op, oppose_archetype oa,
              abstain_personal ap, abstain_archetype aa
         FROM voting.district_tallies WHERE bill_id = ANY($1)
     )
     SELECT coalesce(a.bill_id, s.bill_id) bill_id, coalesce(a.district, s.district) district, row_to_json(a) actual, row_to_json(s) stored
       FROM actual a FULL JOIN stored s ON s.bill_id = a.bill_id AND s.district = a.district
      WHERE (coalesce(a.sp, 0), coalesce(a.sa, 0), coalesce(a.op, 0), coalesce(a.oa, 0), coalesce(a.ap, 0), coalesce(a.aa, 0))
            IS DISTINCT FROM (coalesce(s.sp, 0), coalesce(s.sa, 0), coalesce(s.op, 0), coalesce(s.oa, 0), coalesce(s.ap, 0), coalesce(s.aa, 0))`,
    [billIds],
  );
  return rows;
}

/** A signed-in Socket.IO connection, resolved once the server says the user's room is joined. */
export function connectSocket(cookie: string, origin: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(stackUrl(), { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie, origin }, timeout: 5000 });
    socket.once('session.ready', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 20_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
