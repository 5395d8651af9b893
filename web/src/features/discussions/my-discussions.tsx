import { MessagesSquare, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFocusWhenClosed } from '@/hooks/use-focus-when-closed';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { useMyDiscussions } from './api';
import { DiscussionCard, DiscussionCardSkeletons, viewToCard } from './discussion-card';
import { DiscussionForm, type DiscussionFormValues } from './discussion-form';
import { prefillFrom, withoutPrefill } from './prefill';

const EMPTY_FORM: DiscussionFormValues = { billType: 'congressional', billId: '', title: '', content: '' };

/**
 * The Messages tab's Discussions view (SPEC §2): the caller's discussions and those they replied
 * to, a 'New Discussion' toggle with the form, and the form opened prefilled by a "discuss this
 * bill" link (whose billId and billType then leave the address).
 */
export function MyDiscussions() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const prefill = useRef(prefillFrom(params)).current;
  const [formOpen, setFormOpen] = useState(Boolean(prefill));
  const mine = useMyDiscussions();
  // Cancelled or closed, the form gives focus back to New Discussion.
  const newButton = useRef<HTMLButtonElement>(null);
  useFocusWhenClosed(formOpen, () => newButton.current);

  useEffect(() => {
    if (prefill) setParams(withoutPrefill(params), { replace: true });
    // Once, on arrival: the prefill was read into the form's defaults.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const defaults: DiscussionFormValues = prefill ? { ...EMPTY_FORM, ...prefill } : EMPTY_FORM;

  return (
    <section aria-labelledby="my-discussions-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-discussions-heading" className="text-base font-bold text-ink-900">
          Your discussions
        </h2>
        <Button ref={newButton} variant={formOpen ? 'secondary' : 'primary'} size="sm" aria-expanded={formOpen} aria-controls="new-discussion" onClick={() => setFormOpen((o) => !o)}>
          {formOpen ? <X aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          New Discussion
        </Button>
      </div>

      {formOpen ? (
        <Card as="section" id="new-discussion" aria-label="New discussion" className="p-5">
          <DiscussionForm mode="create" defaults={defaults} onDone={(id) => navigate(`/discussions/${id}`)} onCancel={() => setFormOpen(false)} />
        </Card>
      ) : null}

      {mine.isPending ? (
        <div role="status" aria-label="Loading your discussions">
          <DiscussionCardSkeletons count={3} />
        </div>
      ) : mine.isError ? (
        <ErrorState title="Failed to fetch discussions" error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : mine.data.length === 0 ? (
        // With the form open, an empty state under it would only repeat what the form is for.
        formOpen ? null : (
        <EmptyState icon={MessagesSquare} title="No discussions yet" text="Be the first to start a discussion about a bill or policy!">
          <Button onClick={() => setFormOpen(true)}>Start a Discussion</Button>
        </EmptyState>
        )
      ) : (
        <ul className="grid grid-cols-1 gap-3" aria-label="Your discussions">
          {mine.data.map((d) => (
            <li key={d.id}>
              <DiscussionCard discussion={viewToCard(d)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
