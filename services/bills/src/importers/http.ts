// HTTP plumbing shared by the Congress.gov and GovInfo clients: a token-bucket rate limiter and
// a fetch that retries 429 and 5xx answers with exponential backoff.

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface TokenBucketOptions {
  /** Most requests that may go out back to back. */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
  /** Injected clock and sleep so tests can run the limiter on virtual time. */
  now?: () => number;
  sleep?: Sleep;
}

export class TokenBucket {
  private tokens: number;
  private last: number;
  private queue: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  private readonly sleep: Sleep;
  /** Total milliseconds callers have been held back; handy for progress output and tests. */
  waitedMs = 0;

  constructor(private readonly options: TokenBucketOptions) {
    if (!(options.capacity >= 1) || !(options.refillPerSecond > 0)) {
      throw new Error('TokenBucket needs capacity >= 1 and refillPerSecond > 0');
    }
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
    this.tokens = options.capacity;
    this.last = this.now();
  }

  /**
   * Requests that allow `requestsPerHour` in ANY hour window: a full bucket plus one hour of
   * refill must not exceed the limit, so the refill rate leaves room for the burst.
   */
  static perHour(requestsPerHour: number, burst = Math.min(50, requestsPerHour), clock?: Pick<TokenBucketOptions, 'now' | 'sleep'>): TokenBucket {
    const cappedBurst = Math.max(1, Math.min(burst, requestsPerHour - 1));
    return new TokenBucket({ capacity: cappedBurst, refillPerSecond: (requestsPerHour - cappedBurst) / 3600, ...clock });
  }

  private refill(): void {
    const now = this.now();
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.tokens = Math.min(this.options.capacity, this.tokens + elapsed * this.options.refillPerSecond);
    this.last = now;
  }

  /** Resolves when a token is available; callers are served in arrival order. */
  take(): Promise<void> {
    const turn = this.queue.then(async () => {
      this.refill();
      while (this.tokens < 1) {
        const waitMs = Math.ceil(((1 - this.tokens) / this.options.refillPerSecond) * 1000);
        this.waitedMs += waitMs;
        await this.sleep(waitMs);
        this.refill();
      }
      this.tokens -= 1;
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RetryOptions {
  /** Retries after the first attempt. */
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: Sleep;
}

export interface RequestStats {
  requests: number;
  retries: number;
}

export interface HttpClientOptions {
  limiter?: TokenBucket;
  retry?: RetryOptions;
  timeoutMs?: number;
  fetch?: typeof fetch;
  userAgent?: string;
}

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/** Retry-After in seconds or as an HTTP date, in milliseconds; null when absent or unreadable. */
function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** A fetch that waits for the limiter, retries 429/5xx/network failures, and counts requests. */
export class HttpClient {
  readonly stats: RequestStats = { requests: 0, retries: 0 };
  private readonly retries: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly sleep: Sleep;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: HttpClientOptions = {}) {
    this.retries = options.retry?.retries ?? 4;
    this.baseDelayMs = options.retry?.baseDelayMs ?? 1000;
    this.maxDelayMs = options.retry?.maxDelayMs ?? 60_000;
    this.sleep = options.retry?.sleep ?? realSleep;
    this.fetchImpl = options.fetch ?? fetch;
  }

  private backoff(attempt: number, response?: Response): number {
    const hinted = retryAfterMs(response?.headers.get('retry-after') ?? null);
    if (hinted !== null) return Math.min(hinted, this.maxDelayMs);
    const exponential = this.baseDelayMs * 2 ** attempt;
    // Jitter spreads retries of parallel workers apart.
    return Math.min(this.maxDelayMs, exponential / 2 + Math.random() * (exponential / 2));
  }

  /** Fetches `url`; returns the response of the first non-retryable answer, throws HttpError otherwise. */
  async get(url: string, headers: Record<string, string> = {}, redactedUrl = url): Promise<Response> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      if (attempt > 0) this.stats.retries += 1;
      await this.options.limiter?.take();
      this.stats.requests += 1;
      let response: Response | undefined;
      try {
        response = await this.fetchImpl(url, {
          headers: { 'User-Agent': this.options.userAgent ?? 'civic-bills-importer', ...headers },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        // Network failures and timeouts are worth another try, like a 503.
        lastError = error;
        if (attempt < this.retries) await this.sleep(this.backoff(attempt));
        continue;
      }
      if (response.ok) return response;
      const body = (await response.text().catch(() => '')).slice(0, 300);
      lastError = new HttpError(response.status, redactedUrl, `GET ${redactedUrl} answered ${response.status}${body ? `: ${body}` : ''}`);
      if (!RETRYABLE.has(response.status)) break;
      if (attempt < this.retries) await this.sleep(this.backoff(attempt, response));
    }
    if (lastError instanceof HttpError) throw lastError;
    throw new HttpError(0, redactedUrl, `GET ${redactedUrl} failed: ${(lastError as Error)?.message ?? 'unknown error'}`);
  }

  async getJson<T>(url: string, headers: Record<string, string> = {}, redactedUrl = url): Promise<T> {
    const response = await this.get(url, { Accept: 'application/json', ...headers }, redactedUrl);
    const text = await response.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new HttpError(response.status, redactedUrl, `GET ${redactedUrl} returned invalid JSON`);
    }
  }

  async getText(url: string, headers: Record<string, string> = {}, redactedUrl = url): Promise<string> {
    const response = await this.get(url, headers, redactedUrl);
    return response.text();
  }
}
