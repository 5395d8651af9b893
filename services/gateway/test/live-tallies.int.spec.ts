import type { Socket } from 'socket.io-client';
import { signedInClient } from '@civic/testing';
import { MAX_WATCHED_BILLS, SOCKET_EVENTS, SOCKET_REQUESTS, type TallyChangedPush, type WatchBillAck } from '@civic/contracts';
import { activateBill, closeVotingSupport, connectSocket, newBillId, nextEvent, setVoterProfile, suggestions } from './voting-support';

/*
 * Live district tallies (DESIGN §2 live push): a page follows a bill's room over the socket and
 * receives the new tally whenever someone casts a personal vote on that bill.
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

async function watcher() {
  const { client } = await signedInClient();
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
