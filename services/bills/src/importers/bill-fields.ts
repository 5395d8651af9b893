import { normalizePolicyArea } from './policy-areas';
import { cleanConstitutionalAuthority, cleanInline, cleanSummary } from './text';
import {
  BILL_TYPES,
  BillImportError,
  type BillSponsor,
  type BillType,
  type Chamber,
  type ImportedBill,
} from './types';

/** Accepts "hr", "HR", "H.R.", "hjres", "H.J.Res." ... and returns the Congress.gov type or null. */
export function normalizeBillType(raw: unknown): BillType | null {
  if (typeof raw !== 'string') return null;
  const letters = raw.replace(/[^a-z]/gi, '').toUpperCase();
  return (BILL_TYPES as readonly string[]).includes(letters) ? (letters as BillType) : null;
}

export function makeBillId(congress: number, billType: BillType, billNumber: string): string {
  return `${congress}-${billType.toLowerCase()}-${billNumber}`;
}

export function chamberOf(billType: BillType): Chamber {
  return billType.startsWith('H') ? 'House' : 'Senate';
}

function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const URL_SLUGS: Record<BillType, string> = {
  HR: 'house-bill',
  S: 'senate-bill',
  HJRES: 'house-joint-resolution',
  SJRES: 'senate-joint-resolution',
  HCONRES: 'house-concurrent-resolution',
  SCONRES: 'senate-concurrent-resolution',
  HRES: 'house-resolution',
  SRES: 'senate-resolution',
};

/** The public Congress.gov page, e.g. https://www.congress.gov/bill/119th-congress/house-bill/1. */
export function legislationUrl(congress: number, billType: BillType, billNumber: string): string {
  return `https://www.congress.gov/bill/${ordinal(congress)}-congress/${URL_SLUGS[billType]}/${billNumber}`;
}

/** YYYY-MM-DD from a date or a timestamp; the calendar date is kept as the source wrote it. */
export function toDateOnly(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(raw.trim());
  return m ? m[1] : null;
}

/** ISO 8601 in UTC; date-only values stay date-only rather than gaining an invented time. */
export function toTimestamp(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const value = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

// "Rep. Foster, Bill [D-IL-11]", "Del. Norton, Eleanor Holmes [D-DC-At Large]", "Sen. Ricketts, Pete [R-NE]"
const NAME_SUFFIX = /\s*\[([A-Z]{1,3})-([A-Z]{2})(?:-[^\]]*)?\]\s*$/;

export interface RawSponsor {
  fullName?: unknown;
  firstName?: unknown;
  middleName?: unknown;
  lastName?: unknown;
  party?: unknown;
  state?: unknown;
}

export function normalizeSponsor(raw: RawSponsor): BillSponsor | null {
  const fullName = cleanInline(raw.fullName);
  const suffix = fullName ? NAME_SUFFIX.exec(fullName) : null;
  let name = fullName ? fullName.replace(NAME_SUFFIX, '').trim() : null;
  if (!name) {
    const last = cleanInline(raw.lastName);
    const rest = [cleanInline(raw.firstName), cleanInline(raw.middleName)].filter(Boolean).join(' ');
    name = last ? (rest ? `${last}, ${rest}` : last) : null;
  }
  if (!name) return null;
  const party = cleanInline(raw.party)?.toUpperCase() ?? suffix?.[1] ?? null;
  const stateRaw = cleanInline(raw.state)?.toUpperCase() ?? suffix?.[2] ?? null;
  const state = stateRaw && /^[A-Z]{2}$/.test(stateRaw) ? stateRaw : null;
  return { name, party, state };
}

/** Everything a source mapper can tell; assembleBill validates and normalizes it. */
export interface RawBillFields {
  congress: unknown;
  billType: unknown;
  billNumber: unknown;
  title?: unknown;
  shortTitle?: unknown;
  originChamber?: unknown;
  introducedDate?: unknown;
  updateDate?: unknown;
  latestActionDate?: unknown;
  latestActionText?: unknown;
  policyArea?: unknown;
  subjects?: unknown[];
  summary?: unknown;
  billText?: unknown;
  textAvailable?: boolean;
  sponsors?: RawSponsor[];
  constitutionalAuthority?: unknown;
  source: string;
}

function uniqueStrings(values: unknown[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values ?? []) {
    const text = cleanInline(value);
    if (!text) continue;
    const k = text.toLowerCase();
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(text);
  }
  return out;
}

/** The single place where every source's fields become an ImportedBill, so all sources agree. */
export function assembleBill(raw: RawBillFields): ImportedBill {
  const congress = Number(typeof raw.congress === 'string' ? raw.congress.trim() : raw.congress);
  if (!Number.isInteger(congress) || congress < 1 || congress > 999) {
    throw new BillImportError(`missing or invalid congress (${JSON.stringify(raw.congress ?? null)})`);
  }
  const billType = normalizeBillType(raw.billType);
  if (!billType) throw new BillImportError(`missing or unknown bill type (${JSON.stringify(raw.billType ?? null)})`);
  const numberText = cleanInline(raw.billNumber);
  if (!numberText || !/^\d+$/.test(numberText) || Number(numberText) === 0) {
    throw new BillImportError(`missing or invalid bill number (${JSON.stringify(raw.billNumber ?? null)})`);
  }
  const billNumber = String(Number(numberText));
  const shortTitle = cleanInline(raw.shortTitle);
  const title = cleanInline(raw.title) ?? shortTitle;
  if (!title) throw new BillImportError('missing title');

  const chamber = cleanInline(raw.originChamber);
  const originChamber: Chamber = chamber === 'House' || chamber === 'Senate' ? chamber : chamberOf(billType);
  const sponsors = (raw.sponsors ?? [])
    .map((s) => normalizeSponsor(s))
    .filter((s): s is BillSponsor => s !== null);
  const rawArea = cleanInline(raw.policyArea);
  const policyArea = normalizePolicyArea(rawArea);
  // data.json lists the policy area among the subjects as well; here it is its own field.
  const subjects = uniqueStrings(raw.subjects).filter((s) => !policyArea || s.toLowerCase() !== rawArea?.toLowerCase());
  const billText = typeof raw.billText === 'string' && raw.billText.trim() !== '' ? raw.billText : null;

  return {
    billId: makeBillId(congress, billType, billNumber),
    congress,
    billType,
    billNumber,
    title,
    shortTitle,
    originChamber,
    introducedDate: toDateOnly(raw.introducedDate),
    updateDate: toTimestamp(raw.updateDate),
    latestActionDate: toDateOnly(raw.latestActionDate),
    latestActionText: cleanInline(raw.latestActionText),
    policyArea,
    subjects,
    summary: cleanSummary(raw.summary),
    billText,
    textAvailable: Boolean(raw.textAvailable) || billText !== null,
    sponsors,
    legislationUrl: legislationUrl(congress, billType, billNumber),
    constitutionalAuthority: cleanConstitutionalAuthority(raw.constitutionalAuthority),
    source: raw.source,
  };
}

export interface SummaryVersion {
  text: string | null;
  actionDate?: string | null;
  updateDate?: string | null;
}

/** The latest summary version: latest action date, then latest update, then source order. */
export function latestSummaryText(versions: SummaryVersion[]): string | null {
  const withText = versions
    .map((v, order) => ({ ...v, order }))
    .filter((v): v is typeof v & { text: string } => typeof v.text === 'string' && v.text.trim() !== '');
  withText.sort(
    (a, b) =>
      (a.actionDate ?? '').localeCompare(b.actionDate ?? '') ||
      (a.updateDate ?? '').localeCompare(b.updateDate ?? '') ||
      a.order - b.order,
  );
  return withText.at(-1)?.text ?? null;
}

// Enacted short titles beat passed, reported and introduced ones; "for portions of this bill"
// titles name only a part of the bill.
const SHORT_TITLE_RANK = [/enacted/i, /passed/i, /reported/i, /introduced/i];

export function chooseShortTitle(titles: { titleType: string | null; title: string | null }[]): string | null {
  const shorts = titles.filter(
    (t) => t.title && t.titleType && /^short title/i.test(t.titleType) && !/portion/i.test(t.titleType),
  );
  for (const rank of SHORT_TITLE_RANK) {
    const hit = shorts.find((t) => rank.test(t.titleType ?? ''));
    if (hit) return hit.title;
  }
  return shorts[0]?.title ?? null;
}
