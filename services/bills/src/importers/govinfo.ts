import { parseBillStatusXml } from './billstatus-xml';
import { normalizeBillType } from './bill-fields';
import { HttpClient, HttpError, TokenBucket, type RetryOptions } from './http';
import { BILL_TYPES, BillImportError, type BillType, type ImportResult } from './types';

/** One row of a GovInfo bulk data JSON listing (`/bulkdata/json/...`). */
export interface GovInfoListingEntry {
  name?: string;
  displayLabel?: string;
  justFileName?: string;
  link?: string;
  folder?: boolean;
  /** "18-Sep-2026 20:26", GMT. */
  formattedLastModifiedTime?: string;
  mimeType?: string;
  fileExtension?: string;
  size?: number;
  formattedSize?: string;
}

const MONTHS: Record<string, number> = {
  jan: 0, feb: 1, mar: 2, apr: 3, may: 4, jun: 5, jul: 6, aug: 7, sep: 8, oct: 9, nov: 10, dec: 11,
};

/** Parses the listing's "DD-Mon-YYYY HH:MM" (GMT) stamp; null when it is not in that form. */
export function parseListingTime(value: string | undefined): Date | null {
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})(?: (\d{1,2}):(\d{2}))?/.exec(value ?? '');
  const month = m ? MONTHS[m[2].toLowerCase()] : undefined;
  if (!m || month === undefined) return null;
  return new Date(Date.UTC(Number(m[3]), month, Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0)));
}

export interface GovInfoProgress {
  congress: number;
  billType: BillType;
  /** BILLSTATUS XML files found in the listings read so far. */
  listed: number;
  imported: number;
  skipped: number;
  requests: number;
  retries: number;
}

export interface GovInfoImportOptions {
  /** Bill types to read; all eight by default. */
  types?: string[];
  /** Only files the listing stamps as modified at or after this instant. */
  modifiedSince?: Date;
  /** Stop after this many files (imported + skipped). */
  maxFiles?: number;
  onProgress?: (progress: GovInfoProgress) => void;
}

export interface GovInfoClientOptions {
  /** Defaults to https://www.govinfo.gov/bulkdata (GOVINFO_BASE_URL, read by the command: importSourcesEnv). */
  baseUrl?: string;
  /** GovInfo publishes no quota for bulk data; this keeps the importer polite. */
  requestsPerHour?: number;
  limiter?: TokenBucket;
  retry?: RetryOptions;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_GOVINFO_BASE_URL = 'https://www.govinfo.gov/bulkdata';

/** GovInfo bulk data client: lists BILLSTATUS/{congress}/{type} and parses each XML file. */
export class GovInfoClient {
  readonly baseUrl: string;
  readonly limiter: TokenBucket;
  private readonly http: HttpClient;

  constructor(options: GovInfoClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_GOVINFO_BASE_URL).replace(/\/+$/, '');
    this.limiter = options.limiter ?? TokenBucket.perHour(options.requestsPerHour ?? 36_000, 10);
    this.http = new HttpClient({ limiter: this.limiter, retry: options.retry, timeoutMs: options.timeoutMs, fetch: options.fetch });
  }

  get stats(): { requests: number; retries: number } {
    return { ...this.http.stats };
  }

  /** Reads a bulk data folder listing, e.g. `BILLSTATUS/119/hr`, in its JSON form. */
  async listFolder(path: string): Promise<GovInfoListingEntry[]> {
    const url = `${this.baseUrl}/json/${path.replace(/^\/+/, '')}`;
    const listing = await this.http.getJson<{ files?: GovInfoListingEntry[] }>(url, { Accept: 'application/json' });
    if (!listing || !Array.isArray(listing.files)) throw new HttpError(200, url, `listing ${url} has no files array`);
    return listing.files;
  }

  /** The BILLSTATUS XML files of one Congress and bill type; the folder's zip and subfolders are left out. */
  async listBillStatusFiles(congress: number, billType: string): Promise<GovInfoListingEntry[]> {
    const type = normalizeBillType(billType);
    if (!type) throw new Error(`unknown bill type ${JSON.stringify(billType)}`);
    const entries = await this.listFolder(`BILLSTATUS/${congress}/${type.toLowerCase()}`);
    return entries.filter((e) => !e.folder && /\.xml$/i.test(e.justFileName ?? e.name ?? ''));
  }

  private fileUrl(entry: GovInfoListingEntry, congress: number, type: BillType): string {
    const name = entry.justFileName ?? entry.name ?? '';
    if (entry.link) return new URL(entry.link, `${this.baseUrl}/`).toString();
    return `${this.baseUrl}/BILLSTATUS/${congress}/${type.toLowerCase()}/${name}`;
  }

  /** Imports the BILLSTATUS files of a Congress; a file that fails is yielded as skipped. */
  async *importBills(congress: number, options: GovInfoImportOptions = {}): AsyncGenerator<ImportResult> {
    const types = (options.types ?? [...BILL_TYPES]).map((t) => {
      const type = normalizeBillType(t);
      if (!type) throw new Error(`unknown bill type ${JSON.stringify(t)}`);
      return type;
    });
    const progress: GovInfoProgress = {
      congress, billType: types[0], listed: 0, imported: 0, skipped: 0, requests: 0, retries: 0,
    };
    const report = () => {
      Object.assign(progress, this.http.stats);
      options.onProgress?.({ ...progress });
    };
    for (const type of types) {
      progress.billType = type;
      let files: GovInfoListingEntry[];
      try {
        files = await this.listBillStatusFiles(congress, type);
      } catch (error) {
        // Early in a Congress some type folders do not exist yet: nothing to import there.
        if (error instanceof HttpError && error.status === 404) files = [];
        else throw error;
      }
      if (options.modifiedSince) {
        const since = options.modifiedSince.getTime();
        // A stamp we cannot read is kept: better to re-read a file than to miss an update.
        files = files.filter((f) => (parseListingTime(f.formattedLastModifiedTime)?.getTime() ?? Infinity) >= since);
      }
      progress.listed += files.length;
      report();
      for (const entry of files) {
        if (options.maxFiles !== undefined && progress.imported + progress.skipped >= options.maxFiles) return;
        const url = this.fileUrl(entry, congress, type);
        try {
          const xml = await this.http.getText(url, { Accept: 'application/xml, text/xml' });
          const bill = parseBillStatusXml(xml);
          progress.imported += 1;
          report();
          yield { bill, file: url, format: 'billstatus-xml' };
        } catch (error) {
          if (!(error instanceof BillImportError || error instanceof HttpError)) throw error;
          progress.skipped += 1;
          report();
          yield { skipped: true, file: url, reason: error.message };
        }
      }
    }
  }
}
