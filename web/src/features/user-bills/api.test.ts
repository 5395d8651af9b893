import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { UserBill } from '@civic/contracts';
import {
  PUBLIC_USER_BILLS_KEY,
  applyPushedBill,
  isUserBillId,
  myBillsKey,
  myBillsUrl,
  nextPublicOffset,
  patchMyBillsList,
  patchPublicPages,
  refreshPendingBills,
  userBillKey,
} from './api';

const AUTHOR = '5f0c6f3e-1b1e-4d8f-9a43-0c1d2e3f4a5b';
let n = 0;
function bill(over: Partial<UserBill> = {}): UserBill {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: AUTHOR,
    authorName: 'Avery',
    title: `Bill ${n}`,
    description: 'A summary',
    fullText: '',
    policyArea: null,
    tags: [],
    isPublic: true,
    moderationStatus: 'pending',
    moderationScore: null,
    constitutionalityScore: null,
    decencyScore: null,
    overallScore: null,
    constitutionalityAssessment: null,
    decencyAssessment: null,
    rejectionReasons: [],
    recommendations: null,
    moderationTimestamp: null,
    reviewDelayed: false,
    submissionDate: '2025-10-01T10:00:00.000Z',
    lastModified: '2025-10-01T10:00:00.000Z',
    supportCount: 0,
    opposeCount: 0,
    mySupport: null,
    hasUserReported: false,
    reviewState: null,
    appealed: false,
    removed: false,
    moderatorReason: null,
    ...over,
  };
}

function approvedCopy(b: UserBill): UserBill {
  return {
    ...b,
    moderationStatus: 'approved',
    constitutionalityScore: 9,
    decencyScore: 10,
    overallScore: 9,
    moderationScore: 9,
    recommendations: 'Add a sunset clause',
    moderationTimestamp: '2025-10-01T10:00:01.000Z',
    lastModified: '2025-10-01T10:00:01.000Z',
  };
}

type Pages = InfiniteData<UserBill[], number>;

describe('URLs, ids and paging', () => {
  it('asks for one status only when filtered', () => {
    expect(myBillsUrl('all')).toBe('/api/user-bills');
    expect(myBillsUrl('pending')).toBe('/api/user-bills?status=pending');
  });
  it('tells user-bill uuids from congressional bill ids', () => {
    expect(isUserBillId('0b7c8a52-3f3e-4f51-9d0a-1c2b3d4e5f60')).toBe(true);
    expect(isUserBillId('119-hr-1234')).toBe(false);
    expect(isUserBillId('public')).toBe(false);
  });
  it('pages 20 at a time, more only after a full page', () => {
    const full = Array.from({ length: 20 }, () => ({}));
    expect(nextPublicOffset(full, [full])).toBe(20);
    expect(nextPublicOffset(full, [full, full])).toBe(40);
    expect(nextPublicOffset(full.slice(1), [full, full.slice(1)])).toBeUndefined();
  });
});

describe('patching one list', () => {
  it('replaces the bill in place in All Bills', () => {
    const [a, b] = [bill(), bill()];
    const flipped = approvedCopy(b);
    expect(patchMyBillsList([a, b], 'all', flipped)).toEqual({ list: [a, flipped], refetch: false });
  });
  it('drops it from a filter it left, and refetches a filter it joined', () => {
    const b = bill();
    expect(patchMyBillsList([b], 'pending', approvedCopy(b))).toEqual({ list: [], refetch: false });
    const other = bill({ moderationStatus: 'approved' });
    expect(patchMyBillsList([other], 'approved', approvedCopy(b))).toEqual({ list: [other], refetch: true });
    expect(patchMyBillsList([other], 'rejected', approvedCopy(b))).toEqual({ list: [other], refetch: false });
  });
  it('never lets an older copy replace a newer one', () => {
    const b = approvedCopy(bill());
    const stale = { ...b, moderationStatus: 'pending' as const, lastModified: '2025-10-01T09:00:00.000Z' };
    expect(patchMyBillsList([b], 'all', stale).list).toEqual([b]);
  });
  it('keeps only approved public bills in the public pages', () => {
    const b = bill({ moderationStatus: 'approved' });
    const data: Pages = { pages: [[b]], pageParams: [0] };
    expect(patchPublicPages(data, { ...b, isPublic: false, lastModified: '2025-10-02T00:00:00.000Z' }).data?.pages).toEqual([[]]);
    expect(patchPublicPages({ pages: [[]], pageParams: [0] }, approvedCopy(bill()))).toMatchObject({ refetch: true });
    expect(patchPublicPages({ pages: [[]], pageParams: [0] }, approvedCopy(bill({ isPublic: false })))).toMatchObject({ refetch: false });
  });
});

describe('applyPushedBill (SOCKET_EVENTS.userBillModerated)', () => {
  it('patches every cached copy so badge, scores and feedback change without a reload', async () => {
    const queryClient = new QueryClient();
    const draft = bill({ moderationStatus: 'draft' });
    const mine = bill();
    queryClient.setQueryData(myBillsKey('all'), [draft, mine]);
    queryClient.setQueryData(myBillsKey('pending'), [mine]);
    queryClient.setQueryData(myBillsKey('approved'), []);
    queryClient.setQueryData(myBillsKey('draft'), [draft]);
    queryClient.setQueryData(userBillKey(mine.id), mine);
    queryClient.setQueryData<Pages>(PUBLIC_USER_BILLS_KEY, { pages: [[]], pageParams: [0] });

    const verdict = approvedCopy(mine);
    await applyPushedBill(queryClient, verdict);

    expect(queryClient.getQueryData(myBillsKey('all'))).toEqual([draft, verdict]);
    expect(queryClient.getQueryData(myBillsKey('pending'))).toEqual([]);
    expect(queryClient.getQueryData(myBillsKey('draft'))).toEqual([draft]);
    expect(queryClient.getQueryData(userBillKey(mine.id))).toEqual(verdict);
    // Lists it newly belongs to are read again from the server (it knows the order).
    expect(queryClient.getQueryState(myBillsKey('approved'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(PUBLIC_USER_BILLS_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(myBillsKey('all'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(myBillsKey('draft'))?.isInvalidated).toBe(false);
  });

  it('does not create caches for a bill nobody has loaded', async () => {
    const queryClient = new QueryClient();
    const b = approvedCopy(bill());
    await applyPushedBill(queryClient, b);
    expect(queryClient.getQueryData(userBillKey(b.id))).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('refreshPendingBills (after the live channel joins again)', () => {
  it('reads again only what still shows a bill Under Review', async () => {
    const queryClient = new QueryClient();
    const pending = bill();
    const approved = approvedCopy(bill());
    queryClient.setQueryData(myBillsKey('all'), [approved, pending]);
    queryClient.setQueryData(myBillsKey('approved'), [approved]);
    queryClient.setQueryData(userBillKey(pending.id), pending);
    queryClient.setQueryData(userBillKey(approved.id), approved);
    await refreshPendingBills(queryClient);
    expect(queryClient.getQueryState(myBillsKey('all'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(userBillKey(pending.id))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(myBillsKey('approved'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(userBillKey(approved.id))?.isInvalidated).toBe(false);
  });
});
