import { createHash } from 'node:crypto';
import { synthesizeBillInput, type SynthesizeBillInput } from '@civic/contracts';
import type { ImportedBill } from '../importers';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The fields whose change needs a new AI synthesis. The hash is the synthesis's content version. */
export function contentHash(bill: Pick<ImportedBill, 'title' | 'summary' | 'billText'>): string {
  return sha256(JSON.stringify([bill.title, bill.summary ?? '', bill.billText ?? '']));
}

/**
 * Every stored field of an imported record (not where it came from): when this hash is the
 * stored one, a re-import changes nothing. Keys are sorted so the order of the source's fields
 * cannot change the hash.
 */
export function recordHash(bill: ImportedBill): string {
  const { source: _source, ...fields } = bill;
  return sha256(canonicalJson(fields));
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Bill text can run to megabytes; the request event carries at most this much of it (the AI
 * provider cuts its prompt shorter still), so queue jobs stay small.
 */
export const SYNTHESIS_TEXT_MAX_CHARS = 100_000;

/** The fields of a bill a synthesis is made from. */
export interface SynthesisSource {
  billId: string;
  title: string;
  shortTitle: string | null;
  summary: string | null;
  billText: string | null;
  policyArea: string | null;
  subjects: string[];
  latestActionText: string | null;
}

/** What the ai-worker is given for one bill. */
export function synthesisInput(bill: SynthesisSource): SynthesizeBillInput {
  return synthesizeBillInput.parse({
    billId: bill.billId,
    title: bill.title,
    shortTitle: bill.shortTitle,
    summary: bill.summary,
    billText: bill.billText ? bill.billText.slice(0, SYNTHESIS_TEXT_MAX_CHARS) : null,
    policyArea: bill.policyArea,
    subjects: bill.subjects,
    latestActionText: bill.latestActionText,
  });
}
