import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '@/lib/api';

/**
 * Puts a 400's field messages (the gateway's `fieldErrors`, the contract's texts) on the form's
 * own fields, focusing the first. The returned function answers whether any message was placed,
 * so the caller shows a form-level message only when none was.
 */
export function useServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]): (error: unknown) => boolean {
  const names = fields.join('\u0000');
  return useCallback(
    (error: unknown) => {
      let placed = false;
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (!(fields as readonly string[]).includes(field)) continue;
        setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
      return placed;
    },
    // The field list is a literal at each call site: its names, not its identity, matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setError, names],
  );
}
