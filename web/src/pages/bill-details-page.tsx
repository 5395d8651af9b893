import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell';
import { SITE_NAME } from '@/components/layout/route-effects';
import { BillDetails, type BillLike } from '@/features/bills/bill-details';
import { formatBillNumber } from '@/features/bills/format';

/** /bills/:id: a bill's details on a page of its own (shared links, profile and vote lists). */
export function BillDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();

  // Back returns to where the reader came from, or to the Bills tab when the page was opened directly.
  const onBack = useCallback(() => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/dashboard?tab=bills');
  }, [location.key, navigate]);

  const onLoaded = useCallback((bill: BillLike) => {
    const number = formatBillNumber(bill.billType, bill.billNumber);
    document.title = `${number ? `${number}: ` : ''}${bill.shortTitle || bill.title} | ${SITE_NAME}`;
  }, []);

  return (
    <AppShell>
      <BillDetails key={id} billId={id} onBack={onBack} headingLevel={1} onLoaded={onLoaded} />
    </AppShell>
  );
}

export default BillDetailsPage;
