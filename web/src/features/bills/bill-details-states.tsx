import { FileQuestion } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The bill could not be read: 'Failed to fetch bill details', with a retry unless the bill does
 * not exist (404). The heading takes focus like the loaded title does.
 */
export function BillDetailsError({
  notFound,
  onRetry,
  retrying,
  H,
  titleRef,
}: {
  notFound: boolean;
  onRetry: () => void;
  retrying: boolean;
  H: 'h1' | 'h2';
  titleRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <Card role="alert" className="px-6 py-10 text-center">
      <FileQuestion aria-hidden="true" className="mx-auto size-10 text-ink-500" />
      <H ref={titleRef} tabIndex={-1} className="mt-3 text-xl font-bold text-ink-900 focus:outline-none">
        Bill information not available
      </H>
      <p className="mt-2 text-sm text-danger-700">Failed to fetch bill details</p>
      <p className="mt-1 text-sm text-ink-600">{notFound ? 'This bill could not be found.' : 'Please check your connection and try again.'}</p>
      {!notFound ? (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Try again'}
        </Button>
      ) : null}
    </Card>
  );
}

/** The header, facts and summary cards' shapes while the bill loads. */
export function BillDetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading bill details" className="grid gap-5">
      <Card className="grid gap-3 p-5">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-28 rounded-full" />
        </div>
        <Skeleton className="h-7 w-11/12" />
        <Skeleton className="h-7 w-2/3" />
        <div className="grid grid-cols-2 gap-3 pt-1">
          <Skeleton className="h-12 rounded-lg" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      </Card>
      <Card className="grid gap-3 p-5">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/5" />
      </Card>
      <Card className="grid gap-2 p-5">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </Card>
    </div>
  );
}
