import { AlertTriangle, RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';

/** A friendly "nothing here" panel with an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
  headingLevel = 3,
}: {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-10 text-center">
      <span aria-hidden="true" className="mx-auto grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-6" />
      </span>
      <Heading className="mt-4 text-lg font-bold text-ink-900">{title}</Heading>
      {text ? <p className="mx-auto mt-1.5 max-w-sm text-sm text-ink-600">{text}</p> : null}
      {children ? <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

/** An announced error panel: the SPEC's fetch message as the title, the server's sentence below, a retry. */
export function ErrorState({
  title,
  error,
  onRetry,
  retrying,
  children,
  headingLevel = 3,
}: {
  title: string;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div role="alert" className="rounded-2xl border border-danger-700/30 bg-danger-50 px-5 py-6 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto size-7 text-danger-700" />
      <Heading className="mt-2 text-base font-bold text-danger-700">{title}</Heading>
      {error !== undefined ? <p className="mt-1 text-sm text-ink-700">{errorMessage(error)}</p> : null}
      {children}
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
          {retrying ? 'Retrying…' : 'Try again'}
        </Button>
      ) : null}
    </div>
  );
}

/** One bill card's shape while loading (decorative; the list announces "Loading bills"). */
export function BillCardSkeleton() {
  return (
    <Card aria-hidden="true" className="p-4">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-28 rounded-full" />
      </div>
      <Skeleton className="mt-3 h-5 w-11/12" />
      <Skeleton className="mt-2 h-5 w-2/3" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-1.5 h-4 w-5/6" />
      <Skeleton className="mt-4 h-3.5 w-40" />
    </Card>
  );
}

/** Placeholder cards while a bill list loads (hidden from screen readers; the list's status line speaks). */
export function BillCardSkeletons({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        <BillCardSkeleton key={i} />
      ))}
    </div>
  );
}
