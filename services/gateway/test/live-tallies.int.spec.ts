import type { Socket } from 'socket.io-client';
import { signedInClient } from '@civic/testing';
import { MAX_WATCHED_BILLS, SOCKET_EVENTS, SOCKET_REQUESTS, type TallyChangedPush, type WatchBillAck } from '@civic/contracts';
import { activateBill, closeVotingSupport, connectSocket, newBillId, nextEvent, setVoterProfile, suggestions } from './voting-support';

/*
 * Live district tallies (DESIGN §2 live push): a page follows a bill over the socket and
 * receives its district's new tally whenever someone there casts a personal vote on that bill;
 * another district's tallies (and the moment of each vote) never reach it.
 */
// A district no other suite gives a voter: fan-out of other suites' archetype voters never lands here.
const district = 'MT-02';
const sockets: Socket[] = [];

afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

const request = (socket: Socket, event: string, billId: unknown) =>
  socket.timeout(5000).emitWithAck(event, { billId }) as Promise<WatchBillAck>;

/** Where watchers live: ZIPs the shipped table puts in one district each. */
const MONTANA = { name: 'Monty Watcher', address: '1 Main St', city: 'Billings', state: 'MT', zipCode: '59001' };
const VERMONT = { name: 'Vera Watcher', address: '1 Church St', city: 'Burlington', state: 'VT', zipCode: '05401' };

async function watcher(home: typeof MONTANA | null = MONTANA) {
  const { client } = await signedInClient();
  if (home) expect((await client.post('/api/user/personal-info', home)).status).toBe(200);
  const socket = await connectSocket(client.cookieHeader(), client.origin);
  sockets.push(socket);
  return socket;
}

it('pushes the new district tally to a socket following the bill, and stops after unwatch', async () => {
  const [billA, billB] = [newBillId(), newBillId()];
  await activateBill(billA, suggestions());
  await activateBill(billB, suggestions());
  const voter = await signedInClient();
  await setVoterProfile(voter.user.id, district, null);
  const socket = await watcher();

  expect(await request(socket, SOCKET_REQUESTS.watchBill, billA)).toEqual({ ok: true });
  const pushed = nextEvent<TallyChangedPush>(socket, SOCKET_EVENTS.tallyChanged);
  expect((await voter.client.post('/api/votes', { billId: billA, vote: 'support' })).status).toBe(200);
  expect(await pushed).toEqual({
    billId: billA,
    district,
    support: { weighted: 10, personal: 1, archetype: 0 },
    oppose: { weighted: 0, personal: 0, archetype: 0 },
    abstain: { weighted: 0, personal: 0, archetype: 0 },
  });

  // After unwatching A, a change on A is not delivered: the next event is B's.
  expect(await request(socket, SOCKET_REQUESTS.unwatchBill, billA)).toEqual({ ok: true });
  expect(await request(socket, SOCKET_REQUESTS.watchBill, billB)).toEqual({ ok: true });
  const next = nextEvent<TallyChangedPush>(socket, SOCKET_EVENTS.tallyChanged);
  expect((await voter.client.post('/api/votes', { billId: billA, vote: 'oppose' })).status).toBe(200);
  expect((await voter.client.post('/api/votes', { billId: billB, vote: 'abstain' })).status).toBe(200);
  expect(await next).toMatchObject({ billId: billB, district, abstain: { weighted: 10, personal: 1, archetype: 0 } });
});

it("sends a district's tally only to the sockets of that district", async () => {
  const bill = newBillId();
  await activateBill(bill, suggestions());
  const [montanan, vermonter] = [await signedInClient(), await signedInClient()];
  await setVoterProfile(montanan.user.id, district, null);
  await setVoterProfile(vermonter.user.id, 'VT-AL', null);
  const [local, outsider, homeless] = [await watcher(MONTANA), await watcher(VERMONT), await watcher(null)];
  for (const socket of [local, outsider, homeless]) expect(await request(socket, SOCKET_REQUESTS.watchBill, bill)).toEqual({ ok: true });
  const seen: Record<string, TallyChangedPush[]> = { outsider: [], homeless: [] };
  outsider.on(SOCKET_EVENTS.tallyChanged, (p: TallyChangedPush) => seen.outsider.push(p));
  homeless.on(SOCKET_EVENTS.tallyChanged, (p: TallyChangedPush) => seen.homeless.push(p));

  const montana = nextEvent<TallyChangedPush>(local, SOCKET_EVENTS.tallyChanged);
  expect((await montanan.client.post('/api/votes', { billId: bill, vote: 'support' })).status).toBe(200);
  expect(await montana).toMatchObject({ billId: bill, district });
  // Then a vote in Vermont: the outsider's push comes after Montana's would have (one emitter,
  // one order), so by the time it arrives the outsider has seen only Vermont's.
  const vermont = nextEvent<TallyChangedPush>(outsider, SOCKET_EVENTS.tallyChanged);
  expect((await vermonter.client.post('/api/votes', { billId: bill, vote: 'oppose' })).status).toBe(200);
  expect(await vermont).toMatchObject({ billId: bill, district: 'VT-AL' });
  expect(seen.outsider.map((p) => p.district)).toEqual(['VT-AL']);
  // A user with no district yet follows no district's tally.
  expect(seen.homeless).toEqual([]);
});

it('refuses a malformed bill id and more than the allowed number of bills per socket', async () => {
  const socket = await watcher();
  for (const bad of ['not-a-bill', '', 42, null]) {
    expect(await request(socket, SOCKET_REQUESTS.watchBill, bad)).toEqual({ ok: false, error: 'Bill not found' });
  }
  for (let i = 0; i < MAX_WATCHED_BILLS; i++) expect((await request(socket, SOCKET_REQUESTS.watchBill, `997-hr-${i + 1}`)).ok).toBe(true);
  expect(await request(socket, SOCKET_REQUESTS.watchBill, '997-hr-9999')).toEqual({ ok: false, error: 'Too many bills followed at once' });
  // Following one already followed is not a new room.
  expect(await request(socket, SOCKET_REQUESTS.watchBill, '997-hr-1')).toEqual({ ok: true });
});

it('keeps the cap when many watches are sent at once', async () => {
  const socket = await watcher();
  const answers = await Promise.all(Array.from({ length: MAX_WATCHED_BILLS * 4 }, (_, i) => request(socket, SOCKET_REQUESTS.watchBill, `996-hr-${i + 1}`)));
  expect(answers.filter((a) => a.ok)).toHaveLength(MAX_WATCHED_BILLS);
  expect(answers.filter((a) => !a.ok).map((a) => a.error)).toEqual(Array(MAX_WATCHED_BILLS * 3).fill('Too many bills followed at once'));
});
