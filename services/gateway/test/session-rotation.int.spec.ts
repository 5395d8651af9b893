import { randomBytes } from 'node:crypto';
import { signedInClient } from '@civic/testing';
import { startSecondGateway, type SecondGateway } from './security-support';

/*
 * Rotating the session secret without signing anyone out (docs/security.md): a replica started
 * with a new SESSION_SECRET and the old one in SESSION_SECRET_PREVIOUS accepts the cookies the
 * old secret signed and answers each with the same session signed by the new secret.
 */
let rotated: SecondGateway;
const oldSecret = process.env.SESSION_SECRET!;
const newSecret = randomBytes(32).toString('hex');

beforeAll(async () => {
  rotated = await startSecondGateway({ SESSION_SECRET: newSecret, SESSION_SECRET_PREVIOUS: oldSecret });
}, 60_000);
afterAll(() => rotated?.stop());

const sessionCookie = (setCookie: string[]) => setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith('civic.sid='));

it('keeps a session signed with the previous secret and re-signs its cookie with the new one', async () => {
  const { client, user } = await signedInClient();
  const oldCookie = client.cookieHeader();
  const first = await fetch(`${rotated.url}/api/user`, { headers: { cookie: oldCookie } });
  expect(first.status).toBe(200);
  expect(((await first.json()) as { id: string }).id).toBe(user.id);
  const renewed = sessionCookie(first.headers.getSetCookie());
  expect(renewed).toBeDefined();
  expect(renewed).not.toBe(oldCookie);
  // The same session id, signed anew: it works on the rotated replica, and needs no renewal again.
  expect(renewed!.split('=')[1].split('.')[0]).toBe(oldCookie.split('=')[1].split('.')[0]);
  const again = await fetch(`${rotated.url}/api/user`, { headers: { cookie: renewed! } });
  expect(again.status).toBe(200);
  expect(sessionCookie(again.headers.getSetCookie())).toBeUndefined();
});

it('refuses a cookie signed with a secret it was not given', async () => {
  const { client } = await signedInClient();
  const id = client.cookieHeader().split('=')[1].split('.')[0];
  const forged = `civic.sid=${id}.${randomBytes(32).toString('base64url')}`;
  expect((await fetch(`${rotated.url}/api/user`, { headers: { cookie: forged } })).status).toBe(401);
});
