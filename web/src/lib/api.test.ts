import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, createQueryClient, errorMessage, fieldErrorsOf, getJson, getQueryFn, USER_QUERY_KEY } from './api';

function mockFetch(status: number, body: string, statusText = '') {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('throws `${status}: ${body}` on a non-success response', async () => {
    mockFetch(400, '{"statusCode":400,"error":"Bad Request","message":"Password is required"}');
    await expect(apiRequest('POST', '/api/login', { email: 'a@b.co' })).rejects.toThrow(
      '400: {"statusCode":400,"error":"Bad Request","message":"Password is required"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends credentials, and a JSON content type only with a body', async () => {
    const fn = mockFetch(200, '{}');
    await apiRequest('POST', '/api/logout');
    await apiRequest('POST', '/api/login', { email: 'e', password: 'p' });
    const first = fn.mock.calls[0]![1]!;
    const second = fn.mock.calls[1]![1]!;
    expect(first.credentials).toBe('include');
    expect(first.body).toBeUndefined();
    expect((first.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((second.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(second.body).toBe('{"email":"e","password":"p"}');
  });
});

describe('apiJson', () => {
  it('parses the JSON body, and reads an empty body as null', async () => {
    mockFetch(200, '{"id":"u1"}');
    await expect(apiJson('POST', '/api/login', { email: 'e', password: 'p' })).resolves.toEqual({ id: 'u1' });
    mockFetch(200, '');
    await expect(apiJson('POST', '/api/logout')).resolves.toBeNull();
  });
});

describe('getJson', () => {
  it('GETs with credentials and the abort signal, and parses JSON', async () => {
    const fn = mockFetch(200, '[{"billId":"b1"}]');
    const signal = new AbortController().signal;
    await expect(getJson('/api/bills?limit=20&offset=0', signal)).resolves.toEqual([{ billId: 'b1' }]);
    const [url, init] = fn.mock.calls[0]!;
    expect(url).toBe('/api/bills?limit=20&offset=0');
    expect(init!.method).toBe('GET');
    expect(init!.credentials).toBe('include');
    expect(init!.signal).toBe(signal);
    expect(init!.body).toBeUndefined();
  });

  it('throws the SPEC message, with the body or else the status text', async () => {
    mockFetch(404, '{"statusCode":404,"error":"Not Found","message":"Bill not found"}');
    const notFound = getJson('/api/bills/x');
    await expect(notFound).rejects.toBeInstanceOf(ApiError);
    await expect(notFound).rejects.toThrow('404: {"statusCode":404,"error":"Not Found","message":"Bill not found"}');
    mockFetch(500, '', 'Internal Server Error');
    await expect(getJson('/api/policy-areas')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('getQueryFn', () => {
  it('joins the key with slashes and returns null on 401 when asked', async () => {
    const fn = mockFetch(401, '{"message":"Not authenticated"}');
    const q = getQueryFn<unknown>({ on401: 'returnNull' });
    const result = await q({ queryKey: ['/api/users', 'abc', 'profile'], signal: new AbortController().signal } as never);
    expect(result).toBeNull();
    expect(fn.mock.calls[0]?.[0]).toBe('/api/users/abc/profile');
  });

  it('GETs the joined key with credentials and parses JSON', async () => {
    const fn = mockFetch(200, '{"id":"u1"}');
    const q = getQueryFn<unknown>({ on401: 'returnNull' });
    await expect(q({ queryKey: ['/api/user'], signal: new AbortController().signal } as never)).resolves.toEqual({ id: 'u1' });
    expect(fn.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(fn.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('throws on other failures even when a 401 would read as null', async () => {
    mockFetch(500, 'boom');
    const q = getQueryFn<unknown>({ on401: 'returnNull' });
    await expect(q({ queryKey: ['/api/user'], signal: new AbortController().signal } as never)).rejects.toThrow('500: boom');
  });

  it('throws on 401 otherwise', async () => {
    mockFetch(401, 'Unauthorized');
    const q = getQueryFn<unknown>({ on401: 'throw' });
    await expect(q({ queryKey: ['/api/user'], signal: new AbortController().signal } as never)).rejects.toThrow('401: Unauthorized');
  });
});

describe('errorMessage', () => {
  it("shows the server's message from the JSON body", () => {
    const err = new ApiError(409, '{"statusCode":409,"error":"Conflict","message":"An account with this email already exists"}');
    expect(errorMessage(err)).toBe('An account with this email already exists');
  });

  it('parses a plain Error carrying the SPEC message format', () => {
    expect(errorMessage(new Error('401: {"message":"Invalid email or password"}'))).toBe('Invalid email or password');
  });

  it('never shows HTML', () => {
    expect(errorMessage(new ApiError(502, '<html>Bad gateway</html>'), 'fallback')).toBe('fallback');
  });

  it('exposes field errors of a 400', () => {
    const err = new ApiError(400, '{"message":"Invalid","fieldErrors":{"email":"Please enter a valid email address"}}');
    expect(fieldErrorsOf(err)).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('a session that ended elsewhere', () => {
  const notSignedIn = () => Promise.reject(new ApiError(401, '{"statusCode":401,"error":"Unauthorized","message":"Not signed in"}'));

  it('reads as signed out after a 401 on any call, and forgets the user\'s data', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, { id: 'u1' });
    client.setQueryData(['/api/votes'], [{ billId: 'b1' }]);
    await client.fetchQuery({ queryKey: ['/api/feed'], queryFn: notSignedIn }).catch(() => undefined);
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(['/api/votes'])).toBeUndefined();
  });

  it('does the same after a 401 on a write', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, { id: 'u1' });
    await client.getMutationCache().build(client, { mutationFn: notSignedIn }).execute(undefined).catch(() => undefined);
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
  });

  it('leaves a signed-in user alone on other failures, and a signed-out one on a 401 (a wrong password)', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, { id: 'u1' });
    await client.fetchQuery({ queryKey: ['/api/feed'], queryFn: () => Promise.reject(new ApiError(500, 'boom')) }).catch(() => undefined);
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual({ id: 'u1' });
    const signedOut = createQueryClient();
    signedOut.setQueryData(USER_QUERY_KEY, null);
    signedOut.setQueryData(['/api/policy-areas'], ['Health']);
    await signedOut.getMutationCache().build(signedOut, { mutationFn: notSignedIn }).execute(undefined).catch(() => undefined);
    expect(signedOut.getQueryData(['/api/policy-areas'])).toEqual(['Health']);
  });
});
