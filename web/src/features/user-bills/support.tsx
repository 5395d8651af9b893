import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { SupportType, UserBill } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useSupportUserBill } from './api';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 support · 1 oppose": the neighbours' counts on a user bill (cards, My Bills, the bill page). */
export function SupportCounts({ bill, className }: { bill: UserBill; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600', className)} data-testid="support-counts">
      <span className="inline-flex items-center gap-1">
        <ThumbsUp aria-hidden="true" className="size-3.5 text-success-700" />
        {plural(bill.supportCount, 'supporter', 'supporters')}
      </span>
      <span className="inline-flex items-center gap-1">
        <ThumbsDown aria-hidden="true" className="size-3.5 text-danger-700" />
        {plural(bill.opposeCount, 'opponent', 'opponents')}
      </span>
      {bill.mySupport ? <span className="font-medium text-ink-800">You {bill.mySupport === 'support' ? 'support' : 'oppose'} this bill</span> : null}
    </p>
  );
}

export const SUPPORT_TOASTS = {
  support: { title: 'Support recorded', description: 'The author will see that you support this bill.' },
  oppose: { title: 'Opposition recorded', description: 'The author will see that you oppose this bill.' },
  removed: { title: 'Choice removed', description: 'You no longer support or oppose this bill.' },
  error: { title: 'Failed to update support', description: 'Something went wrong' },
} as const;

/**
 * Support and Oppose toggles for a neighbour's approved public bill: pressing the chosen one
 * again takes it back, pressing the other changes it. The author sees only the counts.
 */
export function SupportButtons({ bill }: { bill: UserBill }) {
  const mutation = useSupportUserBill(bill.id);
  const choose = (choice: SupportType) => {
    const next = bill.mySupport === choice ? null : choice;
    mutation.mutate(next, {
      onSuccess: () => toast({ ...(next ? SUPPORT_TOASTS[next] : SUPPORT_TOASTS.removed), variant: 'success' }),
      onError: (err) => toast({ title: SUPPORT_TOASTS.error.title, description: errorMessage(err, SUPPORT_TOASTS.error.description), variant: 'destructive' }),
    });
  };
  const button = (choice: SupportType, label: string, Icon: typeof ThumbsUp) => {
    const pressed = bill.mySupport === choice;
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={pressed}
        disabled={mutation.isPending}
        onClick={() => choose(choice)}
        className={cn(pressed && (choice === 'support' ? 'border-success-700/40 bg-success-50 text-success-700' : 'border-danger-700/40 bg-danger-50 text-danger-700'))}
      >
        <Icon aria-hidden="true" className={cn('size-4', pressed && 'fill-current')} />
        {label}
        <span className="sr-only">{` (${choice === 'support' ? bill.supportCount : bill.opposeCount})`}</span>
      </Button>
    );
  };
  return (
    <div role="group" aria-label="Your position on this bill" className="flex flex-wrap items-center gap-2">
      {button('support', 'Support', ThumbsUp)}
      {button('oppose', 'Oppose', ThumbsDown)}
    </div>
  );
}
