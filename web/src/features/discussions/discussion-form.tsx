import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DISCUSSION_CONTENT_MAX, DISCUSSION_TITLE_MAX, discussionCreate, discussionUpdate, type DiscussionBillType } from '@civic/contracts';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { newestDiscussion, useCreateDiscussion, useUpdateDiscussion } from './api';
import { BillPicker } from './bill-picker';
import { DISCUSSION_TOASTS, failureToast, toastSaved } from './toasts';

export interface DiscussionFormValues {
  billType: DiscussionBillType;
  billId: string;
  title: string;
  content: string;
}

const FIELDS = ['billType', 'billId', 'title', 'content'] as const;

/**
 * SPEC §2 discussion form. Create mode: Policy Position, Explanation, Reference Bill Type
 * (changing it clears the chosen bill) and the bill picker. Edit mode changes only the title and
 * the content. Validation messages are the contract's, so they match the server's; on a failure
 * nothing typed is lost.
 */
export function DiscussionForm({
  mode,
  discussionId,
  defaults,
  onDone,
  onCancel,
}: {
  mode: 'create' | 'edit';
  discussionId?: string;
  defaults: DiscussionFormValues;
  onDone?: (id: string) => void;
  onCancel?: () => void;
}) {
  const create = useCreateDiscussion();
  const update = useUpdateDiscussion(discussionId ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DiscussionFormValues>({
    resolver: zodResolver(mode === 'create' ? discussionCreate : discussionUpdate) as never,
    defaultValues: defaults,
  });
  const showFieldErrors = useServerFieldErrors(setError, FIELDS);
  // The form opens on a user's action (New Discussion, Discuss on a bill, Edit in the owner menu):
  // it takes focus, so a keyboard user lands where they type.
  useEffect(() => setFocus('title'), [setFocus]);
  const billType = watch('billType');
  const content = watch('content') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved =
        mode === 'create'
          ? await create.mutateAsync({ billType: values.billType, billId: values.billId, title: values.title, content: values.content })
          : await update.mutateAsync({ title: values.title, content: values.content });
      toastSaved(mode === 'create' ? DISCUSSION_TOASTS.submitted : DISCUSSION_TOASTS.updated, newestDiscussion(saved), DISCUSSION_TOASTS.posted);
      onDone?.(saved.id);
    } catch (error) {
      const message = errorMessage(error, '');
      if (!showFieldErrors(error)) setFormError(message || 'Something went wrong');
      toast(failureToast(mode === 'create' ? DISCUSSION_TOASTS.createError : DISCUSSION_TOASTS.updateError, message));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={isSubmitting} aria-label={mode === 'create' ? 'New discussion' : 'Edit discussion'}>
      <TextField label="Policy Position" required maxLength={DISCUSSION_TITLE_MAX} autoComplete="off" error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Explanation"
        required
        rows={6}
        maxLength={DISCUSSION_CONTENT_MAX}
        hint={`${content.length}/${DISCUSSION_CONTENT_MAX} characters`}
        error={errors.content?.message}
        {...register('content')}
      />
      {mode === 'create' ? (
        <>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-ink-800">Reference Bill Type</legend>
            <div className="flex flex-wrap gap-4">
              {(
                [
                  ['congressional', 'Congressional Bill'],
                  ['user', 'User-Submitted Bill'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="inline-flex items-center gap-2 text-sm text-ink-800">
                  <input
                    type="radio"
                    value={value}
                    className="size-4 accent-brand-700"
                    {...register('billType', {
                      // A bill of the other type is no longer a valid choice.
                      onChange: () => setValue('billId', '', { shouldValidate: false }),
                    })}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <Controller
            control={control}
            name="billId"
            render={({ field }) => <BillPicker billType={billType} value={field.value} onChange={(id) => field.onChange(id)} error={errors.billId?.message} />}
          />
        </>
      ) : null}

      <FormError message={formError} />

      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <SubmitButton pending={isSubmitting} pendingLabel="Submitting..." icon={Send}>
          {mode === 'create' ? 'Start Discussion' : 'Save Changes'}
        </SubmitButton>
      </div>
    </form>
  );
}
