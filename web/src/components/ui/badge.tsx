import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/utils';

// Text/background pairs all clear WCAG AA (4.5:1) for small text.
const variants = {
  neutral: 'border-ink-200 bg-ink-100 text-ink-700',
  brand: 'border-brand-200 bg-brand-50 text-brand-800',
  success: 'border-success-700/25 bg-success-50 text-success-700',
  danger: 'border-danger-700/25 bg-danger-50 text-danger-700',
  warning: 'border-accent-400/60 bg-accent-100 text-accent-800',
  outline: 'border-ink-300 bg-white text-ink-700',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({ className, variant = 'neutral', ...props }: ComponentPropsWithoutRef<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', variants[variant], className)}
      {...props}
    />
  );
}
