import { describe, expect, it } from 'vitest';
import type { NotificationView } from '@civic/contracts';
import { badgeText, nextNotificationsOffset, prependNotification } from './api';

const n = (id: string): NotificationView => ({
  id, userId: 'u', type: 'discussion_reply', relatedUserId: null, relatedUser: null, relatedBillId: null, relatedDiscussionId: null, relatedReplyId: null,
  message: 'm', read: false, createdAt: '2026-11-24T00:00:00.000Z',
});

describe('notifications (SPEC §2, §9)', () => {
  it('shows 99+ above 99', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('pages by 20 and stops after a short page', () => {
    const page = (k: number) => Array.from({ length: k }, (_, i) => i);
    expect(nextNotificationsOffset(page(20), [page(20)])).toBe(20);
    expect(nextNotificationsOffset(page(3), [page(20), page(3)])).toBeUndefined();
  });

  it('puts a pushed notification on top once', () => {
    const data = { pages: [[n('a')]], pageParams: [0] };
    const once = prependNotification(data, n('b'));
    expect(once?.pages[0].map((x) => x.id)).toEqual(['b', 'a']);
    expect(prependNotification(once, n('b'))).toBe(once);
  });
});
