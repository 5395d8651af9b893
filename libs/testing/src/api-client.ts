import { stackUrl, uniqueEmail, uniqueIp } from './stack';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * A browser-like HTTP client for the real gateway: keeps its session cookie, sends the site's
 * own Origin on writes (as a browser would), and presents its own client IP.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string = stackUrl(),
    readonly ip: string = uniqueIp(),
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same visitor (cookies, client IP) on another gateway of the site, e.g. a second replica. */
  via(baseUrl: string): ApiClient {
    return new ApiClient(baseUrl, this.ip, this.cookies);
  }

  get origin(): string {
    return new URL(this.baseUrl).origin;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(method: string, path: string, opts: { body?: unknown; headers?: Record<string, string>; rawBody?: string } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...opts.headers };
    // A browser names its origin on writes; pass origin: '' to act like a client that does not.
    if (method !== 'GET' && method !== 'HEAD' && !('origin' in headers)) headers.origin = this.origin;
    if (headers.origin === '') delete headers.origin;
    if (opts.body !== undefined || opts.rawBody !== undefined) headers['content-type'] ??= 'application/json';
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      redirect: 'manual',
    });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(setCookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, headers: res.headers, body, text };
  }

  get<T = any>(path: string) { return this.request<T>('GET', path); }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) { return this.request<T>('POST', path, { body, headers }); }
  put<T = any>(path: string, body?: unknown) { return this.request<T>('PUT', path, { body }); }
  delete<T = any>(path: string) { return this.request<T>('DELETE', path); }

  sessionCookie(): string | undefined {
    return this.cookies.get('civic.sid');
  }
}

/** Registers a fresh user through the API and returns a signed-in client. */
export async function signedInClient(opts: { email?: string; password?: string } = {}) {
  const client = new ApiClient();
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct-horse-1';
  const res = await client.post('/api/register', { email, password });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { client, user: res.body, email, password };
}
