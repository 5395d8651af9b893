import { assembleBill, chooseShortTitle } from './bill-fields';
import { BillImportError, type ImportedBill } from './types';

// The fields of a unitedstates/congress `data.json` this importer reads. Values come from JSON
// written by a scraper, so every one is checked rather than trusted.
interface DataJsonTitle {
  type?: unknown;
  title?: unknown;
  as?: unknown;
  is_for_portion?: unknown;
}

interface DataJsonAction {
  acted_at?: unknown;
  text?: unknown;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function parseJsonText(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch (error) {
    throw new BillImportError(`malformed JSON: ${(error as Error).message}`);
  }
}

export function isUnitedStatesDataJson(doc: unknown): boolean {
  const d = record(doc);
  return d !== null && 'bill_type' in d && ('bill_id' in d || 'number' in d);
}

/** Parses a unitedstates/congress `data.json` (text or already-parsed object) into an ImportedBill. */
export function parseUnitedStatesDataJson(json: string | object): ImportedBill {
  const doc = record(typeof json === 'string' ? parseJsonText(json) : json);
  if (!doc || !isUnitedStatesDataJson(doc)) {
    throw new BillImportError('not a unitedstates/congress data.json (no bill_type/bill_id)');
  }

  const titles = list(doc.titles).map((t) => (record(t) ?? {}) as DataJsonTitle);
  const display = titles.find((t) => t.type === 'display')?.title;
  // `short_title` may be the short title of one portion of the bill (seen on 118 H.R. 7024);
  // rank the whole-bill short titles the way BILLSTATUS names them instead.
  const shortTitle =
    chooseShortTitle(
      titles
        .filter((t) => t.type === 'short' && typeof t.title === 'string')
        .map((t) => ({
          titleType: `Short Title as ${typeof t.as === 'string' ? t.as : 'current'}${t.is_for_portion ? ' for portions of this bill' : ''}`,
          title: t.title as string,
        })),
    ) ?? doc.short_title;
  // The last action in the list is the latest; acted_at mixes dates and offset timestamps.
  const actions = list(doc.actions)
    .map((a) => (record(a) ?? {}) as DataJsonAction)
    .filter((a) => typeof a.acted_at === 'string');
  const last = actions.at(-1);
  const sponsor = record(doc.sponsor);
  const summary = record(doc.summary);

  return assembleBill({
    congress: doc.congress,
    billType: doc.bill_type,
    billNumber: doc.number,
    title: display ?? shortTitle ?? doc.popular_title ?? doc.official_title,
    shortTitle,
    introducedDate: doc.introduced_at,
    updateDate: doc.updated_at,
    latestActionDate: last?.acted_at,
    latestActionText: last?.text,
    policyArea: doc.subjects_top_term,
    subjects: list(doc.subjects),
    summary: summary?.text,
    // data.json names the sponsor "Luttrell, Morgan" with a separate "Rep."; it has no party.
    sponsors: sponsor
      ? [{ fullName: [sponsor.title, sponsor.name].filter((v) => typeof v === 'string').join(' '), state: sponsor.state }]
      : [],
    textAvailable: false,
    source: 'unitedstates-data-json',
  });
}
