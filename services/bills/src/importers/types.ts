import type { PolicyArea } from './policy-areas';

/** Bill types as Congress.gov spells them. */
export const BILL_TYPES = ['HR', 'S', 'HJRES', 'SJRES', 'HCONRES', 'SCONRES', 'HRES', 'SRES'] as const;
export type BillType = (typeof BILL_TYPES)[number];

export type Chamber = 'House' | 'Senate';

export interface BillSponsor {
  /** Congress.gov style without the party/state suffix, e.g. "Rep. Foster, Bill". */
  name: string;
  /** Party letter as the source gives it (D, R, I, ...); null where the source omits it. */
  party: string | null;
  /** Two-letter postal code. */
  state: string | null;
}

/** One congressional bill with the SPEC §3 fields, normalized the same way from every source. */
export interface ImportedBill {
  /** Stable key `{congress}-{type lowercase}-{number}`, e.g. `119-hr-1234`. */
  billId: string;
  congress: number;
  billType: BillType;
  billNumber: string;
  title: string;
  shortTitle: string | null;
  originChamber: Chamber;
  /** YYYY-MM-DD. */
  introducedDate: string | null;
  /** ISO 8601 timestamp (UTC) of the source record's last update. */
  updateDate: string | null;
  /** YYYY-MM-DD. */
  latestActionDate: string | null;
  latestActionText: string | null;
  policyArea: PolicyArea | null;
  subjects: string[];
  /** Plain text; paragraphs separated by one blank line, no HTML, no entities. */
  summary: string | null;
  billText: string | null;
  textAvailable: boolean;
  sponsors: BillSponsor[];
  legislationUrl: string;
  constitutionalAuthority: string | null;
  /** Where the record came from, e.g. `govinfo-billstatus/3.0.0`, `unitedstates-data-json`. */
  source: string;
}

export type SourceFormat =
  | 'billstatus-xml'
  | 'unitedstates-data-json'
  | 'congress-api-json';

export interface ImportedResult {
  bill: ImportedBill;
  /** File path or URL the bill was read from. */
  file: string;
  format: SourceFormat;
}

export interface SkippedResult {
  skipped: true;
  /** File path or URL that could not be imported. */
  file: string;
  reason: string;
}

export type ImportResult = ImportedResult | SkippedResult;

export function isSkipped(result: ImportResult): result is SkippedResult {
  return 'skipped' in result;
}

/** Thrown by the parsers when a document cannot become a bill; the message is the skip reason. */
export class BillImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BillImportError';
  }
}
