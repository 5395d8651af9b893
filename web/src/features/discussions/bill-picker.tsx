import { Check } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { POLICY_AREAS, type DiscussionBillType } from '@civic/contracts';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { usePickableBills, type PickableBill } from './api';

export type { PickableBill };

/**
 * SPEC §2 bill picker: the search matches the bill number, title and summary case-insensitively;
 * the policy-area filter is an exact match ('all' by default).
 */
export function filterBills(bills: readonly PickableBill[], search: string, policyArea: string): PickableBill[] {
  const needle = search.trim().toLowerCase();
  return bills.filter(
    (b) =>
      (policyArea === 'all' || b.policyArea === policyArea) &&
      (!needle || b.number.toLowerCase().includes(needle) || b.title.toLowerCase().includes(needle) || b.summary.toLowerCase().includes(needle)),
  );
}

/** A searchable single-choice list of bills (a radio group), for the discussion form. */
export function BillPicker({
  billType,
  value,
  onChange,
  error,
}: {
  billType: DiscussionBillType;
  value: string;
  onChange: (billId: string) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [policyArea, setPolicyArea] = useState('all');
  const bills = usePickableBills(billType);
  const shown = useMemo(() => filterBills(bills.data ?? [], search, policyArea).slice(0, 50), [bills.data, search, policyArea]);
  const selected = bills.data?.find((b) => b.billId === value);
  const groupId = useId();

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="text-sm font-medium text-ink-800">Bill</legend>
      {value ? (
        <p className="text-sm text-ink-700">
          Selected: <span className="font-semibold">{selected ? [selected.number, selected.title].filter(Boolean).join(' · ') : value}</span>
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Search bills" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Number, title or summary" />
        <SelectField label="Policy area" value={policyArea} onChange={(e) => setPolicyArea(e.target.value)}>
          <option value="all">All policy areas</option>
          {POLICY_AREAS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </SelectField>
      </div>
      {bills.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
          <Spinner /> Loading bills…
        </p>
      ) : bills.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          Failed to fetch bills
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-ink-600">No bills match.</p>
      ) : (
        <div role="radiogroup" aria-label="Bills" className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border border-ink-200 p-1">
          {shown.map((b) => (
            <button
              key={b.billId}
              type="button"
              role="radio"
              aria-checked={b.billId === value}
              onClick={() => onChange(b.billId)}
              className={cn('flex items-start gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-ink-100', b.billId === value && 'bg-brand-50 text-brand-800')}
            >
              <Check aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', b.billId === value ? 'opacity-100' : 'opacity-0')} />
              <span>
                {b.number ? <span className="font-semibold">{b.number} · </span> : null}
                {b.title}
              </span>
            </button>
          ))}
        </div>
      )}
      {error ? (
        <p id={`${groupId}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
