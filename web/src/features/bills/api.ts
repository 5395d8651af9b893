import { useInfiniteQuery, useQuery, type InfiniteData, type UseInfiniteQueryResult, type UseQueryResult } from '@tanstack/react-query';
import { ALL_POLICY_AREAS, BILL_PAGE_SIZE, type BillAccountability, type BillDetail, type BillListItem } from '@civic/contracts';
import { getJson } from '@/lib/api';

/**
 * Congressional bill reads (SPEC §7). Keys start with the path so a prefix invalidation
 * (['/api/bills']) refreshes every list page and every detail.
 */
export const BILLS_KEY = ['/api/bills'] as const;
export const POLICY_AREAS_KEY = ['/api/policy-areas'] as const;

export interface BillFilters {
  search: string;
  /** 'all' means no filter (the parameter is then omitted). */
  policyArea: string;
}

/** The list URL: limit=20, offset, search (when not blank), policyArea (omitted when 'all'). */
export function billsUrl(filters: BillFilters, offset: number, limit = BILL_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.policyArea && filters.policyArea !== ALL_POLICY_AREAS) params.set('policyArea', filters.policyArea);
  return `/api/bills?${params.toString()}`;
}

/** SPEC §9: the next offset is pages loaded × 20, and there is more only when the last page was full. */
export function nextBillsOffset(lastPage: readonly unknown[], allPages: readonly (readonly unknown[])[]): number | undefined {
  return lastPage.length < BILL_PAGE_SIZE ? undefined : allPages.length * BILL_PAGE_SIZE;
}

export function billsListKey(filters: BillFilters) {
  return [BILLS_KEY[0], 'list', { search: filters.search.trim(), policyArea: filters.policyArea || ALL_POLICY_AREAS }] as const;
}

/** GET /api/bills, 20 at a time. */
export function useBills(filters: BillFilters): UseInfiniteQueryResult<InfiniteData<BillListItem[], number>, Error> {
  return useInfiniteQuery({
    queryKey: billsListKey(filters),
    queryFn: ({ pageParam, signal }) => getJson<BillListItem[]>(billsUrl(filters, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => nextBillsOffset(lastPage, allPages),
  });
}

export function billKey(billId: string) {
  return [BILLS_KEY[0], billId] as const;
}

/** GET /api/bills/{billId}: the bill with its synthesis (404 'Bill not found'). */
export function useBill(billId: string, options: { enabled?: boolean } = {}): UseQueryResult<BillDetail, Error> {
  return useQuery({
    queryKey: billKey(billId),
    queryFn: ({ signal }) => getJson<BillDetail>(`/api/bills/${encodeURIComponent(billId)}`, signal),
    enabled: (options.enabled ?? true) && billId.length > 0,
  });
}

/** GET /api/policy-areas: the names that have bills (plus 'General' when some have none). */
export function usePolicyAreas(): UseQueryResult<string[], Error> {
  return useQuery({
    queryKey: POLICY_AREAS_KEY,
    queryFn: ({ signal }) => getJson<string[]>('/api/policy-areas', signal),
  });
}

export function billAccountabilityKey(billId: string) {
  return [BILLS_KEY[0], billId, 'accountability'] as const;
}

/** GET /api/bills/{billId}/accountability: the caller's members' roll-call votes on the bill. */
export function useBillAccountability(billId: string): UseQueryResult<BillAccountability, Error> {
  return useQuery({
    queryKey: billAccountabilityKey(billId),
    queryFn: ({ signal }) => getJson<BillAccountability>(`/api/bills/${encodeURIComponent(billId)}/accountability`, signal),
    enabled: billId.length > 0,
  });
}
