import { assembleBill, chooseShortTitle, latestSummaryText, normalizeBillType } from './bill-fields';
import { HttpClient, HttpError, TokenBucket, type RetryOptions } from './http';
import { BillImportError, type ImportResult, type ImportedBill } from './types';

// Shapes of the Congress.gov API v3 JSON this client reads (only the fields used).
export interface CongressApiRef {
  count?: number;
  url?: string;
}

export interface CongressApiListItem {
  congress: number;
  type: string;
  number: string;
  title?: string;
  updateDate?: string;
  url?: string;
  latestAction?: { actionDate?: string; text?: string };
}

export interface CongressApiSponsor {
  fullName?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  party?: string;
  state?: string;
  district?: number;
  bioguideId?: string;
}

export interface CongressApiBillDetail {
  congress: number;
  type: string;
  number: string;
  title?: string;
  originChamber?: string;
  introducedDate?: string;
  updateDate?: string;
  latestAction?: { actionDate?: string; text?: string };
  policyArea?: { name?: string } | null;
  sponsors?: CongressApiSponsor[];
  constitutionalAuthorityStatementText?: string;
  summaries?: CongressApiRef;
  subjects?: CongressApiRef;
  titles?: CongressApiRef;
  textVersions?: CongressApiRef;
}

export interface CongressApiSummary {
  actionDate?: string;
  actionDesc?: string;
  text?: string;
  updateDate?: string;
  versionCode?: string;
}

export interface CongressApiTitle {
  title?: string;
  titleType?: string;
}

export interface CongressApiSubjects {
  legislativeSubjects?: { name?: string }[];
  policyArea?: { name?: string } | null;
}

interface Pagination {
  count?: number;
  next?: string;
}

export interface CongressApiExtras {
  summaries?: CongressApiSummary[];
  subjects?: CongressApiSubjects;
  titles?: CongressApiTitle[];
}

/** Maps a Congress.gov bill detail (plus its summaries, subjects and titles) to an ImportedBill. */
export function mapCongressApiBill(detail: CongressApiBillDetail, extras: CongressApiExtras = {}): ImportedBill {
  if (!detail || typeof detail !== 'object') throw new BillImportError('Congress.gov answer has no bill object');
  return assembleBill({
    congress: detail.congress,
    billType: detail.type,
    billNumber: detail.number,
    title: detail.title,
    shortTitle: chooseShortTitle(
      (extras.titles ?? []).map((t) => ({ titleType: t.titleType ?? null, title: t.title ?? null })),
    ),
    originChamber: detail.originChamber,
    introducedDate: detail.introducedDate,
    updateDate: detail.updateDate,
    latestActionDate: detail.latestAction?.actionDate,
    latestActionText: detail.latestAction?.text,
    policyArea: detail.policyArea?.name ?? extras.subjects?.policyArea?.name,
    subjects: (extras.subjects?.legislativeSubjects ?? []).map((s) => s?.name),
    summary: latestSummaryText(
      (extras.summaries ?? []).map((s) => ({ text: s.text ?? null, actionDate: s.actionDate, updateDate: s.updateDate })),
    ),
    textAvailable: (detail.textVersions?.count ?? 0) > 0,
    sponsors: detail.sponsors ?? [],
    constitutionalAuthority: detail.constitutionalAuthorityStatementText,
    source: 'congress-gov-api/v3',
  });
}

export interface CongressApiProgress {
  congress: number;
  /** Bills seen in the listing so far (duplicates across pages not counted). */
  listed: number;
  /** Total the API reports for the listing, once the first page is in. */
  total: number | null;
  imported: number;
  skipped: number;
  requests: number;
  retries: number;
  /** Milliseconds spent waiting for the rate limiter. */
  throttledMs: number;
}

export interface CongressImportOptions {
  /** Only bills updated at or after this instant (ISO 8601), for incremental runs. */
  fromDateTime?: string;
  toDateTime?: string;
  /** Stop after this many bills (imported + skipped). */
  maxBills?: number;
  /**
   * After the listing, list once more what was updated since the run began (less a safety
   * margin for clock skew) to pick up bills that moved while we paged. Default true.
   */
  catchUp?: boolean;
  onProgress?: (progress: CongressApiProgress) => void;
}

/** The API's fromDateTime format: seconds precision, UTC, no milliseconds. */
function apiDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const CATCH_UP_MARGIN_MS = 60 * 60 * 1000;

export interface CongressApiClientOptions {
  /** An api.data.gov key (CONGRESS_API_KEY, read by the command: importSourcesEnv). */
  apiKey?: string | null;
  /** Defaults to https://api.congress.gov/v3. */
  baseUrl?: string;
  /** The key's quota; 5,000 per hour for api.data.gov keys. */
  requestsPerHour?: number;
  /** Replaces the default limiter built from requestsPerHour (tests use a fast one). */
  limiter?: TokenBucket;
  retry?: RetryOptions;
  timeoutMs?: number;
  /** Page size for the bill listing (the API allows at most 250). */
  pageSize?: number;
  /** Fetch /titles for the short title (one more request per bill). Default true. */
  includeTitles?: boolean;
  fetch?: typeof fetch;
}

export const DEFAULT_CONGRESS_API_BASE_URL = 'https://api.congress.gov/v3';

/** Congress.gov API v3 client: lists a Congress's bills page by page, then reads each bill. */
export class CongressApiClient {
  readonly baseUrl: string;
  readonly limiter: TokenBucket;
  private readonly apiKey: string;
  private readonly http: HttpClient;
  private readonly pageSize: number;
  private readonly includeTitles: boolean;

  constructor(options: CongressApiClientOptions = {}) {
    if (!options.apiKey) throw new Error('CONGRESS_API_KEY is not set: the Congress.gov API needs an api.data.gov key');
    this.apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl ?? DEFAULT_CONGRESS_API_BASE_URL).replace(/\/+$/, '');
    this.limiter = options.limiter ?? TokenBucket.perHour(options.requestsPerHour ?? 5000);
    this.http = new HttpClient({ limiter: this.limiter, retry: options.retry, timeoutMs: options.timeoutMs, fetch: options.fetch });
    this.pageSize = Math.max(1, Math.min(250, options.pageSize ?? 250));
    this.includeTitles = options.includeTitles ?? true;
  }

  get stats(): { requests: number; retries: number } {
    return { ...this.http.stats };
  }

  private url(path: string, query: Record<string, string | number | undefined> = {}): { url: string; redacted: string } {
    const url = new URL(`${this.baseUrl}${path}`);
    url.searchParams.set('format', 'json');
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    const redacted = url.toString();
    url.searchParams.set('api_key', this.apiKey);
    return { url: url.toString(), redacted };
  }

  private async getJson<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    const { url, redacted } = this.url(path, query);
    return this.http.getJson<T>(url, {}, redacted);
  }

  /**
   * Pages through `/bill/{congress}` in the API's order, most recently updated first. A bill
   * updated while we page jumps to the front: the bills it passes slide one place back and are
   * met twice (dropped as repeats here), and the updated bill itself may be missed, which is
   * why importBills ends with a catch-up pass over what changed since the run began.
   */
  async *listBills(
    congress: number,
    options: Pick<CongressImportOptions, 'fromDateTime' | 'toDateTime'> & {
      onPage?: (p: { listed: number; total: number | null }) => void;
      /** Keys already listed, shared across passes so a bill is listed once per run. */
      seen?: Set<string>;
    } = {},
  ): AsyncGenerator<CongressApiListItem> {
    const seen = options.seen ?? new Set<string>();
    let offset = 0;
    for (;;) {
      const page = await this.getJson<{ bills?: CongressApiListItem[]; pagination?: Pagination }>(`/bill/${congress}`, {
        limit: this.pageSize,
        offset,
        fromDateTime: options.fromDateTime,
        toDateTime: options.toDateTime,
      });
      const bills = Array.isArray(page.bills) ? page.bills : [];
      for (const item of bills) {
        const key = `${item.congress}-${String(item.type).toLowerCase()}-${item.number}`;
        if (seen.has(key)) continue;
        seen.add(key);
        options.onPage?.({ listed: seen.size, total: page.pagination?.count ?? null });
        yield item;
      }
      const next = page.pagination?.next;
      if (!next || bills.length === 0) return;
      // Follow the offset that `next` names, but on our own base URL and with our key: the
      // API's `next` omits the key and may name another host.
      const nextOffset = Number(new URL(next, this.baseUrl).searchParams.get('offset') ?? offset + bills.length);
      if (!Number.isFinite(nextOffset) || nextOffset <= offset) return;
      offset = nextOffset;
    }
  }

  private async getAll<T>(path: string, key: string, expected: number): Promise<T[]> {
    if (expected <= 0) return [];
    const items: T[] = [];
    let offset = 0;
    for (;;) {
      const page = await this.getJson<Record<string, unknown> & { pagination?: Pagination }>(path, { limit: 250, offset });
      const batch = page[key];
      if (Array.isArray(batch)) items.push(...(batch as T[]));
      const next = page.pagination?.next;
      if (!next || !Array.isArray(batch) || batch.length === 0) return items;
      offset += batch.length;
    }
  }

  /** `/subjects` pages its legislative subjects (omnibus bills have hundreds); the policy area comes once. */
  private async getSubjects(path: string): Promise<CongressApiSubjects> {
    const merged: CongressApiSubjects = { legislativeSubjects: [] };
    let offset = 0;
    for (;;) {
      const page = await this.getJson<{ subjects?: CongressApiSubjects; pagination?: Pagination }>(path, { limit: 250, offset });
      const batch = page.subjects?.legislativeSubjects ?? [];
      merged.legislativeSubjects!.push(...batch);
      merged.policyArea ??= page.subjects?.policyArea;
      if (!page.pagination?.next || batch.length === 0) return merged;
      offset += batch.length;
    }
  }

  /** Reads one bill: detail, then summaries, subjects and titles when the detail says there are any. */
  async fetchBill(congress: number, billType: string, billNumber: string | number): Promise<ImportedBill> {
    const type = normalizeBillType(billType);
    if (!type) throw new BillImportError(`unknown bill type ${JSON.stringify(billType)}`);
    const base = `/bill/${congress}/${type.toLowerCase()}/${billNumber}`;
    const { bill } = await this.getJson<{ bill?: CongressApiBillDetail }>(base);
    if (!bill) throw new BillImportError(`Congress.gov answer for ${base} has no bill object`);
    // Counts in the detail let us skip requests that would come back empty: quota is precious.
    const summaries = await this.getAll<CongressApiSummary>(`${base}/summaries`, 'summaries', bill.summaries?.count ?? 0);
    const subjects = (bill.subjects?.count ?? 0) > 0 ? await this.getSubjects(`${base}/subjects`) : undefined;
    const titles = this.includeTitles
      ? await this.getAll<CongressApiTitle>(`${base}/titles`, 'titles', bill.titles?.count ?? 0)
      : [];
    return mapCongressApiBill(bill, { summaries, subjects, titles });
  }

  /** The URL of an API path without the key, to name a source in reports. */
  sourceUrl(path: string): string {
    return this.url(path).redacted;
  }

  /**
   * Pages through `/house-vote/{congress}/{session}` (the House roll call votes, beta since May
   * 2025: votes on legislation in the 118th Congress on); yields each list item as the API gives it.
   */
  async *listHouseVotes(congress: number, session: number): AsyncGenerator<Record<string, unknown>> {
    let offset = 0;
    for (;;) {
      const page = await this.getJson<{ houseRollCallVotes?: Record<string, unknown>[]; pagination?: Pagination }>(`/house-vote/${congress}/${session}`, { limit: this.pageSize, offset });
      const votes = Array.isArray(page.houseRollCallVotes) ? page.houseRollCallVotes : [];
      yield* votes;
      if (!page.pagination?.next || votes.length === 0) return;
      offset += votes.length;
    }
  }

  /** One House roll call: its detail (`houseRollCallVote`) and every member's vote (`houseRollCallVoteMemberVotes`, paged). */
  async houseVote(congress: number, session: number, rollNumber: number): Promise<{ vote: Record<string, unknown>; memberVotes: Record<string, unknown> }> {
    const base = `/house-vote/${congress}/${session}/${rollNumber}`;
    const { houseRollCallVote: vote } = await this.getJson<{ houseRollCallVote?: Record<string, unknown> }>(base);
    if (!vote || typeof vote !== 'object') throw new HttpError(200, this.sourceUrl(base), `Congress.gov answer for ${base} has no houseRollCallVote object`);
    let memberVotes: Record<string, unknown> | undefined;
    const results: unknown[] = [];
    for (let offset = 0; ; ) {
      const page = await this.getJson<{ houseRollCallVoteMemberVotes?: Record<string, unknown>; pagination?: Pagination }>(`${base}/members`, { limit: 250, offset });
      const part = page.houseRollCallVoteMemberVotes;
      if (!part || typeof part !== 'object') throw new HttpError(200, this.sourceUrl(`${base}/members`), `Congress.gov answer for ${base}/members has no houseRollCallVoteMemberVotes object`);
      memberVotes ??= part;
      const batch = Array.isArray(part.results) ? part.results : [];
      results.push(...batch);
      if (!page.pagination?.next || batch.length === 0) break;
      offset += batch.length;
    }
    return { vote, memberVotes: { ...memberVotes, results } };
  }

  /** Imports every bill of a Congress; a bill that fails is yielded as skipped and the run goes on. */
  async *importBills(congress: number, options: CongressImportOptions = {}): AsyncGenerator<ImportResult> {
    const startedAt = new Date(Date.now() - CATCH_UP_MARGIN_MS);
    const progress: CongressApiProgress = {
      congress, listed: 0, total: null, imported: 0, skipped: 0, requests: 0, retries: 0, throttledMs: 0,
    };
    const report = () => {
      Object.assign(progress, this.http.stats, { throttledMs: this.limiter.waitedMs });
      options.onProgress?.({ ...progress });
    };
    const seen = new Set<string>();
    const passes: Pick<CongressImportOptions, 'fromDateTime' | 'toDateTime'>[] = [
      { fromDateTime: options.fromDateTime, toDateTime: options.toDateTime },
    ];
    if ((options.catchUp ?? true) && !options.toDateTime) passes.push({ fromDateTime: apiDateTime(startedAt) });

    for (const [index, pass] of passes.entries()) {
      const listing = this.listBills(congress, {
        ...pass,
        seen,
        onPage: ({ listed, total }) => {
          progress.listed = listed;
          if (index === 0) progress.total = total;
        },
      });
      for await (const item of listing) {
        if (options.maxBills !== undefined && progress.imported + progress.skipped >= options.maxBills) {
          report();
          return;
        }
        yield await this.importItem(congress, item, progress);
        report();
      }
    }
    report();
  }

  private async importItem(congress: number, item: CongressApiListItem, progress: CongressApiProgress): Promise<ImportResult> {
    const { redacted } = this.url(`/bill/${item.congress ?? congress}/${String(item.type).toLowerCase()}/${item.number}`);
    try {
      const bill = await this.fetchBill(item.congress ?? congress, item.type, item.number);
      progress.imported += 1;
      return { bill, file: redacted, format: 'congress-api-json' };
    } catch (error) {
      if (!(error instanceof BillImportError || error instanceof HttpError)) throw error;
      progress.skipped += 1;
      return { skipped: true, file: redacted, reason: error.message };
    }
  }
}
