import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Flag, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REPORT_REASONS, REVIEW_NOTE_MAX, reportBody, type ReviewItemType } from '@civic/contracts';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/hooks/use-toast';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { errorMessage } from '@/lib/api';
import { useReport } from './api';

/** The form's part of the report: the contract's own rules, so its messages are the server's. */
const reportForm = reportBody.pick({ reason: true, note: true });
type ReportFormInput = z.input<typeof reportForm>;
type ReportFormOutput = z.output<typeof reportForm>;
const FIELDS = ['reason', 'note'] as const;

const WHAT: Record<ReviewItemType, string> = { discussion: 'discussion', reply: 'reply', user_bill: 'bill', event: 'event' };

/**
 * "Report" on someone else's published discussion, reply or public user bill: a reason from the
 * short list and an optional note. A user reports an item once: once `reported` (the view's
 * hasUserReported, set in the cache by a sent report) it reads "Reported", aria-disabled so it
 * keeps focus when the dialog closes and hands it back.
 */
export function ReportButton({ itemType, itemId, reported }: { itemType: ReviewItemType; itemId: string; reported: boolean }) {
  const [open, setOpen] = useState(false);
  const what = WHAT[itemType];
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={reported ? (event) => event.preventDefault() : () => setOpen(true)}
        aria-disabled={reported || undefined}
        aria-label={reported ? `You reported this ${what}` : `Report this ${what}`}
        className={reported ? 'cursor-default text-ink-600 hover:bg-transparent hover:text-ink-600' : undefined}
      >
        {reported ? <Check aria-hidden="true" className="size-4" /> : <Flag aria-hidden="true" className="size-4" />}
        {reported ? 'Reported' : 'Report'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Report this {what}</DialogTitle>
            <DialogDescription>Reports are private. When several people report a {what}, it is hidden until a moderator reviews it.</DialogDescription>
          </DialogHeader>
          {open ? <ReportForm itemType={itemType} itemId={itemId} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ReportForm({ itemType, itemId, onDone }: { itemType: ReviewItemType; itemId: string; onDone: () => void }) {
  const report = useReport();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportFormInput, unknown, ReportFormOutput>({ resolver: zodResolver(reportForm), defaultValues: { reason: '' as ReportFormInput['reason'], note: '' } });
  const showFieldErrors = useServerFieldErrors(setError, FIELDS);

  const submit = handleSubmit(async ({ reason, note }) => {
    setFormError(null);
    try {
      await report.mutateAsync({ itemType, itemId, reason, note: note ?? undefined });
      toast({ title: 'Report sent', description: 'Thank you. A moderator will look at it.', variant: 'success' });
      onDone();
    } catch (err) {
      // Already reported, too many reports, gone: said above the buttons.
      if (!showFieldErrors(err)) setFormError(errorMessage(err));
    }
  });

  return (
    <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate aria-busy={isSubmitting}>
      <SelectField label="Reason" error={errors.reason?.message} {...register('reason')}>
        <option value="">Choose a reason</option>
        {Object.entries(REPORT_REASONS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Note (optional)" maxLength={REVIEW_NOTE_MAX} error={errors.note?.message} {...register('note')} />
      <FormError message={formError} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pending={isSubmitting} pendingLabel="Sending..." icon={Send}>
          Send report
        </SubmitButton>
      </div>
    </form>
  );
}
