import type { Socket } from 'socket.io-client';
import { ApiClient, signedInClient, stackUrl } from '@civic/testing';
import { activateBill, closeVotingSupport, newBillId, suggestions } from './voting-support';
import { disconnection, openSocket, stillServed } from './security-support';

/*
 * Sessions end when they should (ADR 0013): a password change ends every OTHER session of the
 * user — their API calls get 401 and their sockets are closed — while the browser that changed it
 * carries on under a new session id, its socket with it; a logout ends that one session and
 * closes its sockets, and leaves the user's other sessions alone.
 */
const password = 'correct-horse-1';
const sockets: Socket[] = [];
const billId = newBillId();

beforeAll(() => activateBill(billId, suggestions()));
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

async function signIn(email: string, pw = password): Promise<ApiClient> {
  const client = new ApiClient();
  const res = await client.post('/api/login', { email, password: pw });
  expect(res.status).toBe(200);
  return client;
}

async function socketOf(client: ApiClient): Promise<Socket> {
  const socket = await openSocket(stackUrl(), client.cookieHeader(), client.origin);
  sockets.push(socket);
  return socket;
}

describe('a password change', () => {
  it('ends the other sessions (401 on /api/user and on a vote, socket closed) and keeps the one that changed it', async () => {
    const { email } = await signedInClient({ password });
    const [s1, s2] = [await signIn(email), await signIn(email)];
    const [socket1, socket2] = [await socketOf(s1), await socketOf(s2)];
    expect((await s2.get('/api/user')).status).toBe(200);
    const s2Closed = disconnection(socket2);

    const changed = await s1.post('/api/user/change-password', { currentPassword: password, newPassword: 'brand-new-horse-2' });
    expect(changed.status).toBe(200);

    expect(await s2Closed).toBe('io server disconnect');
    const me2 = await s2.get('/api/user');
    expect(me2.status).toBe(401);
    expect(me2.body.message).toBe('Not signed in');
    const vote2 = await s2.post('/api/votes', { billId, vote: 'support' });
    expect(vote2.status).toBe(401);

    // The browser that changed it: still signed in, still voting, its socket still served.
    expect((await s1.get('/api/user')).status).toBe(200);
    expect((await s1.post('/api/votes', { billId, vote: 'oppose' })).status).toBe(200);
    expect(await stillServed(socket1)).toBe(true);
  });

  it("moves the changing browser's socket to its new session: a later logout there closes it", async () => {
    const { email } = await signedInClient({ password });
    const s1 = await signIn(email);
    const before = s1.sessionCookie();
    const socket1 = await socketOf(s1);
    expect((await s1.post('/api/user/change-password', { currentPassword: password, newPassword: 'brand-new-horse-3' })).status).toBe(200);
    expect(s1.sessionCookie()).not.toBe(before);
    expect(await stillServed(socket1)).toBe(true);

    const closed = disconnection(socket1);
    expect((await s1.post('/api/logout')).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('leaves other users alone', async () => {
    const { email } = await signedInClient({ password });
    const bystander = await signedInClient({ password });
    const bystanderSocket = await socketOf(bystander.client);
    const s1 = await signIn(email);
    expect((await s1.post('/api/user/change-password', { currentPassword: password, newPassword: 'brand-new-horse-4' })).status).toBe(200);
    expect((await bystander.client.get('/api/user')).status).toBe(200);
    expect(await stillServed(bystanderSocket)).toBe(true);
  });
});

describe('a logout', () => {
  it("closes that session's socket and ends only that session", async () => {
    const { email } = await signedInClient({ password });
    const [phone, laptop] = [await signIn(email), await signIn(email)];
    const [phoneSocket, laptopSocket] = [await socketOf(phone), await socketOf(laptop)];
    const closed = disconnection(phoneSocket);

    expect((await phone.post('/api/logout')).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await phone.get('/api/user')).status).toBe(401);

    expect((await laptop.get('/api/user')).status).toBe(200);
    expect(await stillServed(laptopSocket)).toBe(true);
  });

  it('refuses a new socket on the ended session', async () => {
    const { client } = await signedInClient({ password });
    const cookie = client.cookieHeader();
    expect((await client.post('/api/logout')).status).toBe(200);
    await expect(openSocket(stackUrl(), cookie, client.origin)).rejects.toThrow('unauthorized');
  });
});
