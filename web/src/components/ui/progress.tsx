import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export interface ProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Current value, clamped to [0, max]. */
  value: number;
  max?: number;
  /** Accessible name (required unless aria-labelledby is given). */
  label?: string;
  /** What a screen reader reads instead of the bare number, e.g. "4 out of 6". */
  valueText?: string;
  /** Classes for the filled part. */
  indicatorClassName?: string;
}

/** A determinate progress bar: role=progressbar with aria-valuenow/min/max and a label. */
export function Progress({ value, max = 100, label, valueText, className, indicatorClassName, ...props }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-ink-200', className)}
      {...props}
    >
      <div
        className={cn('h-full rounded-full bg-brand-700 transition-[width] duration-300 ease-out motion-reduce:transition-none', indicatorClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
