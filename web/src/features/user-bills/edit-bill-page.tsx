import { FileQuestion } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { USER_BILL_MESSAGES } from '@civic/contracts';
import { AppShell } from '@/components/layout/app-shell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { ApiError } from '@/lib/api';
import { isUserBillId, useUpdateUserBill, useUserBill } from './api';
import { BillForm, type SubmitIntent } from './bill-form';
import { formValuesOf, type BillFormOutput } from './form';
import { STATUS_LABELS, canResubmit, isEditable } from './status';
import { toastSaved, toastSaveFailed } from './toasts';

/** /bills/{id}/edit: the author's draft in the bill form; Save Draft keeps it, Submit for Review sends it. */
export function EditBillPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useUserBill(id);
  const update = useUpdateUserBill(id);
  const bill = query.data;

  const onSave = async (values: BillFormOutput, intent: SubmitIntent) => {
    try {
      // null: "no policy area" when the author cleared it.
      await update.mutateAsync({ ...values, policyArea: values.policyArea ?? null, ...(intent === 'pending' ? { moderationStatus: 'pending' as const } : {}) });
    } catch (error) {
      toastSaveFailed(intent);
      throw error;
    }
    toastSaved(intent);
    navigate('/my-bills');
  };

  let body;
  if (bill && (isEditable(bill) || canResubmit(bill))) {
    body = (
      <Card className="p-5 sm:p-6">
        <BillForm key={bill.id} defaults={formValuesOf(bill)} onSave={onSave} resubmitOnly={canResubmit(bill)} />
      </Card>
    );
  } else if (bill) {
    body = (
      <EmptyState icon={FileQuestion} title={USER_BILL_MESSAGES.notDraft} text={`This bill is ${STATUS_LABELS[bill.moderationStatus]}.`} headingLevel={2}>
        <Button asChild variant="secondary">
          <Link to={`/bills/${encodeURIComponent(bill.id)}`}>View the bill</Link>
        </Button>
      </EmptyState>
    );
  } else if (query.isError) {
    body =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403) ? (
        <EmptyState icon={FileQuestion} title="Bill not found" headingLevel={2}>
          <Button asChild variant="secondary">
            <Link to="/my-bills">Go to My Bills</Link>
          </Button>
        </EmptyState>
      ) : (
        <ErrorState title="Failed to fetch bill details" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} headingLevel={2} />
      );
  } else if (!isUserBillId(id)) {
    body = <EmptyState icon={FileQuestion} title="Bill not found" headingLevel={2} />;
  } else {
    body = (
      <div role="status" aria-label="Loading bill" className="grid gap-3">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  }

  return (
    <AppShell backTo="/my-bills" backLabel="My Bills">
      <section aria-labelledby="edit-bill-title" className="grid gap-6">
        <header className="grid gap-1.5">
          <h1 id="edit-bill-title" className="text-2xl font-bold text-ink-900">
            Edit Bill
          </h1>
          <p className="text-ink-600">Change your draft, save it again, or submit it for review.</p>
        </header>
        {body}
      </section>
    </AppShell>
  );
}

export default EditBillPage;
