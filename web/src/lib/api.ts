import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody } from '@civic/contracts';

/**
 * SPEC §7: every non-success response becomes an Error whose message is
 * `${status}: ${bodyText || statusText}`. The parsed JSON body (the gateway's
 * {statusCode, error, message, fieldErrors?}) rides along for forms and toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody> | null;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(text);
  }
}

function parseErrorBody(text: string): Partial<ApiErrorBody> | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : null;
  } catch {
    return null;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

/**
 * The one place the app calls fetch: same origin, session cookie always sent (SPEC §7), JSON
 * body only when there is data (Fastify rejects empty JSON bodies).
 */
function send(method: string, url: string, { data, signal }: { data?: unknown; signal?: AbortSignal } = {}): Promise<Response> {
  return fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal,
  });
}

/** A call to the gateway; any non-success response throws an ApiError. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await send(method, url, { data });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest + JSON parse (an empty body reads as null). */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A successful response's JSON, or the SPEC §7 error. */
async function readJson<T>(res: Response): Promise<T> {
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/**
 * GET + JSON parse, the read every query uses. Query functions whose URL is more than the key
 * joined (a query string, paging) call it with their own URL and the query's abort signal.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return readJson<T>(await send('GET', url, { signal }));
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Query keys are path segments; they are joined with '/' and read as GET + JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await send('GET', queryKey.join('/'), { signal });
    // The session read: 401 means signed out, not a failure.
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    return readJson<T>(res);
  };
}

/**
 * The human sentence for a toast: the server's `message` when the body is the gateway's JSON,
 * the body text when it is short plain text, else a generic sentence. Never raw HTML.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) {
    if (error.body?.message && typeof error.body.message === 'string') return error.body.message;
    const text = error.message.replace(/^\d{3}: /, '').trim();
    if (text && !text.startsWith('<') && !text.startsWith('{') && text.length <= 200) return text;
    return fallback;
  }
  if (error instanceof Error) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match) return errorMessage(new ApiError(Number(error.message.slice(0, 3)), match[1] ?? ''), fallback);
    if (error.name === 'TypeError') return 'Could not reach the server. Check your connection and try again.';
    return error.message || fallback;
  }
  return fallback;
}

/** Field-level messages from a 400 (the gateway's fieldErrors), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.body?.fieldErrors ? error.body.fieldErrors : {};
}

/** The signed-in user (null: signed out); AuthProvider reads it (SPEC §4: a 401 on it means signed out). */
export const USER_QUERY_KEY = ['/api/user'] as const;

/**
 * A 401 on any other call while a user is signed in means the session ended elsewhere (signed
 * out in another tab, a password changed on another device, an idle timeout): the app then
 * forgets that user's data and reads as signed out, so the guard sends them to sign in instead of
 * leaving every screen failing with "Not signed in".
 */
function forgetEndedSession(client: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401 || !client.getQueryData(USER_QUERY_KEY)) return;
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
  client.setQueryData(USER_QUERY_KEY, null);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => forgetEndedSession(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => forgetEndedSession(client, error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
