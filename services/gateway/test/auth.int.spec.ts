import { ApiClient, signedInClient, uniqueEmail } from '@civic/testing';
import { MESSAGES } from '@civic/contracts';

const password = 'correct-horse-1';

describe('POST /api/register', () => {
  it('creates the user, signs them in and never returns a password hash', async () => {
    const client = new ApiClient();
    const email = uniqueEmail('Reg');
    const res = await client.post('/api/register', { email, password });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: email.toLowerCase(), name: null, voterArchetype: null, careHarm: 0, libertyOppression: 0 });
    expect(res.text).not.toMatch(/argon2|password/i);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it.each([
    [{ email: 'not-an-email', password }, 'email', MESSAGES.email],
    [{ email: uniqueEmail(), password: '12345' }, 'password', MESSAGES.passwordMin],
    [{ email: uniqueEmail() }, 'password', MESSAGES.passwordMin],
  ])('answers 400 with the SPEC message for %j', async (body, field, message) => {
    const res = await new ApiClient().post('/api/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await new ApiClient().post('/api/register', { email, password })).status).toBe(201);
    const again = await new ApiClient().post('/api/register', { email: email.toUpperCase(), password });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('keeps one account when the same email registers twice at once', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([0, 1, 2].map(() => new ApiClient().post('/api/register', { email, password })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('answers 400 for malformed JSON, not 500', async () => {
    const res = await new ApiClient().request('POST', '/api/register', { rawBody: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await new ApiClient().post('/api/register', { email: uniqueEmail(), password: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password (email case-insensitive) and rotates the session id', async () => {
    const { email } = await signedInClient({ password });
    const client = new ApiClient();
    await client.get('/api/user'); // a visitor has no session yet
    const first = await client.post('/api/login', { email: email.toUpperCase(), password });
    expect(first.status).toBe(200);
    expect(first.body.email).toBe(email.toLowerCase());
    const firstCookie = client.sessionCookie();
    expect(firstCookie).toBeTruthy();
    const second = await client.post('/api/login', { email, password });
    expect(second.status).toBe(200);
    expect(client.sessionCookie()).toBeTruthy();
    expect(client.sessionCookie()).not.toBe(firstCookie);

    // The pre-login session id is dead after the rotation.
    const stale = new ApiClient();
    (stale as unknown as { cookies: Map<string, string> }).cookies.set('civic.sid', firstCookie!);
    expect((await stale.get('/api/user')).status).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax cookie, not Secure over plain HTTP, Secure behind HTTPS', async () => {
    const { email } = await signedInClient({ password });
    const res = await new ApiClient().post('/api/login', { email, password });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('civic.sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).toMatch(/Expires=/);

    const viaProxy = new ApiClient();
    const https = await viaProxy.request('POST', '/api/login', {
      body: { email, password },
      headers: { 'x-forwarded-proto': 'https', origin: viaProxy.origin.replace('http:', 'https:') },
    });
    expect(https.status).toBe(200);
    expect(https.headers.getSetCookie().find((c) => c.startsWith('civic.sid='))).toMatch(/; Secure/);
  });

  it('answers 401 for a wrong password and for an unknown email, with the same message', async () => {
    const { email } = await signedInClient({ password });
    const wrong = await new ApiClient().post('/api/login', { email, password: 'nope-nope' });
    const unknown = await new ApiClient().post('/api/login', { email: uniqueEmail('ghost'), password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it.each([
    [{ email: 'bad', password }, 'email', MESSAGES.email],
    [{ email: 'a@example.com', password: '' }, 'password', MESSAGES.passwordRequired],
    [{ email: 'a@example.com' }, 'password', MESSAGES.passwordRequired],
  ])('answers 400 with the SPEC message for %j', async (body, field, message) => {
    const res = await new ApiClient().post('/api/login', body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  // Failed sign-ins per email (and address) have their own suite: rate-limits.int.spec.ts.
  it('rate-limits attempts per client IP with 429', async () => {
    const client = new ApiClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await client.post('/api/login', { email: `nobody${i}@example.com`, password: '' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('register rate limit', () => {
  it('answers 429 after 20 sign-ups from one IP in an hour', async () => {
    const client = new ApiClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await client.post('/api/register', { email: 'bad', password })).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 when signed out', async () => {
    const res = await new ApiClient().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Not signed in' });
  });

  it('logout destroys the session server-side', async () => {
    const { client } = await signedInClient();
    const cookie = client.sessionCookie()!;
    expect((await client.post('/api/logout')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    const replay = new ApiClient();
    (replay as unknown as { cookies: Map<string, string> }).cookies.set('civic.sid', cookie);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('logout when signed out still succeeds', async () => {
    expect((await new ApiClient().post('/api/logout')).status).toBe(200);
  });
});

describe('POST /api/user/change-password', () => {
  it('changes the password after checking the current one', async () => {
    const { client, email } = await signedInClient({ password });
    const wrong = await client.post('/api/user/change-password', { currentPassword: 'not-it', newPassword: 'brand-new-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.currentPassword).toBe('Current password is incorrect');

    const ok = await client.post('/api/user/change-password', { currentPassword: password, newPassword: 'brand-new-1' });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await new ApiClient().post('/api/login', { email, password })).status).toBe(401);
    expect((await new ApiClient().post('/api/login', { email, password: 'brand-new-1' })).status).toBe(200);
  });

  it.each([
    [{ newPassword: 'long-enough' }, 'currentPassword', MESSAGES.currentPasswordRequired],
    [{ currentPassword: 'x', newPassword: '123' }, 'newPassword', MESSAGES.newPasswordMin],
  ])('answers 400 with the SPEC message for %j', async (body, field, message) => {
    const { client } = await signedInClient();
    const res = await client.post('/api/user/change-password', body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it('requires a session', async () => {
    const res = await new ApiClient().post('/api/user/change-password', { currentPassword: 'a', newPassword: 'bbbbbb' });
    expect(res.status).toBe(401);
  });
});

describe('CSRF: Origin check on state-changing requests', () => {
  it('refuses a POST from a foreign origin, even with a valid session', async () => {
    const { client } = await signedInClient({ password });
    const res = await client.request('POST', '/api/user/change-password', {
      body: { currentPassword: password, newPassword: 'hijacked-1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cross-origin request refused');
  });

  it('refuses a foreign Referer when Origin is absent', async () => {
    const res = await new ApiClient().request('POST', '/api/logout', { headers: { origin: '', referer: 'https://evil.example/page' } });
    expect(res.status).toBe(403);
  });

  it('allows the site\'s own origin', async () => {
    const client = new ApiClient();
    expect((await client.request('POST', '/api/logout', { headers: { origin: client.origin } })).status).toBe(200);
  });
});
