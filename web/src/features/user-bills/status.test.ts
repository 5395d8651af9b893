import { describe, expect, it } from 'vitest';
import { USER_BILL_STATUSES } from '@civic/contracts';
import {
  SCORE_FAIR,
  SCORE_GOOD,
  STATUS_BADGES,
  STATUS_FILTERS,
  STATUS_LABELS,
  emptyBillsText,
  isDecided,
  isEditable,
  isStatusFilter,
  recommendationLines,
  scoreTone,
  verdictAnnouncement,
} from './status';

describe('score colours (SPEC §2, §9 thresholds 8 and 6)', () => {
  it('uses the SPEC thresholds', () => {
    expect([SCORE_GOOD, SCORE_FAIR]).toEqual([8, 6]);
  });
  it('is green at 8 or more, yellow from 6 to under 8, red below 6', () => {
    const tones = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => [s, scoreTone(s)]));
    expect(tones).toEqual({ 1: 'poor', 2: 'poor', 3: 'poor', 4: 'poor', 5: 'poor', 6: 'fair', 7: 'fair', 8: 'good', 9: 'good', 10: 'good' });
  });
  it('puts the boundaries on the right side', () => {
    expect(scoreTone(7.99)).toBe('fair');
    expect(scoreTone(5.99)).toBe('poor');
  });
});

describe('status labels and badges (SPEC §4)', () => {
  it('labels every status the API knows', () => {
    expect(STATUS_LABELS).toEqual({ draft: 'Draft', pending: 'Under Review', approved: 'Approved', rejected: 'Rejected' });
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...USER_BILL_STATUSES].sort());
  });
  it('colours Draft grey, Under Review yellow, Approved green, Rejected red', () => {
    expect(STATUS_BADGES).toEqual({ draft: 'neutral', pending: 'warning', approved: 'success', rejected: 'danger' });
  });
  it('offers the My Bills filter in the SPEC order with the §9 values', () => {
    expect(STATUS_FILTERS.map((f) => f.value)).toEqual(['all', 'draft', 'pending', 'approved', 'rejected']);
    expect(STATUS_FILTERS.map((f) => f.label)).toEqual(['All Bills', 'Drafts', 'Under Review', 'Approved', 'Rejected']);
    expect(isStatusFilter('pending')).toBe(true);
    expect(isStatusFilter('pending-moderation')).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });
  it('words the empty list as the SPEC does', () => {
    expect(emptyBillsText('all')).toBe("You haven't submitted any bills yet");
    expect(emptyBillsText('draft')).toBe('No bills with status: Draft');
    expect(emptyBillsText('pending')).toBe('No bills with status: Under Review');
    expect(emptyBillsText('rejected')).toBe('No bills with status: Rejected');
  });
  it('shows verdicts only when decided and actions only on drafts', () => {
    expect(USER_BILL_STATUSES.filter((s) => isDecided({ moderationStatus: s }))).toEqual(['approved', 'rejected']);
    expect(USER_BILL_STATUSES.filter((s) => isEditable({ moderationStatus: s }))).toEqual(['draft']);
  });
});

describe('recommendationLines', () => {
  it('splits one recommendation per line and drops list markers and blanks', () => {
    expect(recommendationLines('- Remove the religious test\n\n2. Cite an enumerated power\r\n• Narrow the scope  ')).toEqual([
      'Remove the religious test',
      'Cite an enumerated power',
      'Narrow the scope',
    ]);
    expect(recommendationLines(null)).toEqual([]);
  });
});

describe('verdictAnnouncement', () => {
  it('speaks the new status, or the delay', () => {
    expect(verdictAnnouncement({ title: 'Clean Water Act', moderationStatus: 'approved', reviewDelayed: false })).toBe(
      'Your bill "Clean Water Act" is now Approved.',
    );
    expect(verdictAnnouncement({ title: 'X', moderationStatus: 'rejected', reviewDelayed: false })).toBe('Your bill "X" is now Rejected.');
    expect(verdictAnnouncement({ title: 'X', moderationStatus: 'pending', reviewDelayed: true })).toContain('is delayed');
  });
});
