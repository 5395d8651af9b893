import { describe, expect, it } from 'vitest';
import { authorName, billLine, excerpt, initials, moderationLabel, relativeTime, replyCountText } from './format';

describe('discussion formatting (SPEC §2, §4, §9)', () => {
  it('cuts the feed excerpt at 200 characters with an ellipsis, and leaves shorter text alone', () => {
    expect(excerpt('a'.repeat(200))).toBe('a'.repeat(200));
    expect(excerpt('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`);
  });

  it('takes the initials of up to two name words', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('ada byron lovelace')).toBe('AB');
    expect(initials('  Grace ')).toBe('G');
    expect(initials('')).toBe('?');
    expect(authorName('')).toBe('Anonymous');
    expect(authorName('Ada')).toBe('Ada');
  });

  it('counts replies in words', () => {
    expect(replyCountText(0)).toBe('0 replies');
    expect(replyCountText(1)).toBe('1 reply');
    expect(replyCountText(2)).toBe('2 replies');
  });

  it('says how long ago, per SPEC §9', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(relativeTime(ago(59_000), now)).toBe('Just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5m ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3h ago');
    expect(relativeTime(ago(30 * 3_600_000), now)).toBe('Yesterday');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('3d ago');
    expect(relativeTime(ago(15 * 86_400_000), now)).toBe('2w ago');
    expect(relativeTime(ago(65 * 86_400_000), now)).toBe('2mo ago');
    expect(relativeTime(null, now)).toBe('Recently');
    expect(relativeTime('not a date', now)).toBe('Recently');
  });

  it('labels moderation states and bill lines', () => {
    expect(moderationLabel('pending')).toBe('Under Review');
    expect(moderationLabel('approved')).toBeNull();
    expect(moderationLabel('rejected')).toBe('Rejected');
    // The number as every other screen writes it (the bill card's "S. 331"), not the raw "S 331".
    expect(billLine({ billNumber: 'HR 12', title: 'Water Act' })).toBe('H.R. 12 · Water Act');
    expect(billLine({ billNumber: 'S 331', title: null })).toBe('S. 331');
    expect(billLine({ billNumber: null, title: null })).toBe('Policy Discussion');
  });
});
