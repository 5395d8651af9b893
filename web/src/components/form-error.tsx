/**
 * A form's message that belongs to no single field (a server refusal, a network failure), read
 * out at once; the region stays mounted so the announcement is not lost.
 */
export function FormError({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message ? (
        <p role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 p-3 text-sm font-medium text-danger-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
