import { Filter, ScrollText, Search, X } from 'lucide-react';
import { useId, useMemo, useState, type MouseEvent } from 'react';
import { ALL_POLICY_AREAS, BILL_SEARCH_MAX, type VoteValue } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { PendingButton } from '@/components/ui/submit-button';
import { useLoadMoreFocus } from '@/hooks/use-load-more-focus';
import { useMyVotes } from '@/features/votes/api';
import { useBills, usePolicyAreas } from './api';
import { BillCard } from './bill-card';
import { BillCardSkeletons, EmptyState, ErrorState } from './states';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_CARDS = 4;

/** Congressional bills: search, policy-area filter, the list 20 at a time with Load More. */
export function CongressionalBills({
  hrefFor,
  onOpen,
}: {
  hrefFor: (billId: string) => string;
  onOpen?: (billId: string, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const searchId = useId();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [policyArea, setPolicyArea] = useState<string>(ALL_POLICY_AREAS);

  const bills = useBills({ search, policyArea });
  const areas = usePolicyAreas();
  const votes = useMyVotes();

  const items = useMemo(() => bills.data?.pages.flat() ?? [], [bills.data]);
  // The last page takes Load More away: focus goes to its first bill (or the end note).
  const focus = useLoadMoreFocus<HTMLUListElement, HTMLParagraphElement>({ count: items.length, loading: bills.isFetchingNextPage });
  const myVotes = useMemo(() => new Map<string, VoteValue>((votes.data ?? []).map((v) => [v.billId, v.vote])), [votes.data]);
  const filtered = search.length > 0 || policyArea !== ALL_POLICY_AREAS;
  const typing = searchInput.trim() !== search;

  // One polite sentence for screen readers (and sighted users) whenever the list changes.
  let status = '';
  if (bills.isPending) status = 'Loading bills…';
  else if (bills.isError && items.length === 0) status = '';
  else if (items.length === 0) status = 'No bills found';
  else status = `Showing ${items.length} ${items.length === 1 ? 'bill' : 'bills'}${bills.hasNextPage ? ', more available' : ''}`;

  const clearFilters = () => {
    setSearchInput('');
    setPolicyArea(ALL_POLICY_AREAS);
  };

  return (
    <section aria-labelledby={`${searchId}-heading`} className="grid gap-4">
      <h2 id={`${searchId}-heading`} className="sr-only">
        Congressional bills
      </h2>

      <search className="grid gap-3 sm:grid-cols-[1fr_minmax(0,16rem)]">
        <div className="grid gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-ink-800">
            Search bills
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-500" />
            <input
              id={searchId}
              type="search"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={BILL_SEARCH_MAX}
              value={searchInput}
              onChange={(e) => setSearchInput(e.target.value)}
              placeholder="Title, number or topic"
              aria-describedby={`${searchId}-hint`}
              className={
                'block h-11 w-full rounded-lg border border-ink-300 bg-white pr-10 pl-10 text-base text-ink-900 shadow-sm placeholder:text-ink-500 ' +
                'focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40 ' +
                '[&::-webkit-search-cancel-button]:appearance-none'
              }
            />
            {searchInput ? (
              <button
                type="button"
                onClick={() => setSearchInput('')}
                aria-label="Clear search"
                className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-md text-ink-600 hover:bg-ink-100 hover:text-ink-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
          <p id={`${searchId}-hint`} className="sr-only">
            Results update as you type.
          </p>
        </div>
        <SelectField
          label="Policy area"
          icon={<Filter className="size-4" />}
          value={policyArea}
          onChange={(e) => setPolicyArea(e.target.value)}
          hint={areas.isError ? 'Failed to fetch policy areas' : undefined}
        >
          <option value={ALL_POLICY_AREAS}>All policy areas</option>
          {(areas.data ?? []).map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
          {/* Keep a chosen value selectable even if the list has not loaded. */}
          {policyArea !== ALL_POLICY_AREAS && !(areas.data ?? []).includes(policyArea) ? <option value={policyArea}>{policyArea}</option> : null}
        </SelectField>
      </search>

      <div className="flex min-h-5 items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm text-ink-600">
          {status}
        </p>
        {typing || (bills.isFetching && !bills.isPending && !bills.isFetchingNextPage) ? (
          <Spinner className="size-4 text-ink-500" />
        ) : null}
      </div>

      {bills.isPending ? (
        <BillCardSkeletons count={SKELETON_CARDS} />
      ) : bills.isError && items.length === 0 ? (
        <ErrorState title="Failed to fetch bills" error={bills.error} onRetry={() => void bills.refetch()} retrying={bills.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title="No bills found"
          text={filtered ? 'Try another search word or policy area.' : 'Bills appear here as soon as they have been summarised.'}
        >
          {filtered ? (
            <Button variant="secondary" onClick={clearFilters}>
              Clear search and filter
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void bills.refetch()} disabled={bills.isFetching}>
              Refresh
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <ul ref={focus.listRef} className="grid gap-3" aria-label="Bills">
            {items.map((bill) => (
              <li key={bill.billId}>
                <BillCard bill={bill} href={hrefFor(bill.billId)} onOpen={onOpen} myVote={myVotes.get(bill.billId)} />
              </li>
            ))}
          </ul>
          {bills.isFetchNextPageError ? (
            <ErrorState title="Failed to fetch bills" error={bills.error} onRetry={() => void bills.fetchNextPage()} retrying={bills.isFetchingNextPage} />
          ) : bills.hasNextPage ? (
            <PendingButton variant="secondary" size="lg" className="w-full" onClick={focus.loadMore(bills.fetchNextPage)} pending={bills.isFetchingNextPage} pendingLabel="Loading…">
              Load More
            </PendingButton>
          ) : items.length > 0 ? (
            <p ref={focus.endRef} className="py-2 text-center text-sm text-ink-600 focus:outline-none">That’s every bill{filtered ? ' matching your search' : ''}.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
