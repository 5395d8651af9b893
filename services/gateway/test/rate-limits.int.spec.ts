import { ApiClient, signedInClient, uniqueIp } from '@civic/testing';

/*
 * Limits that protect without locking anyone out (ADR 0014), with the test stack's defaults
 * (.env.example): change-password per user and per client IP; failed sign-ins per (email, IP)
 * and, from everywhere together, a much higher per-email ceiling past which attempts wait a
 * growing delay. Every refusal is a 429 with the same message and a Retry-After.
 */
/** The wait in words: "a moment" up to a minute, else the minutes (Retry-After carries the seconds). */
const tooMany = (retryAfter: number) => (retryAfter <= 60 ? 'Too many requests. Please wait a moment and try again.' : `Too many requests. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`);
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PASSWORD_PER_USER = env('RATE_LIMIT_CHANGE_PASSWORD_PER_USER_PER_15_MINUTES', 10);
const PASSWORD_PER_IP = env('RATE_LIMIT_CHANGE_PASSWORD_PER_IP_PER_15_MINUTES', 30);
const FAILURES_PER_PAIR = env('RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP_PER_15_MINUTES', 10);
const CEILING = env('RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_HOUR', 100);
const FIRST_DELAY = env('RATE_LIMIT_LOGIN_DELAY_FIRST_SECONDS', 1);

const password = 'correct-horse-1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** An invalid change (new password too short): answered 400 after the limits, without an argon2 check. */
const cheapChange = { currentPassword: 'whatever', newPassword: '123' };

function expectTooMany(res: { status: number; body: { message?: string }; headers: Headers }) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(res.body.message).toBe(tooMany(retryAfter));
}

describe('POST /api/user/change-password', () => {
  it(`answers 429 after ${PASSWORD_PER_USER} attempts by one user, from any address; other users are not affected`, async () => {
    const { client } = await signedInClient({ password });
    const statuses: number[] = [];
    for (let i = 0; i < PASSWORD_PER_USER; i++) {
      // A new client IP each time: only the per-user limit can trip.
      statuses.push((await client.request('POST', '/api/user/change-password', { body: cheapChange, headers: { 'x-forwarded-for': uniqueIp() } })).status);
    }
    expect(statuses).toEqual(Array(PASSWORD_PER_USER).fill(400));
    const limited = await client.request('POST', '/api/user/change-password', {
      body: { currentPassword: password, newPassword: 'brand-new-1' },
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    expectTooMany(limited);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Refused before identity: the password is unchanged.
    expect((await new ApiClient().post('/api/login', { email: (await client.get('/api/user')).body.email, password })).status).toBe(200);

    const other = await signedInClient();
    expect((await other.client.post('/api/user/change-password', cheapChange)).status).toBe(400);
  });

  it(`answers 429 after ${PASSWORD_PER_IP} attempts from one address, whoever is signed in`, async () => {
    const ip = uniqueIp();
    const perUser = Math.ceil(PASSWORD_PER_USER / 2);
    const users = await Promise.all(Array.from({ length: Math.ceil(PASSWORD_PER_IP / perUser) + 1 }, () => signedInClient()));
    const statuses: number[] = [];
    for (const { client } of users) {
      for (let i = 0; i < perUser && statuses.length <= PASSWORD_PER_IP; i++) {
        statuses.push((await client.request('POST', '/api/user/change-password', { body: cheapChange, headers: { 'x-forwarded-for': ip } })).status);
      }
    }
    expect(statuses.slice(0, PASSWORD_PER_IP)).toEqual(Array(PASSWORD_PER_IP).fill(400));
    expect(statuses[PASSWORD_PER_IP]).toBe(429);
    const fresh = await signedInClient();
    expectTooMany(await fresh.client.request('POST', '/api/user/change-password', { body: cheapChange, headers: { 'x-forwarded-for': ip } }));
    // The same user from another address is still served.
    expect((await fresh.client.request('POST', '/api/user/change-password', { body: cheapChange, headers: { 'x-forwarded-for': uniqueIp() } })).status).toBe(400);
  });
});

/** A sign-in attempt from a given client IP. */
const login = (email: string, pw: string, ip: string) => new ApiClient().request('POST', '/api/login', { body: { email, password: pw }, headers: { 'x-forwarded-for': ip } });

describe('failed sign-ins', () => {
  it('a stranger failing from one address cannot lock the voter out of their own address', async () => {
    const { email } = await signedInClient({ password });
    const [stranger, voter] = [uniqueIp(), uniqueIp()];
    const statuses: number[] = [];
    for (let i = 0; i < FAILURES_PER_PAIR; i++) statuses.push((await login(email, `guess-${i}`, stranger)).status);
    expect(statuses).toEqual(Array(FAILURES_PER_PAIR).fill(401));

    // The stranger's address is refused for this email, even with the right password...
    const refused = await login(email, password, stranger);
    expectTooMany(refused);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // ...the voter, from their own address, is not: a wrong password is a plain 401, the right one signs in.
    expect((await login(email, 'typo-typo', voter)).status).toBe(401);
    expect((await login(email, password, voter)).status).toBe(200);
    // The stranger may still sign in to another account from that address.
    const other = await signedInClient({ password });
    expect((await login(other.email, password, stranger)).status).toBe(200);
  });

  it("a successful sign-in forgets that address's earlier failures for the email", async () => {
    const { email } = await signedInClient({ password });
    const ip = uniqueIp();
    for (let i = 0; i < FAILURES_PER_PAIR - 1; i++) expect((await login(email, `typo-${i}`, ip)).status).toBe(401);
    expect((await login(email, password, ip)).status).toBe(200);
    for (let i = 0; i < FAILURES_PER_PAIR - 1; i++) expect((await login(email, `typo-again-${i}`, ip)).status).toBe(401);
    expect((await login(email, password, ip)).status).toBe(200);
  });

  it(`past ${CEILING} failures for one email from many addresses, every attempt waits a delay that grows, and the voter still gets in`, async () => {
    const { email, client: voter } = await signedInClient({ password });
    const registeredFrom = voter.ip;
    // Many addresses, each under its own limit, fail together up to the ceiling.
    const addresses = Array.from({ length: Math.ceil(CEILING / FAILURES_PER_PAIR) }, () => uniqueIp());
    const results = await Promise.all(
      addresses.map(async (ip, a) => {
        const statuses: number[] = [];
        for (let i = 0; i < FAILURES_PER_PAIR && a * FAILURES_PER_PAIR + i < CEILING; i++) statuses.push((await login(email, `spray-${a}-${i}`, ip)).status);
        return statuses;
      }),
    );
    expect(results.flat()).toEqual(Array(CEILING).fill(401));

    // At the ceiling: even the right password from a fresh address waits the first delay.
    const first = await login(email, password, uniqueIp());
    expectTooMany(first);
    expect(Number(first.headers.get('retry-after'))).toBe(FIRST_DELAY);

    // After it, one more failure doubles the wait.
    await sleep(FIRST_DELAY * 1000 + 100);
    expect((await login(email, 'one-more-guess', uniqueIp())).status).toBe(401);
    const second = await login(email, password, uniqueIp());
    expectTooMany(second);
    expect(Number(second.headers.get('retry-after'))).toBe(2 * FIRST_DELAY);
    // The address the voter registered from is exempt: it signs in while fresh addresses still wait.
    expect((await login(email, password, registeredFrom)).status).toBe(200);
    expectTooMany(await login(email, password, uniqueIp()));

    // Slow, never shut: once the delay has passed, the voter signs in.
    await sleep(2 * FIRST_DELAY * 1000 + 100);
    expect((await login(email, password, uniqueIp())).status).toBe(200);
  }, 60_000);
});
