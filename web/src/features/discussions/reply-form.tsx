import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { REPLY_CONTENT_MAX, replyCreate, type ReplyCreate } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';

/**
 * A reply's text with its counter out of 1000 (SPEC §2). The contract's schema checks it, so the
 * message matches the server's; `onSave` rejects with the API error and the text stays. It takes
 * focus when it opens and Escape cancels it; the caller puts focus back where it was opened from.
 */
export function ReplyForm({
  initial = '',
  submitLabel,
  onSave,
  onCancel,
}: {
  initial?: string;
  submitLabel: string;
  onSave: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReplyCreate>({ resolver: zodResolver(replyCreate), defaultValues: { content: initial } });
  const showFieldErrors = useServerFieldErrors(setError, ['content']);
  const content = watch('content') ?? '';
  // The form takes focus when it opens (Reply, or Edit in the reply's menu); Escape cancels it.
  useEffect(() => setFocus('content'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values.content);
      reset({ content: '' });
    } catch (error) {
      // The caller's toast says what failed; the text stays for another try.
      showFieldErrors(error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-2"
      aria-busy={isSubmitting}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel && !isSubmitting) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <TextAreaField label="Your reply" rows={3} maxLength={REPLY_CONTENT_MAX} hint={`${content.length}/${REPLY_CONTENT_MAX}`} error={errors.content?.message} {...register('content')} />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <SubmitButton size="sm" pending={isSubmitting} icon={Send}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
