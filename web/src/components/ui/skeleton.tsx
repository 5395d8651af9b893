import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/utils';

/** A pulsing placeholder block. Hidden from assistive technology: wrap a group in a labelled role=status. */
export function Skeleton({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-ink-200', className)} {...props} />;
}
