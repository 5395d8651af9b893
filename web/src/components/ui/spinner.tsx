import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn('size-5 animate-spin', className)} />;
}

/** A centred, announced loading state (role=status with an accessible label). */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} aria-live="polite" className="flex min-h-[60vh] w-full items-center justify-center">
      <Spinner className="size-10 text-brand-700" />
      <span className="sr-only">{label}…</span>
    </div>
  );
}
