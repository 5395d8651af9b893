import { useNavigate } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { useCreateUserBill } from './api';
import { BillForm, type SubmitIntent } from './bill-form';
import { EMPTY_BILL_FORM, type BillFormOutput } from './form';
import { toastSaved, toastSaveFailed } from './toasts';

/** After submission the author lands on the bill browser's User Bills tab (SPEC §2). */
export const AFTER_SUBMIT_PATH = '/#user-bills';

/** /submit-bill: write a bill, save it as a draft or submit it for review (SPEC §2). */
export function SubmitBillPage() {
  const navigate = useNavigate();
  const create = useCreateUserBill();

  const onSave = async (values: BillFormOutput, intent: SubmitIntent) => {
    try {
      await create.mutateAsync({ ...values, moderationStatus: intent });
    } catch (error) {
      toastSaveFailed(intent);
      throw error;
    }
    toastSaved(intent);
    navigate(AFTER_SUBMIT_PATH);
  };

  return (
    <AppShell backTo="/" backLabel="Back">
      <section aria-labelledby="submit-bill-title" className="grid gap-6">
        <header className="grid gap-1.5">
          <h1 id="submit-bill-title" className="text-2xl font-bold text-ink-900">
            Submit a Bill
          </h1>
          <p className="text-ink-600">
            Propose a bill of your own. Save it as a draft to keep working on it, or submit it for review: it is checked
            automatically for constitutionality and content standards.
          </p>
        </header>
        <Card className="p-5 sm:p-6">
          <BillForm defaults={EMPTY_BILL_FORM} onSave={onSave} />
        </Card>
      </section>
    </AppShell>
  );
}

export default SubmitBillPage;
