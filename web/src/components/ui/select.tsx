import { ChevronDown } from 'lucide-react';
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Keep the label for screen readers only (the control must still make sense on its own). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Optional leading icon, decorative. */
  icon?: ReactNode;
}

/**
 * A labelled native <select>: the platform picker on phones, full keyboard and screen-reader
 * support everywhere. Pass <option> elements as children.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hideLabel, hint, error, icon, id, className, children, ...props },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={fieldId} className={cn('text-sm font-medium text-ink-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        {icon ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-500">
            {icon}
          </span>
        ) : null}
        <select
          ref={ref}
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'block h-11 w-full appearance-none truncate rounded-lg border bg-white pr-10 text-base text-ink-900 shadow-sm transition-colors',
            'focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40',
            'disabled:cursor-not-allowed disabled:bg-ink-100',
            icon ? 'pl-10' : 'pl-3.5',
            error ? 'border-danger-700' : 'border-ink-300',
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-600" />
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
