import type { BadgeVariant } from '@/components/ui/badge';
import type { UserBill, UserBillStatus } from '@civic/contracts';

/** SPEC §4: the label of each user-bill moderationStatus. */
export const STATUS_LABELS: Record<UserBillStatus, string> = {
  draft: 'Draft',
  pending: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** SPEC §4 badge colours: Draft grey, Under Review yellow, Approved green, Rejected red. */
export const STATUS_BADGES: Record<UserBillStatus, BadgeVariant> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** SPEC §9 bill status filter values, with the My Bills screen's labels (SPEC §2). */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All Bills' },
  { value: 'draft', label: 'Drafts' },
  { value: 'pending', label: 'Under Review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export function isStatusFilter(value: string | null | undefined): value is StatusFilter {
  return STATUS_FILTERS.some((f) => f.value === value);
}

/** SPEC §2 My Bills empty text: 'You haven't submitted any bills yet' (all) or 'No bills with status: {status}'. */
export function emptyBillsText(filter: StatusFilter): string {
  return filter === 'all' ? "You haven't submitted any bills yet" : `No bills with status: ${STATUS_LABELS[filter]}`;
}

/** SPEC §9: moderation score colour thresholds 8 and 6. */
export const SCORE_GOOD = 8;
export const SCORE_FAIR = 6;
export type ScoreTone = 'good' | 'fair' | 'poor';

/** 8 or more green, 6 to under 8 yellow, below 6 red (SPEC §2 My Bills). */
export function scoreTone(score: number): ScoreTone {
  if (score >= SCORE_GOOD) return 'good';
  if (score >= SCORE_FAIR) return 'fair';
  return 'poor';
}

/** Text colours (on white) and bar colours of each tone; each text colour clears WCAG AA. */
export const SCORE_TONE_CLASSES: Record<ScoreTone, { text: string; bar: string }> = {
  good: { text: 'text-success-700', bar: 'bg-success-700' },
  fair: { text: 'text-accent-800', bar: 'bg-accent-400' },
  poor: { text: 'text-danger-700', bar: 'bg-danger-700' },
};

/** A verdict was reached: the Moderation Scores and Feedback tabs apply (SPEC §2). */
export function isDecided(bill: Pick<UserBill, 'moderationStatus'>): boolean {
  return bill.moderationStatus === 'approved' || bill.moderationStatus === 'rejected';
}

/** Only drafts can be edited or deleted (SPEC §4). */
export function isEditable(bill: Pick<UserBill, 'moderationStatus'>): boolean {
  return bill.moderationStatus === 'draft';
}

/** The recommendations field holds one recommendation per line (contracts UserBill). */
export function recommendationLines(recommendations: string | null | undefined): string[] {
  return (recommendations ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}

/** The sentence a screen reader hears when a verdict arrives live. */
export function verdictAnnouncement(bill: Pick<UserBill, 'title' | 'moderationStatus' | 'reviewDelayed'>): string {
  if (bill.moderationStatus === 'pending' && bill.reviewDelayed) return `The review of your bill "${bill.title}" is delayed. It stays Under Review.`;
  return `Your bill "${bill.title}" is now ${STATUS_LABELS[bill.moderationStatus]}.`;
}

/** A rejected bill may be revised and submitted again, as its feedback tells the author (ADR 0020). */
export function canResubmit(bill: Pick<UserBill, 'moderationStatus' | 'removed' | 'reviewState'>): boolean {
  // A removal is final; an appealed bill waits for the moderator (ADR 0020).
  return bill.moderationStatus === 'rejected' && !bill.removed && !bill.reviewState;
}
