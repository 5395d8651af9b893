import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { REPORT_REASONS, REVIEW_NOTE_MAX, type ReportReason, type ReviewItemType } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { useReport } from './api';

/** "Report" on someone else's published discussion or reply: a reason from the short list and an optional note. */
export function ReportButton({ itemType, itemId }: { itemType: ReviewItemType; itemId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const report = useReport();
  const what = itemType === 'reply' ? 'reply' : 'discussion';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setError('Please choose a reason');
      return;
    }
    try {
      await report.mutateAsync({ itemType, itemId, reason, note: note.trim() || undefined });
      toast({ title: 'Report sent', description: 'Thank you. A moderator will look at it.', variant: 'success' });
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => { setError(undefined); setOpen(true); }} aria-label={`Report this ${what}`}>
        <Flag aria-hidden="true" className="size-4" />
        Report
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Report this {what}</DialogTitle>
            <DialogDescription>Reports are private. When several people report a post, it is hidden until a moderator reviews it.</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <SelectField label="Reason" value={reason} onChange={(e) => { setReason(e.target.value as ReportReason); setError(undefined); }} error={!reason ? error : undefined}>
              <option value="">Choose a reason</option>
              {Object.entries(REPORT_REASONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <TextAreaField label="Note (optional)" value={note} maxLength={REVIEW_NOTE_MAX} onChange={(e) => setNote(e.target.value)} error={reason ? error : undefined} />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={report.isPending}>
                Send report
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
