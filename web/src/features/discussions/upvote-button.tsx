import { ArrowBigUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * An upvote toggle with its count. The author's own post shows the count with the button
 * disabled (SPEC §5: one cannot upvote one's own discussion or reply).
 */
export function UpvoteButton({
  count,
  pressed,
  own,
  busy,
  what,
  onToggle,
}: {
  count: number;
  pressed: boolean;
  own: boolean;
  busy: boolean;
  what: 'discussion' | 'reply';
  onToggle: (on: boolean) => void;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={pressed}
      disabled={own || busy}
      title={own ? `You cannot upvote your own ${what}` : undefined}
      onClick={() => onToggle(!pressed)}
      className={cn(pressed && 'border-brand-300 bg-brand-50 text-brand-800')}
    >
      <ArrowBigUp aria-hidden="true" className={cn('size-4', pressed && 'fill-current')} />
      {count}
      <span className="sr-only">{` upvotes${own ? ` (you cannot upvote your own ${what})` : pressed ? ', upvoted by you' : `, upvote this ${what}`}`}</span>
    </Button>
  );
}
