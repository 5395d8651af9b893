import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/spinner';
import { isUserBillId } from '@/features/user-bills/ids';

const CongressionalBillPage = lazy(() => import('@/pages/bill-details-page'));
const UserBillPage = lazy(() => import('@/features/user-bills/user-bill-page'));

/**
 * /bills/:id serves both kinds of bill: a user bill's id is a uuid, a congressional billId
 * (e.g. 119-hr-1234) never is. Each page loads only when it is the one needed.
 */
export function BillPage() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<LoadingScreen label="Loading bill" />}>{isUserBillId(id) ? <UserBillPage /> : <CongressionalBillPage />}</Suspense>
  );
}

export default BillPage;
