import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { REPLY_CONTENT_MAX, replyCreate } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * A reply's text with its counter out of 1000 (SPEC §2). The contract's schema checks it, so the
 * message matches the server's; `onSave` rejects with the API error and the text stays.
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
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = replyCreate.safeParse({ content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid input');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(parsed.data.content);
      setContent('');
    } catch {
      /* the caller's toast says what failed; the text stays for another try */
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2" aria-busy={busy}>
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        Your reply
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={REPLY_CONTENT_MAX}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className="w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/30"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-xs text-ink-600">
          {content.length}/{REPLY_CONTENT_MAX}
        </p>
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
            {submitLabel}
          </Button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
