import { Trash2, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/submit-button';

/**
 * A destructive action's confirmation (SPEC: deletions require confirmation). Controlled: the
 * caller opens it and runs `onConfirm`; Cancel is focused first, the safe choice. The action
 * says Delete unless the caller names another (Remove, Withdraw) with its pending label and icon.
 * Focus goes back to what opened it, unless `focusOnClose` moves it and says so (after a
 * confirmed action the opener may be about to disappear with what it acted on).
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  busy,
  onConfirm,
  action = 'Delete',
  pendingLabel = 'Deleting...',
  icon = Trash2,
  focusOnClose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
  action?: string;
  pendingLabel?: string;
  icon?: LucideIcon;
  focusOnClose?: () => boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={(event) => focusOnClose?.() && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <PendingButton variant="destructive" onClick={onConfirm} pending={busy} pendingLabel={pendingLabel} icon={icon}>
            {action}
          </PendingButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
