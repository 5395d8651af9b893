import { request } from 'node:http';
import { connect } from 'node:net';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ApiClient, signedInClient, stackUrl, uniqueEmail, uniqueIp } from '@civic/testing';
import { API_CONTROLLERS } from '../src/controllers';
import { PUBLIC_DISTRICT_CONTROLLERS } from '../src/public-districts/public-districts.module';

/*
 * Every /api endpoint the gateway has (read from its controllers, so a new one cannot be
 * forgotten) gets hostile input in every body field and query parameter: NUL and other control
 * characters, a megabyte, wrong JSON types, SQL and HTML injection, broken JSON. The answer must
 * always be a client error or a normal success — never a 5xx, never a stack trace — and a value
 * the shared text schema refuses (control characters, wrong types) must be a 4xx.
 */
type Json = unknown;
interface Template {
  /** A body that is valid (or nearly: the test only needs each field to be reached). */
  body?: Record<string, Json>;
  query?: Record<string, string>;
  /** The path parameter's valid value. */
  param?: string;
  /** Sent signed in (every route but the public ones). */
  signedIn: boolean;
  /** Fields attacked by adding them to the body (they change what the route does when present). */
  alsoAttack?: Record<string, Json>;
  /** Body fields that hold multi-line text (a line break is content there, not a control character). */
  multiline?: string[];
  /** Body fields for which some of WRONG_TYPES are the right type (e.g. null for an optional field, an array for tags). */
  accepts?: Record<string, string[]>;
}

const password = 'correct-horse-1';
const target = uniqueEmail('hostile-target');

/** One entry per route; the test fails when the controllers have a route this table lacks (or the reverse). */
const TEMPLATES: Record<string, Template> = {
  'POST /api/register': { body: { email: 'fresh@example.com', password }, signedIn: false },
  'POST /api/login': { body: { email: target, password }, signedIn: false },
  'POST /api/logout': { body: {}, signedIn: false },
  'GET /api/user': { query: { junk: 'x' }, signedIn: true },
  'POST /api/user/change-password': { body: { currentPassword: password, newPassword: 'another-horse-9' }, signedIn: true },
  'POST /api/user/personal-info': {
    body: { name: 'Avery Quinn', address: '1 Main St', city: 'Burlington', state: 'VT', zipCode: '05401', district: 'VT-AL' },
    // With `email` the body is the Profile tab's form.
    alsoAttack: { email: 'someone@example.com' },
    accepts: { district: ['null'] },
    signedIn: true,
  },
  'POST /api/survey': { body: { responses: Array(12).fill(3) }, signedIn: true },
  'GET /api/bills': { query: { limit: '20', offset: '0', search: 'water', policyArea: 'all' }, signedIn: true },
  'GET /api/bills/:billId': { param: '119-hr-1', signedIn: true },
  'GET /api/bills/:billId/accountability': { param: '119-hr-1', signedIn: true },
  'GET /api/districts': { query: { zip: '57501' }, signedIn: false },
  'GET /api/districts/:district': { param: 'SD-AL', signedIn: false },
  'GET /api/open/districts/:district/tallies.csv': { param: 'SD-AL', signedIn: false },
  'GET /api/open/districts/:district/tallies.json': { param: 'SD-AL', signedIn: false },
  'GET /api/open/bills/:billId/tallies.csv': { param: '119-hjres-20', signedIn: false },
  'GET /api/open/bills/:billId/tallies.json': { param: '119-hjres-20', signedIn: false },
  'GET /api/policy-areas': { query: { junk: 'x' }, signedIn: true },
  'GET /api/votes': { query: { junk: 'x' }, signedIn: true },
  'POST /api/votes': { body: { billId: '119-hr-1', vote: 'support' }, signedIn: true },
  'GET /api/votes/with-bills': { query: { limit: '20', offset: '0' }, signedIn: true },
  'GET /api/district/votes': { query: { billIds: '119-hr-1,119-s-2' }, signedIn: true },
  'POST /api/user/populate-archetype-votes': { body: {}, signedIn: true },
  'GET /api/user-bills': { query: { status: 'draft' }, signedIn: true },
  'GET /api/user-bills/public': { query: { limit: '20', offset: '0' }, signedIn: true },
  'GET /api/user-bills/:id': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'POST /api/user-bills': {
    body: { title: 'Hostile Act', description: 'Tests the API.', fullText: 'Text.', policyArea: 'Health', tags: ['a'], isPublic: false, moderationStatus: 'draft' },
    multiline: ['description', 'fullText'],
    accepts: { fullText: ['null'], policyArea: ['null'], tags: ['array', 'empty array'], isPublic: ['boolean'] },
    signedIn: true,
  },
  'PUT /api/user-bills/:id': { param: '00000000-0000-4000-8000-000000000000', body: { title: 'Hostile Act', moderationStatus: 'draft' }, signedIn: true },
  'DELETE /api/user-bills/:id': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'PUT /api/user-bills/:id/support': { param: '00000000-0000-4000-8000-000000000000', body: { supportType: 'support' }, signedIn: true },
  'DELETE /api/user-bills/:id/support': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'GET /api/discussions': { query: { billId: '119-hr-1', billType: 'congressional' }, signedIn: true },
  'GET /api/discussions/:id': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'POST /api/discussions': { body: { billType: 'congressional', billId: '119-hr-1', title: 'A position', content: 'Because.' }, multiline: ['content'], signedIn: true },
  'PUT /api/discussions/:id': { param: '00000000-0000-4000-8000-000000000000', body: { title: 'A position', content: 'Because.' }, signedIn: true },
  'DELETE /api/discussions/:id': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'POST /api/discussions/:id/upvote': { param: '00000000-0000-4000-8000-000000000000', body: {}, signedIn: true },
  'DELETE /api/discussions/:id/upvote': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'GET /api/discussions/:id/replies': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'POST /api/discussions/:id/replies': { param: '00000000-0000-4000-8000-000000000000', body: { content: 'I agree.' }, multiline: ['content'], signedIn: true },
  'PUT /api/discussion-replies/:id': { param: '00000000-0000-4000-8000-000000000000', body: { content: 'I agree.' }, signedIn: true },
  'DELETE /api/discussion-replies/:id': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'POST /api/discussion-replies/:id/upvote': { param: '00000000-0000-4000-8000-000000000000', body: {}, signedIn: true },
  'DELETE /api/discussion-replies/:id/upvote': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'GET /api/feed': { query: { limit: '20', offset: '0' }, signedIn: true },
  'GET /api/notifications': { query: { limit: '20', offset: '0' }, signedIn: true },
  'PUT /api/notifications/read-all': { signedIn: true },
  'PUT /api/notifications/:id/read': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'POST /api/users/:id/follow': { param: '00000000-0000-4000-8000-000000000000', body: {}, signedIn: true },
  'DELETE /api/users/:id/follow': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'GET /api/users/:id/is-following': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'GET /api/users/:id/activity': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'GET /api/users/:id/profile': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'GET /api/users/:id/followers': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'GET /api/users/:id/following': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'GET /api/events': { query: { junk: 'x' }, signedIn: true },
  'GET /api/following/replies': { query: { junk: 'x' }, signedIn: true },
  'POST /api/events/:id/rsvp': { param: '00000000-0000-4000-8000-000000000000', body: {}, signedIn: true },
  'DELETE /api/events/:id/rsvp': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'GET /api/events/:id/calendar.ics': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'POST /api/reports': {
    body: { itemType: 'discussion', itemId: '00000000-0000-4000-8000-000000000000', reason: 'spam', note: 'An advert' },
    multiline: ['note'],
    accepts: { note: ['null'] },
    signedIn: true,
  },
  'POST /api/appeals': { body: { itemType: 'discussion', itemId: '00000000-0000-4000-8000-000000000000', note: 'Please look again.' }, multiline: ['note'], signedIn: true },
  'GET /api/review/access': { query: { junk: 'x' }, signedIn: true },
  'GET /api/partner/access': { query: { junk: 'x' }, signedIn: true },
  'GET /api/review/queue': { query: { junk: 'x' }, signedIn: true },
  'GET /api/partner/events': { query: { junk: 'x' }, signedIn: true },
  'POST /api/partner/events': {
    body: { district: 'VT-AL', eventName: 'Town Hall', eventDescription: 'Questions welcome.', venue: 'Library', address: '235 College St, Burlington, VT', startsAt: '2031-05-01T18:00', endsAt: '2031-05-01T20:00', timeZone: 'America/New_York', maxAttendance: 80 },
    multiline: ['eventDescription'],
    signedIn: true,
  },
  'POST /api/review/decisions': { body: { itemType: 'discussion', itemId: '00000000-0000-4000-8000-000000000000', action: 'reject', reason: 'Rude' }, multiline: ['reason'], signedIn: true },
  'GET /api/review/log': { query: { limit: '20', offset: '0' }, signedIn: true },
  'GET /api/review/agreement': { query: { junk: 'x' }, signedIn: true },
  // A non-partner gets 404 on these before the body is read; partner-pledges.int.spec.ts checks a partner's bad input.
  'GET /api/partner/dashboard': { query: { junk: 'x' }, signedIn: true },
  'GET /api/partner/candidates': { query: { junk: 'x' }, signedIn: true },
  'POST /api/partner/candidates': { body: { name: 'Lee Kahale', chamber: 'house', district: 'HI-01', state: 'HI', bioguideId: 'C001055' }, signedIn: true },
  'PUT /api/partner/candidates/:candidateId': { param: '00000000-0000-4000-8000-000000000000', body: { name: 'Lee Kahale', chamber: 'house', district: 'HI-01', state: 'HI', bioguideId: 'C001055' }, signedIn: true },
  'DELETE /api/partner/candidates/:candidateId': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'PUT /api/partner/candidates/:candidateId/pledge': { param: '00000000-0000-4000-8000-000000000000', body: { pledgedOn: '2025-01-15', statement: 'I pledge.' }, multiline: ['statement'], signedIn: true },
  'DELETE /api/partner/candidates/:candidateId/pledge': { param: '00000000-0000-4000-8000-000000000000', signedIn: true },
  'POST /api/partner-contact': {
    body: { name: 'Avery', email: 'avery@example.org', subject: 'Hello', message: 'We would like to partner with you.' },
    multiline: ['message'],
    signedIn: false,
  },
};

/** Strings the text schema must refuse (control characters): always a 4xx. */
const REFUSED_STRINGS: Record<string, string> = {
  nul: '\u0000',
  'nul inside': 'Avery\u0000Quinn',
  'bell and escape': 'bell\u0007 esc\u001b[2J',
  'line break': 'line\r\nbreak',
  delete: 'del\u007f',
  'c1 control': 'next\u0085line',
};
/** Strings that may be valid somewhere (then 2xx) but must never break anything. */
const ODD_STRINGS: Record<string, string> = {
  megabyte: 'x'.repeat(1_000_000),
  '50 kB': 'y'.repeat(50_000),
  'sql quote': "' OR '1'='1' --",
  'sql drop': "x'); DROP TABLE identity.users; --",
  'sql union': '1 UNION SELECT password_hash FROM identity.users --',
  'html script': '<script>alert(1)</script>',
  'html attribute': '"><img src=x onerror=alert(1)>',
  'lone surrogate': '\ud800',
  'right-to-left override': '\u202eevil',
  emoji: '💥'.repeat(300),
  'percent escapes': '%00%27%ff',
  'operator object text': '{"$gt":""}',
  empty: '',
};
/** JSON values of the wrong type for every field: always a 4xx in a body. */
const WRONG_TYPES: Record<string, Json> = {
  number: 42,
  'negative number': -1,
  'huge number': 1e308,
  boolean: true,
  array: ['a', 'b'],
  'empty array': [],
  object: { $gt: '' },
  null: null,
  nested: { a: { b: [1, { c: null }] } },
};
/** Whole bodies that are not the expected object at all. */
const RAW_BODIES: Record<string, { text: string; type?: string }> = {
  'JSON null': { text: 'null' },
  'JSON array': { text: '[]' },
  'JSON number': { text: '42' },
  'JSON string': { text: '"text"' },
  'broken JSON': { text: '{"email":' },
  'deeply nested JSON': { text: `${'['.repeat(40_000)}${']'.repeat(40_000)}` },
  'prototype pollution': { text: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
  'NUL byte in JSON text': { text: '{"a":"\u0000"}' },
  'plain text': { text: 'email=a@b.c', type: 'text/plain' },
  'form encoded': { text: 'email=a%40b.c&password=x', type: 'application/x-www-form-urlencoded' },
  'empty with JSON type': { text: '' },
};

interface Attempt {
  route: string;
  what: string;
  method: string;
  path: string;
  signedIn: boolean;
  body?: string;
  contentType?: string;
  /** The input must be refused (4xx); otherwise a 2xx is fine too. */
  mustRefuse: boolean;
}

function routesOfControllers(): string[] {
  const routes: string[] = [];
  for (const controller of [...API_CONTROLLERS, ...PUBLIC_DISTRICT_CONTROLLERS]) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as unknown as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) continue;
      // Nest's default handler path is '/', which adds nothing to the controller's.
      const segments = [base, path].map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean);
      routes.push(`${RequestMethod[method]} /${segments.join('/')}`);
    }
  }
  return routes.sort();
}

const queryString = (query: Record<string, string>) => new URLSearchParams(query).toString();

function attemptsFor(route: string, t: Template): Attempt[] {
  const [method, pathTemplate] = route.split(' ');
  const attempts: Attempt[] = [];
  const add = (what: string, a: Partial<Attempt> & { mustRefuse: boolean }) =>
    attempts.push({ route, what, method, path: pathTemplate.replace(/:\w+/, t.param ?? ''), signedIn: t.signedIn, ...a });
  if (t.param !== undefined) {
    for (const [name, value] of Object.entries({ ...REFUSED_STRINGS, ...ODD_STRINGS })) {
      if (name === 'lone surrogate') continue; // not encodable in a URL; the raw bytes case covers it
      add(`path ${name}`, { path: pathTemplate.replace(/:\w+/, encodeURIComponent(value)), mustRefuse: true });
    }
    add('path invalid UTF-8', { path: pathTemplate.replace(/:\w+/, '%FF%FE'), mustRefuse: true });
  }
  if (t.query) {
    const base = `${pathTemplate}?`;
    for (const field of Object.keys(t.query)) {
      for (const [name, value] of Object.entries({ ...REFUSED_STRINGS, ...ODD_STRINGS })) {
        if (name === 'lone surrogate') continue;
        add(`query ${field}: ${name}`, { path: base + queryString({ ...t.query, [field]: value }), mustRefuse: name in REFUSED_STRINGS && field !== 'junk' });
      }
      add(`query ${field}: given twice (array)`, { path: `${base}${queryString(t.query)}&${field}=again`, mustRefuse: field !== 'junk' });
      add(`query ${field}: bracket object`, { path: `${base}${queryString(t.query)}&${field}[$gt]=`, mustRefuse: false });
      add(`query ${field}: invalid UTF-8`, { path: `${base}${queryString(t.query)}&${field}=%FF%FE`, mustRefuse: false });
    }
  }
  if (method === 'POST') {
    const body = t.body ?? {};
    for (const field of [...Object.keys(body), ...Object.keys(t.alsoAttack ?? {})]) {
      for (const [name, value] of Object.entries(REFUSED_STRINGS)) {
        add(`body ${field}: ${name}`, { body: JSON.stringify({ ...body, [field]: value }), mustRefuse: !(name === 'line break' && t.multiline?.includes(field)) });
      }
      for (const [name, value] of Object.entries(ODD_STRINGS)) add(`body ${field}: ${name}`, { body: JSON.stringify({ ...body, [field]: value }), mustRefuse: name === 'megabyte' });
      for (const [name, value] of Object.entries(WRONG_TYPES)) {
        // A type the field takes (null for an optional one) may succeed; every other type is refused.
        add(`body ${field}: ${name}`, { body: JSON.stringify({ ...body, [field]: value }), mustRefuse: !t.accepts?.[field]?.includes(name) });
      }
    }
    // Routes without a body ignore what they are sent (whatever its type); the others must refuse
    // anything but their object. JSON that cannot be read is refused everywhere.
    const takesBody = Object.keys(body).length > 0;
    for (const [name, raw] of Object.entries(RAW_BODIES)) {
      add(`whole body: ${name}`, { body: raw.text, contentType: raw.type, mustRefuse: takesBody || ['broken JSON', 'prototype pollution', 'NUL byte in JSON text', 'plain text', 'form encoded'].includes(name) });
    }
  }
  return attempts;
}

const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)|\.(js|ts):\d+:\d+|node_modules|QueryFailedError|TypeError|ReferenceError/;

/** A client error says what went wrong in the API's shape: its status and one message (Fastify's own refusals included). */
function isErrorBody(text: string, status: number): boolean {
  try {
    const body = JSON.parse(text) as { statusCode?: unknown; message?: unknown; error?: unknown };
    return body.statusCode === status && typeof body.message === 'string' && body.message.length > 0 && typeof body.error === 'string';
  } catch {
    return false;
  }
}

let pool: ApiClient[] = [];
beforeAll(async () => {
  await signedInClient({ email: target, password });
  pool = (await Promise.all(Array.from({ length: 12 }, () => signedInClient({ password })))).map((u) => u.client);
}, 60_000);

/**
 * Sends one attempt with node:http rather than fetch: for a body over the gateway's limit the
 * gateway answers 413 at once and closes the connection while the client is still uploading, and
 * fetch then reports the failed upload instead of the answer it already has. Here the answer
 * counts as soon as it has arrived; a connection that ends without one is a failure.
 */
function send(a: Attempt, client: ApiClient): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { 'x-forwarded-for': uniqueIp(), origin: client.origin };
  if (a.signedIn) headers.cookie = client.cookieHeader();
  if (a.body !== undefined) {
    headers['content-type'] = a.contentType ?? 'application/json';
    headers['content-length'] = String(Buffer.byteLength(a.body));
  }
  return new Promise((resolve, reject) => {
    let answered = false;
    // A connection of its own (agent: false): a kept-alive one may be closed by the server just as
    // it is reused, which would be the client's race, not the gateway's answer.
    const req = request(new URL(a.path, stackUrl()), { method: a.method, headers, agent: false }, (res) => {
      answered = true;
      // Keep a pool client's rotated session (a hostile but valid new password rotates it).
      for (const setCookie of res.headers['set-cookie'] ?? []) {
        const [pair] = setCookie.split(';');
        if (a.signedIn && pair.startsWith('civic.sid=') && pair !== 'civic.sid=') (client as unknown as { cookies: Map<string, string> }).cookies.set('civic.sid', pair.slice('civic.sid='.length));
      }
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
      res.on('error', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', (err) => {
      if (!answered) reject(new Error(`${a.route} — ${a.what}: no answer (${err.message})`));
    });
    req.end(a.body);
  });
}

it('walks every API route of the controllers, and has hostile input for each', () => {
  expect(routesOfControllers()).toEqual(Object.keys(TEMPLATES).sort());
});

it('answers hostile input to every route with a 4xx (or a normal success), never a 5xx or a stack trace', async () => {
  const attempts = routesOfControllers().flatMap((route) => attemptsFor(route, TEMPLATES[route]));
  expect(attempts.length).toBeGreaterThan(500);
  const failures: string[] = [];
  const concurrency = 8;
  for (let i = 0; i < attempts.length; i += concurrency) {
    const batch = attempts.slice(i, i + concurrency);
    const results = await Promise.all(batch.map((a, j) => send(a, a.signedIn ? pool[(i + j) % pool.length] : new ApiClient())));
    results.forEach((res, j) => {
      const a = batch[j];
      const label = `${a.route} — ${a.what}: ${res.status} ${res.text.slice(0, 160)}`;
      if (res.status >= 500) failures.push(`5xx: ${label}`);
      else if (STACK_TRACE.test(res.text)) failures.push(`stack trace: ${label}`);
      else if (a.mustRefuse && (res.status < 400 || res.status >= 500)) failures.push(`not refused: ${label}`);
      else if (res.status >= 400 && !isErrorBody(res.text, res.status)) failures.push(`not an API error body: ${label}`);
    });
  }
  expect(failures).toEqual([]);
}, 240_000);

it('answers a request line too long to parse with 431, and lets a client still uploading read it (no reset)', async () => {
  const url = new URL(stackUrl());
  const outcome = await new Promise<{ text: string; ended: boolean; error?: string }>((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let text = '';
    let error: string | undefined;
    let ended = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    // The client goes on writing after the answer arrives, as a slow upload would: a connection
    // destroyed with unread input answers that with a reset.
    socket.once('data', () => socket.write(`X-More: ${'y'.repeat(1_000_000)}\r\n\r\n`, () => socket.end()));
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('end', () => (ended = true));
    socket.on('close', () => resolve({ text, ended, error }));
    socket.write(`GET /api/bills?search=${'x'.repeat(1_000_000)} HTTP/1.1\r\nHost: ${url.host}\r\n`);
  });
  expect(outcome.error).toBeUndefined();
  expect(outcome.ended).toBe(true);
  const [head, body] = outcome.text.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
  expect(isErrorBody(body, 431)).toBe(true);
});

it('takes JSON only: a form or plain-text post is 415 even when its fields would be valid', async () => {
  const { client } = await signedInClient();
  const fields = { title: 'Fund rural broadband', content: 'Rural clinics need reliable internet.', billType: 'congressional', billId: '119-hr-1' };
  for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
    const res = await client.request('POST', '/api/discussions', { rawBody: new URLSearchParams(fields).toString(), headers: { 'content-type': type } });
    expect([type, res.status]).toEqual([type, 415]);
    expect(isErrorBody(res.text, 415)).toBe(true);
  }
});

it('is still healthy and its data intact afterwards', async () => {
  expect((await new ApiClient().get('/health/ready')).status).toBe(200);
  // The target account still signs in (no injected SQL changed it).
  expect((await new ApiClient().post('/api/login', { email: target, password })).status).toBe(200);
});
