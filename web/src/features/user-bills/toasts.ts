import { toast } from '@/hooks/use-toast';
import type { SubmitIntent } from './bill-form';

/** SPEC §8 Bills toasts. */
export const BILL_TOASTS = {
  draftSaved: { title: 'Draft saved', description: 'Your bill has been saved as a draft.' },
  submitted: { title: 'Bill submitted!', description: 'Your bill has been submitted for automatic AI moderation and will be reviewed shortly.' },
  deleted: { title: 'Bill deleted', description: 'Your bill has been permanently deleted.' },
  draftError: { title: 'Error saving draft', description: 'Failed to save draft' },
  submitError: { title: 'Error submitting bill', description: 'Failed to submit bill' },
  deleteError: { title: 'Error deleting bill', description: 'Failed to delete bill' },
} as const;

export function toastSaved(intent: SubmitIntent): void {
  toast({ ...(intent === 'draft' ? BILL_TOASTS.draftSaved : BILL_TOASTS.submitted), variant: 'success' });
}

export function toastSaveFailed(intent: SubmitIntent): void {
  toast({ ...(intent === 'draft' ? BILL_TOASTS.draftError : BILL_TOASTS.submitError), variant: 'destructive' });
}
