import { ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import type { BillLike } from './bill-details';

/** The AI's arguments for and against, side by side (under a heading for screen readers only). */
/** Three a side is the rule; fewer only when the bill's source cannot carry more (issue #23). */
const FULL_SIDE = 3;

export function BillArguments({ bill, headingLevel }: { bill: BillLike; headingLevel: 1 | 2 }) {
  const headingId = useId();
  const argsFor = bill.synthesis?.billArgumentsFor ?? [];
  const argsAgainst = bill.synthesis?.billArgumentsAgainst ?? [];
  const thin = (argsFor.length > 0 || argsAgainst.length > 0) && (argsFor.length < FULL_SIDE || argsAgainst.length < FULL_SIDE);
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const listHeading = headingLevel === 1 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Sub id={headingId} className="sr-only">
        Arguments
      </Sub>
      <div className="grid gap-3 sm:grid-cols-2">
        <ArgumentList
          title="Arguments for"
          items={argsFor}
          icon={ThumbsUp}
          tone="text-success-700 bg-success-50"
          heading={listHeading}
          testId="arguments-for"
        />
        <ArgumentList
          title="Arguments against"
          items={argsAgainst}
          icon={ThumbsDown}
          tone="text-danger-700 bg-danger-50"
          heading={listHeading}
          testId="arguments-against"
        />
      </div>
      {thin && (
        <p className="text-sm text-ink-600" data-testid="arguments-thin-note">
          Only these arguments are given: the bill’s source (its official summary) supports no more, and none are added to pad
          the list.
        </p>
      )}
    </section>
  );
}

function ArgumentList({
  title,
  items,
  icon: Icon,
  tone,
  heading,
  testId,
}: {
  title: string;
  items: string[];
  icon: LucideIcon;
  tone: string;
  heading: 'h3' | 'h4';
  testId: string;
}) {
  return (
    <Card className="p-5" data-testid={testId}>
      <CardTitle as={heading}>
        <span aria-hidden="true" className={`grid size-8 place-items-center rounded-lg ${tone}`}>
          <Icon className="size-4" />
        </span>
        {title}
      </CardTitle>
      {items.length ? (
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm leading-relaxed text-ink-700 marker:text-ink-500">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-600">None listed yet.</p>
      )}
    </Card>
  );
}
