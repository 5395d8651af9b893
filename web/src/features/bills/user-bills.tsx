import { FilePlus2, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from './states';

/**
 * Bills proposed by voters. The public list (GET /api/user-bills/public) arrives with the user
 * bills service; until then this is the SPEC's empty state with the way to create one.
 */
export function UserBills() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-bold text-ink-900">
            Bills proposed by voters
          </h2>
          <p className="text-sm text-ink-600">Approved public proposals from people in Civic.</p>
        </div>
        <Button asChild size="sm">
          <Link to="/submit-bill">
            <Plus aria-hidden="true" className="size-4" />
            Create Bill
          </Link>
        </Button>
      </div>
      <EmptyState
        icon={FilePlus2}
        title="No user bills found"
        text="No one has shared a bill proposal yet. Write yours: it is checked automatically for constitutionality and content standards before others see it."
      >
        <Button asChild variant="secondary">
          <Link to="/submit-bill">Create First Bill</Link>
        </Button>
      </EmptyState>
    </section>
  );
}
