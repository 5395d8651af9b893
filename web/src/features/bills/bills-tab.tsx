import { Landmark, Users } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SubViewTabs } from '@/components/sub-view-tabs';
import { billCardLinkId } from './bill-card';
import { BillDetails } from './bill-details';
import { CongressionalBills } from './congressional-bills';
import { UserBills } from './user-bills';

/** ?bill= holds the bill open in the tab, so the browser's Back closes it and a reload keeps it. */
export const BILL_PARAM = 'bill';
type BillsView = 'congressional' | 'user';
type ListState = { fromBillsList?: boolean } | null;

export function billInTabHref(billId: string): string {
  return `/dashboard?tab=bills&${BILL_PARAM}=${encodeURIComponent(billId)}`;
}

/**
 * The Bills tab: Congressional and User Bills, and a bill's details in place of the list when a
 * card is opened. The list stays mounted (hidden) so search, filter, pages and scroll survive Back.
 */
export function BillsTab() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const selected = params.get(BILL_PARAM);
  const [view, setView] = useState<BillsView>(location.hash === '#user-bills' ? 'user' : 'congressional');
  const returnTo = useRef<{ billId: string; scrollY: number } | null>(null);

  const onOpen = useCallback(
    (billId: string, event: MouseEvent<HTMLAnchorElement>) => {
      // Let the browser handle "open in new tab" and friends.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      returnTo.current = { billId, scrollY: window.scrollY };
      navigate(billInTabHref(billId), { state: { fromBillsList: true } satisfies ListState });
    },
    [navigate],
  );

  const onBack = useCallback(() => {
    if ((location.state as ListState)?.fromBillsList) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(BILL_PARAM);
    setParams(next, { replace: true });
  }, [location.state, navigate, params, setParams]);

  // Back on the list: put the reader where they were, focus on the card they opened.
  useEffect(() => {
    if (selected) return;
    const target = returnTo.current;
    if (!target) return;
    returnTo.current = null;
    const frame = requestAnimationFrame(() => {
      window.scrollTo(0, target.scrollY);
      document.getElementById(billCardLinkId(target.billId))?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  return (
    <>
      <div hidden={Boolean(selected)}>
        <SubViewTabs
          label="Bill sources"
          value={view}
          onChange={setView}
          views={[
            // Kept mounted so the search and filter survive a switch to User Bills and back.
            { value: 'congressional', label: 'Congressional', icon: Landmark, content: <CongressionalBills hrefFor={billInTabHref} onOpen={onOpen} />, keepMounted: true },
            { value: 'user', label: 'User Bills', icon: Users, content: <UserBills /> },
          ]}
        />
      </div>
      {selected ? <BillDetails key={selected} billId={selected} onBack={onBack} headingLevel={2} autoFocus /> : null}
    </>
  );
}

export default BillsTab;
