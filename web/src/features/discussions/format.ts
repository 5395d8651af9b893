import { formatBillReference } from '@/features/bills/bill-number';

/** SPEC §9: the feed shows the first 200 characters of a discussion, then an ellipsis. */
export const FEED_EXCERPT_LENGTH = 200;

export function excerpt(content: string, max = FEED_EXCERPT_LENGTH): string {
  return content.length > max ? `${content.slice(0, max).trimEnd()}…` : content;
}

/** SPEC §2: the first letters of up to two name words ('Ada Lovelace' → 'AL'); '?' without a name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length ? words.slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') : '?';
}

/** SPEC §2: an author without a name shows as 'Anonymous'. */
export function authorName(name: string | null | undefined): string {
  return name?.trim() ? name : 'Anonymous';
}

/** '1 reply' / '3 replies'. */
export function replyCountText(n: number): string {
  return `${n} ${n === 1 ? 'reply' : 'replies'}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * SPEC §9 relative time: under 60 s 'Just now'; then 'm ago', 'h ago'; 1 day 'Yesterday';
 * under 7 days 'd ago'; under 30 days 'w ago'; otherwise 'mo ago'. Without a valid date: 'Recently'.
 */
export function relativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  const at = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(at)) return 'Recently';
  const age = Math.max(0, now - at);
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  const days = Math.floor(age / DAY);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days}d ago`;
  if (days < 30) return `${Math.floor(days / 7)}w ago`;
  return `${Math.floor(days / 30)}mo ago`;
}

/** SPEC §4: pending → 'Under Review', approved → no badge, anything else → 'Rejected'. */
export function moderationLabel(status: string): 'Under Review' | 'Rejected' | null {
  if (status === 'approved') return null;
  return status === 'pending' ? 'Under Review' : 'Rejected';
}

/** The bill a discussion is about, as cards show it ('H.R. 1234 · Title', or the title alone). */
export function billLine(bill: { billNumber: string | null; title: string | null }): string {
  return [formatBillReference(bill.billNumber), bill.title].filter(Boolean).join(' · ') || 'Policy Discussion';
}
