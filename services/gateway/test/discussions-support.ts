import type { Socket } from 'socket.io-client';
import { signedInClient, type ApiClient } from '@civic/testing';
import { classifyArchetype, FOUNDATION_ITEMS, scoreSurvey, SURVEY_QUESTIONS } from '@civic/contracts';
import { activateBill, connectSocket, db, newBillId, suggestions, waitFor } from './voting-support';

/*
 * Helpers for the discussions integration tests: discussable bills (bill.synthesized.v1, as
 * bills would publish it), named voters with an archetype (identity's events reach the
 * discussions read model), and socket events picked by what they are about.
 */

export const sockets: Socket[] = [];

/** A congressional bill that discussions know as active. */
export async function discussableBill(title = 'Clean Water Act'): Promise<string> {
  const billId = newBillId();
  await activateBill(billId, suggestions(), title);
  await waitFor(`discussions to know ${billId}`, async () => (await db().query('SELECT 1 FROM discussions.bills WHERE bill_id = $1', [billId])).rowCount);
  return billId;
}

/** Where a voter lives (personal info without the name). */
export interface Home {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}
export const BROOKLYN: Home = { address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211' };
/** A district no other suite's voters live in (notifications to a district stay among the suite's own). */
export const VERMONT: Home = { address: '1 Church St', city: 'Burlington', state: 'VT', zipCode: '05401' };

/**
 * A signed-in voter with a name (personal info) and, given survey answers, an archetype; resolves
 * once the discussions read model has them, so views and upvotes see them.
 */
export async function voter(name: string, survey?: number[], home: Home = BROOKLYN): Promise<{ client: ApiClient; id: string; socket: Socket; archetype: string | null }> {
  const { client, user } = await signedInClient();
  expect((await client.post('/api/user/personal-info', { name, ...home })).status).toBe(200);
  let archetype: string | null = null;
  if (survey) {
    const res = await client.post<{ archetype: { name: string } }>('/api/survey', { responses: survey });
    expect(res.status).toBe(200);
    archetype = res.body.archetype.name;
  }
  await waitFor(`discussions to know ${name}`, async () => {
    const { rows } = await db().query('SELECT voter_archetype FROM discussions.authors WHERE user_id = $1 AND name = $2', [user.id, name]);
    return rows.length && rows[0].voter_archetype === archetype;
  });
  const socket = await connectSocket(client.cookieHeader(), client.origin);
  sockets.push(socket);
  return { client, id: user.id, socket, archetype };
}

/**
 * Survey answers for `n` different archetypes: one foundation high at a time, kept when the
 * contract's own classifier gives an archetype not seen yet (the same rule identity applies).
 */
export function surveysOfDistinctArchetypes(n: number): number[][] {
  const found = new Map<string, number[]>();
  for (const high of Object.keys(FOUNDATION_ITEMS) as Array<keyof typeof FOUNDATION_ITEMS>) {
    for (const low of [1, 3]) {
      const responses = SURVEY_QUESTIONS.map((q) => (FOUNDATION_ITEMS[high].includes(q.id) ? 6 : low));
      const name = classifyArchetype(scoreSurvey(responses)).name;
      if (!found.has(name)) found.set(name, responses);
    }
  }
  const surveys = [...found.values()].slice(0, n);
  if (surveys.length < n) throw new Error(`only ${surveys.length} distinct archetypes from the candidate surveys`);
  return surveys;
}

/** The next `event` whose payload `matches`, within 20 s. */
export function eventWhere<T>(socket: Socket, event: string, matches: (payload: T) => boolean, timeoutMs = 20_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
