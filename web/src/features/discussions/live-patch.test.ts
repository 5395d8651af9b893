import { describe, expect, it } from 'vitest';
import type { DiscussionView, ReplyView } from '@civic/contracts';
import { nextFeedOffset, patchDiscussionList, patchReplies } from './api';
import { filterBills } from './bill-picker';

const author = { id: '00000000-0000-4000-8000-000000000001', name: 'Ada', voterArchetype: null };
const discussion = (id: string, status: DiscussionView['moderationStatus'], hasUserUpvoted = false, hasUserReported = false): DiscussionView => ({
  id, billId: '119-hr-1', billType: 'congressional', userId: author.id, title: 't', content: 'c', upvotes: 0, moderationStatus: status,
  rejectionReason: null, reviewState: null, appealed: false, createdAt: '2026-11-24T00:00:00.000Z', updatedAt: '2026-11-24T00:00:00.000Z', billNumber: 'HR 1', shortTitle: null,
  billTitle: 'Bill', hasUserUpvoted, hasUserReported, replyCount: 0, userName: 'Ada', user: author,
});
const reply = (id: string, status: ReplyView['moderationStatus'], hasUserUpvoted = false, hasUserReported = false): ReplyView => ({
  id, parentDiscussionId: 'd', userId: author.id, content: 'r', upvotes: 0, hasUserUpvoted, hasUserReported, moderationStatus: status, rejectionReason: null, reviewState: null, appealed: false,
  createdAt: '2026-11-24T00:00:00.000Z', updatedAt: '2026-11-24T00:00:00.000Z', user: author,
});

describe('live patches of cached discussions', () => {
  it('flips the pushed discussion in place, keeping what only the reader knows (their upvote and report)', () => {
    const list = [discussion('a', 'pending', true, true), discussion('b', 'approved')];
    // A push is the post as its author reads it: their marks, not this reader's.
    const patched = patchDiscussionList(list, { ...discussion('a', 'approved', false, false), updatedAt: '2026-11-24T00:00:00.020Z' });
    expect(patched?.map((d) => [d.id, d.moderationStatus, d.hasUserUpvoted, d.hasUserReported])).toEqual([
      ['a', 'approved', true, true],
      ['b', 'approved', false, false],
    ]);
    expect(patchDiscussionList(list, discussion('z', 'approved'))).toBe(list);
    expect(patchDiscussionList(undefined, discussion('a', 'approved'))).toBeUndefined();
  });

  it('replaces a known reply and appends a new one', () => {
    const list = [reply('r1', 'pending')];
    expect(patchReplies(list, reply('r1', 'approved'))?.map((r) => r.moderationStatus)).toEqual(['approved']);
    expect(patchReplies(list, reply('r2', 'approved'))?.map((r) => r.id)).toEqual(['r1', 'r2']);
    const reported = [reply('r1', 'approved', false, true)];
    const edited = { ...reply('r1', 'approved'), content: 'edited', updatedAt: '2026-11-24T00:00:00.020Z' };
    expect(patchReplies(reported, edited)?.map((r) => [r.content, r.hasUserReported])).toEqual([['edited', true]]);
  });

  it("never lets a reply's create answer overwrite the verdict pushed before it (issue #24)", () => {
    const approved = { ...reply('r1', 'approved'), updatedAt: '2026-11-24T00:00:00.020Z' };
    const list = patchReplies([], approved);
    expect(patchReplies(list, reply('r1', 'pending'))?.map((r) => r.moderationStatus)).toEqual(['approved']);
    const discussions = [{ ...discussion('a', 'rejected'), updatedAt: '2026-11-24T00:00:00.020Z' }];
    expect(patchDiscussionList(discussions, discussion('a', 'pending'))?.[0]?.moderationStatus).toBe('rejected');
  });

  it('pages the feed by 20, stopping after a short page', () => {
    const page = (n: number) => ({ discussions: Array.from({ length: n }, (_, i) => ({ id: String(i) })), lastUpdated: '' }) as never;
    expect(nextFeedOffset(page(20), [page(20)])).toBe(20);
    expect(nextFeedOffset(page(20), [page(20), page(20)])).toBe(40);
    expect(nextFeedOffset(page(19), [page(20), page(19)])).toBeUndefined();
  });
});

describe('the bill picker filter (SPEC §2)', () => {
  const bills = [
    { billId: '1', number: 'H.R. 12', title: 'Clean Water Act', summary: 'Funds pipes.', policyArea: 'Environmental Protection' },
    { billId: '2', number: 'S. 7', title: 'Broadband Act', summary: 'Rural WATER towers get fiber.', policyArea: 'Science, Technology, Communications' },
  ];
  it('matches number, title and summary case-insensitively, and the policy area exactly', () => {
    expect(filterBills(bills, 'water', 'all').map((b) => b.billId)).toEqual(['1', '2']);
    expect(filterBills(bills, 'h.r. 12', 'all').map((b) => b.billId)).toEqual(['1']);
    expect(filterBills(bills, '', 'Environmental Protection').map((b) => b.billId)).toEqual(['1']);
    expect(filterBills(bills, 'water', 'Environmental').map((b) => b.billId)).toEqual([]);
  });
});
