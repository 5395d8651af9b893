import { GENERAL_POLICY_AREA, type BillSponsor } from '@civic/contracts';

/** SPEC §9: summaries are cut to 150 characters in bill lists. */
export const LIST_SUMMARY_LENGTH = 150;
export const NO_SUMMARY = 'No summary available';
export const NO_LONG_SUMMARY = 'Summary not available';
export const UNKNOWN_DATE = 'Unknown';
/** How a user bill is labelled when shown as a bill-like record (SPEC §2 Discussion detail). */
export const USER_BILL_TYPE = 'User Bill';

/** A bill-like record that is a user bill (SPEC §2 Discussion detail), not a congressional one. */
export function isUserBill(bill: { billType: string }): boolean {
  return bill.billType === USER_BILL_TYPE;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st: a congress's number as the bill header shows it. */
export function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

// The one bill-number formatter lives apart from this module's contracts import, so public
// (prerendered) pages such as the district page use it without loading the schemas.
export { formatBillNumber, formatBillReference } from './bill-number';

/** A missing policy area reads 'General' (SPEC §3). */
export function policyAreaLabel(policyArea: string | null | undefined): string {
  return policyArea?.trim() || GENERAL_POLICY_AREA;
}

/** Cut to `max` characters on a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, max = LIST_SUMMARY_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.7 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s.,;:!?…-]+$/, '')}…`;
}

/** The list card's summary: the AI short synthesis, else the official summary, else the SPEC fallback. */
export function listSummary(bill: { billAiSynthesisShort?: string | null; summary?: string | null }): string {
  const text = bill.billAiSynthesisShort?.trim() || bill.summary?.trim();
  return text ? truncate(text) : NO_SUMMARY;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' (or an ISO instant) → 'Mar 3, 2025'; 'Unknown' when missing or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return UNKNOWN_DATE;
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? UNKNOWN_DATE : dateFormat.format(date);
}

/** A machine-readable value for <time dateTime>, or undefined when the date is unknown. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return Number.isNaN(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value).getTime()) ? undefined : value;
}

const PARTY_NAMES: Record<string, string> = { R: 'Republican', D: 'Democrat', I: 'Independent', L: 'Libertarian', ID: 'Independent Democrat' };

/** "(R-FL)" style affiliation; '' when neither party nor state is known. */
export function sponsorAffiliation(sponsor: Pick<BillSponsor, 'party' | 'state'>): string {
  const parts = [sponsor.party?.trim(), sponsor.state?.trim()].filter(Boolean);
  return parts.length ? `(${parts.join('-')})` : '';
}

/** The spoken form of the affiliation: "Republican, Florida" is not known offline, so "Republican, FL". */
export function sponsorAffiliationLong(sponsor: Pick<BillSponsor, 'party' | 'state'>): string {
  const party = sponsor.party?.trim();
  const parts = [party ? (PARTY_NAMES[party.toUpperCase()] ?? party) : null, sponsor.state?.trim()].filter(Boolean);
  return parts.join(', ');
}

/** Percentage (0–100, whole) of `part` in `total`; 0 when the total is 0. */
export function percentOf(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((part / total) * 100);
}

/** Split a long text into paragraphs on blank lines (single newlines stay inside a paragraph). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** SPEC §2: the discuss link; the landing route forwards a signed-in user to /dashboard with the query. */
export function discussHref(billId: string, billType: 'congressional' | 'user' = 'congressional'): string {
  const params = new URLSearchParams({ tab: 'discussions', billId, billType });
  return `/?${params.toString()}`;
}

/**
 * Who wrote a bill's AI synthesis, from the provider and model stored with it (DESIGN §4). The
 * "openai" provider is any OpenAI-compatible server (OpenAI, Ollama, llama.cpp …), so it says so.
 */
export function synthesisAuthor({ provider, model }: { provider: string; model: string }): string {
  const who = provider === 'openai' ? 'OpenAI-compatible provider' : `${provider} provider`;
  return `Summary written by AI (${who}, model ${model})`;
}
