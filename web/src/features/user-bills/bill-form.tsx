import { zodResolver } from '@hookform/resolvers/zod';
import { FileCheck2, Save } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { POLICY_AREAS, USER_BILL_DESCRIPTION_MAX, USER_BILL_TITLE_MAX } from '@civic/contracts';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { SwitchField } from '@/components/ui/switch';
import { errorMessage, fieldErrorsOf } from '@/lib/api';
import { billForm, isBillFormField, type BillFormInput, type BillFormOutput, type BillFormValues } from './form';

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

  const submit = (intent: SubmitIntent) =>
    handleSubmit(async (values) => {
      setPending(intent);
      setFormError(null);
      try {
        await onSave(values, intent);
      } catch (error) {
        const fields = fieldErrorsOf(error);
        let shown = false;
        for (const [field, message] of Object.entries(fields)) {
          if (isBillFormField(field)) {
            setError(field, { type: 'server', message }, { shouldFocus: !shown });
            shown = true;
          }
        }
        if (!shown) setFormError(errorMessage(error));
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
          <Button variant="secondary" size="lg" onClick={submit('draft')} disabled={busy}>
            {pending === 'draft' ? <Spinner /> : <Save aria-hidden="true" className="size-5" />}
            {pending === 'draft' ? 'Saving...' : 'Save Draft'}
          </Button>
        )}
        <Button type="submit" size="lg" disabled={busy}>
          {pending === 'pending' ? <Spinner /> : <FileCheck2 aria-hidden="true" className="size-5" />}
          {pending === 'pending' ? 'Submitting...' : 'Submit for Review'}
        </Button>
      </div>
    </form>
  );
}
