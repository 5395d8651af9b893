import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { UserBill } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/submit-button';
import { toast } from '@/hooks/use-toast';
import { useDeleteUserBill } from './api';
import { BILL_TOASTS } from './toasts';

/**
 * Delete a draft, after the SPEC's confirmation ('Delete Bill', 'This action cannot be undone').
 * Focus starts on Cancel (the safe choice) and returns to the Delete button when the dialog
 * closes without deleting; after a deletion `onDeleted` decides where focus goes.
 */
export function DeleteBillDialog({ bill, onDeleted }: { bill: Pick<UserBill, 'id' | 'title'>; onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUserBill();

  // mutateAsync, not mutate's callbacks: the card (and this dialog) unmount as soon as the
  // lists drop the deleted bill, and the toast and focus move must still happen.
  const confirm = async () => {
    try {
      await remove.mutateAsync(bill.id);
    } catch {
      toast({ ...BILL_TOASTS.deleteError, variant: 'destructive' });
      return;
    }
    setOpen(false);
    toast({ ...BILL_TOASTS.deleted, variant: 'success' });
    onDeleted?.();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-danger-700 hover:bg-danger-50 hover:text-danger-700">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {bill.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // The card is gone after a deletion: the page moves focus itself (onDeleted).
          if (remove.isSuccess) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete Bill</DialogTitle>
          <DialogDescription>
            Delete “{bill.title}”? This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <PendingButton variant="destructive" onClick={() => void confirm()} pending={remove.isPending} pendingLabel="Deleting..." icon={Trash2}>
            Delete
          </PendingButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
