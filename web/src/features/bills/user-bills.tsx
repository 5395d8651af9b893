import { FilePlus2, FolderOpen, Plus } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { UserBill } from '@civic/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/submit-button';
import { useLoadMoreFocus } from '@/hooks/use-load-more-focus';
import { usePublicUserBills } from '@/features/user-bills/api';
import { formatDate, isoDate, policyAreaLabel, truncate } from './format';
import { BillCardSkeletons, EmptyState, ErrorState } from './states';
import { SupportCounts } from '@/features/user-bills/support';

const SKELETON_CARDS = 3;

/**
 * Bills proposed by voters (the bill browser's User Bills tab, anchor #user-bills): approved
 * public bills, newest first, 20 at a time with Load More; Create Bill leads to /submit-bill.
 */
export function UserBills() {
  const headingId = useId();
  const bills = usePublicUserBills();
  const items = useMemo(() => bills.data?.pages.flat() ?? [], [bills.data]);
  // The last page takes Load More away: focus goes to its first bill (or the heading).
  const focus = useLoadMoreFocus<HTMLUListElement, HTMLHeadingElement>({ count: items.length, loading: bills.isFetchingNextPage });

  let status = '';
  if (bills.isPending) status = 'Loading user bills…';
  else if (!(bills.isError && items.length === 0))
    status = items.length === 0 ? 'No user bills found' : `Showing ${items.length} user ${items.length === 1 ? 'bill' : 'bills'}${bills.hasNextPage ? ', more available' : ''}`;

  return (
    <section id="user-bills" aria-labelledby={headingId} className="grid gap-4 scroll-mt-20">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} ref={focus.endRef} tabIndex={-1} className="text-base font-bold text-ink-900 focus:outline-none">
            Bills proposed by voters
          </h2>
          <p className="text-sm text-ink-600">Approved public proposals from people in Civic.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="secondary">
            <Link to="/my-bills">
              <FolderOpen aria-hidden="true" className="size-4" />
              My Bills
            </Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/submit-bill">
              <Plus aria-hidden="true" className="size-4" />
              Create Bill
            </Link>
          </Button>
        </div>
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>

      {bills.isPending ? (
        <BillCardSkeletons count={SKELETON_CARDS} />
      ) : bills.isError && items.length === 0 ? (
        <ErrorState title="Failed to fetch bills" error={bills.error} onRetry={() => void bills.refetch()} retrying={bills.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FilePlus2}
          title="No user bills found"
          text="No one has shared a bill proposal yet. Write yours: it is checked automatically for constitutionality and content standards before others see it."
        >
          <Button asChild variant="secondary">
            <Link to="/submit-bill">Create First Bill</Link>
          </Button>
        </EmptyState>
      ) : (
        <>
          <ul ref={focus.listRef} className="grid gap-3" aria-label="User bills">
            {items.map((bill) => (
              <li key={bill.id}>
                <PublicUserBillCard bill={bill} />
              </li>
            ))}
          </ul>
          {bills.isFetchNextPageError ? (
            <ErrorState title="Failed to fetch bills" error={bills.error} onRetry={() => void bills.fetchNextPage()} retrying={bills.isFetchingNextPage} />
          ) : bills.hasNextPage ? (
            <PendingButton variant="secondary" size="lg" className="w-full" onClick={focus.loadMore(bills.fetchNextPage)} pending={bills.isFetchingNextPage} pendingLabel="Loading…">
              Load More
            </PendingButton>
          ) : null}
        </>
      )}
    </section>
  );
}

/** One public user bill; the title is the link (stretched over the card), as on congressional cards. */
function PublicUserBillCard({ bill }: { bill: UserBill }) {
  return (
    <Card
      as="article"
      className={
        'relative p-4 transition-colors hover:border-brand-300 hover:shadow-md ' +
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500'
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="brand">User Bill</Badge>
        <Badge>{policyAreaLabel(bill.policyArea)}</Badge>
      </div>
      <h3 className="mt-2.5 text-base leading-snug font-semibold text-ink-900">
        <Link
          to={`/bills/${encodeURIComponent(bill.id)}`}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none"
        >
          {bill.title}
        </Link>
      </h3>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{truncate(bill.description)}</p>
      <p className="mt-3 text-xs text-ink-600">
        {bill.authorName ? `Proposed by ${bill.authorName} · ` : ''}
        {isoDate(bill.submissionDate) ? <time dateTime={bill.submissionDate}>{formatDate(bill.submissionDate)}</time> : formatDate(bill.submissionDate)}
      </p>
      <SupportCounts bill={bill} className="mt-2" />
    </Card>
  );
}
