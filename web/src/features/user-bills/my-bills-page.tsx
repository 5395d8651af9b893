import { FileText, ListFilter, Plus } from 'lucide-react';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { BillCardSkeletons, EmptyState, ErrorState } from '@/features/bills/states';
import { useMyBills } from './api';
import { MyBillCard } from './my-bill-card';
import { STATUS_FILTERS, emptyBillsText, isStatusFilter, type StatusFilter } from './status';

const SKELETON_CARDS = 3;

/** /my-bills: the author's bills by status, with drafts' actions and verdicts (SPEC §2). */
export function MyBillsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: StatusFilter = isStatusFilter(raw) ? raw : 'all';
  const bills = useMyBills(filter);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const setFilter = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === 'all') search.delete('status');
    else search.set('status', next);
    setParams(search, { replace: true });
  };

  const items = bills.data ?? [];
  let status = '';
  if (bills.isPending) status = 'Loading bills…';
  else if (!bills.isError) status = items.length === 0 ? 'No bills found' : `Showing ${items.length} ${items.length === 1 ? 'bill' : 'bills'}`;

  return (
    <AppShell backTo="/dashboard">
      <section aria-labelledby="my-bills-title" className="grid gap-5">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 id="my-bills-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none">
              My Bills
            </h1>
            <p className="text-ink-600">Your drafts, bills under review and the moderation decisions.</p>
          </div>
          <Button asChild size="sm">
            <Link to="/submit-bill">
              <Plus aria-hidden="true" className="size-4" />
              Submit a Bill
            </Link>
          </Button>
        </header>

        <div className="grid gap-2 sm:max-w-xs">
          <SelectField label="Status" icon={<ListFilter className="size-4" />} value={filter} onChange={(e) => setFilter(e.target.value)}>
            {STATUS_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </SelectField>
        </div>

        <p role="status" aria-live="polite" className="text-sm text-ink-600">
          {status}
        </p>

        {bills.isPending ? (
          <BillCardSkeletons count={SKELETON_CARDS} />
        ) : bills.isError ? (
          <ErrorState title="Error loading bills" headingLevel={2} onRetry={() => void bills.refetch()} retrying={bills.isFetching}>
            <p className="mt-1 text-sm text-ink-700">Please try refreshing the page</p>
          </ErrorState>
        ) : items.length === 0 ? (
          <EmptyState icon={FileText} title="No bills found" text={emptyBillsText(filter)} headingLevel={2}>
            <Button asChild>
              <Link to="/submit-bill">Submit Your First Bill</Link>
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-4" aria-label="Your bills">
            {items.map((bill) => (
              <li key={bill.id}>
                <MyBillCard bill={bill} onDeleted={() => headingRef.current?.focus()} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </AppShell>
  );
}

export default MyBillsPage;
