import { zodResolver } from '@hookform/resolvers/zod';
import { FileCheck2, Save } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { POLICY_AREAS, USER_BILL_DESCRIPTION_MAX, USER_BILL_TITLE_MAX } from '@civic/contracts';
import { FormError } from '@/components/form-error';
import { TextAreaField, TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { PendingButton, SubmitButton } from '@/components/ui/submit-button';
import { SwitchField } from '@/components/ui/switch';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { errorMessage } from '@/lib/api';
import { BILL_FORM_FIELDS, billForm, type BillFormInput, type BillFormOutput, type BillFormValues } from './form';

export type SubmitIntent = 'draft' | 'pending';

/**
 * The bill form of /submit-bill and /bills/{id}/edit (SPEC §2): Bill Title, Policy Area (the 28
 * SPEC areas, optional), Bill Summary, Public Visibility, then Save Draft or Submit for Review.
 * `onSave` resolves on success and rejects with the API error; on a failure every value typed
 * stays, the server's field messages appear at their fields and any other message above the
 * buttons.
 */
export function BillForm({
  defaults,
  onSave,
  resubmitOnly = false,
}: {
  defaults: BillFormValues;
  onSave: (values: BillFormOutput, intent: SubmitIntent) => Promise<unknown>;
  /** A rejected bill is revised only to be submitted again (no Save Draft). */
  resubmitOnly?: boolean;
}) {
  const [pending, setPending] = useState<SubmitIntent | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BillFormInput, unknown, BillFormOutput>({ resolver: zodResolver(billForm), defaultValues: defaults });
  const showFieldErrors = useServerFieldErrors(setError, BILL_FORM_FIELDS);

  const submit = (intent: SubmitIntent) =>
    handleSubmit(async (values) => {
      setPending(intent);
      setFormError(null);
      try {
        await onSave(values, intent);
      } catch (error) {
        if (!showFieldErrors(error)) setFormError(errorMessage(error));
      } finally {
        setPending(null);
      }
    });

  const busy = pending !== null;
  return (
    <form noValidate onSubmit={submit('pending')} className="grid gap-5" aria-busy={busy} aria-label="Bill">
      <TextField
        label="Bill Title"
        required
        maxLength={USER_BILL_TITLE_MAX}
        autoComplete="off"
        placeholder="e.g. Rural Broadband Access Act"
        error={errors.title?.message}
        {...register('title')}
      />
      <SelectField label="Policy Area" hint="Optional. Bills without one are listed as General." error={errors.policyArea?.message} {...register('policyArea')}>
        <option value="">Select a policy area</option>
        {POLICY_AREAS.map((area) => (
          <option key={area} value={area}>
            {area}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Bill Summary"
        required
        rows={6}
        maxLength={USER_BILL_DESCRIPTION_MAX}
        hint={`Describe what your bill would do, in up to ${USER_BILL_DESCRIPTION_MAX} characters.`}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="isPublic"
        render={({ field }) => (
          <SwitchField
            ref={field.ref}
            label="Public Visibility"
            hint="Visible to others once approved."
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
          />
        )}
      />

      <FormError message={formError} />

      <div className="grid gap-3 sm:grid-cols-2">
        {resubmitOnly ? null : (
          <PendingButton variant="secondary" size="lg" onClick={submit('draft')} pending={pending === 'draft'} pendingLabel="Saving..." disabled={busy} icon={Save}>
            Save Draft
          </PendingButton>
        )}
        <SubmitButton size="lg" pending={pending === 'pending'} pendingLabel="Submitting..." disabled={busy} icon={FileCheck2}>
          Submit for Review
        </SubmitButton>
      </div>
    </form>
  );
}
