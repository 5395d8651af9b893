import { forwardRef, useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface SwitchFieldProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value'> {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * An on/off switch (a button with role=switch: Space and Enter toggle it, the state is spoken as
 * on or off), labelled by its visible label and described by its hint.
 */
export const SwitchField = forwardRef<HTMLButtonElement, SwitchFieldProps>(function SwitchField(
  { label, hint, checked, onCheckedChange, id, className, disabled, ...props },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const labelId = `${fieldId}-label`;
  const hintId = `${fieldId}-hint`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-ink-200 bg-ink-50 p-3.5">
      <div className="grid gap-0.5">
        <label id={labelId} htmlFor={fieldId} className="text-sm font-medium text-ink-800">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-ink-600">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        ref={ref}
        id={fieldId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-ink-500',
          className,
        )}
        {...props}
      >
        <span
          aria-hidden="true"
          className={cn('block size-6 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0')}
        />
      </button>
    </div>
  );
});
