import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/submit-button';

/**
 * A destructive action's confirmation (SPEC: deletions require confirmation). Controlled: the
 * caller opens it and runs `onConfirm`; Cancel is focused first, the safe choice.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <PendingButton variant="destructive" onClick={onConfirm} pending={busy} pendingLabel="Deleting..." icon={Trash2}>
            Delete
          </PendingButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
