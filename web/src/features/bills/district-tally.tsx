import { MapPin, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PERSONAL_VOTE_MULTIPLIER, VOTE_VALUES, emptyTally, type DistrictTally, type VoteValue } from '@civic/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { VOTE_LABELS, useDistrictTallies } from '@/features/votes/api';
import { PROFILE_EDIT_ADDRESS_PATH } from '@/features/profile/paths';
import { cn } from '@/lib/utils';
import { percentOf } from './format';
import { ErrorState } from './states';
import { useLiveTally } from './use-live-tally';

const BAR_COLOURS: Record<VoteValue, string> = {
  support: 'bg-success-700',
  oppose: 'bg-danger-700',
  abstain: 'bg-ink-500',
};

function totalWeighted(t: DistrictTally): number {
  return t.support.weighted + t.oppose.weighted + t.abstain.weighted;
}

/** The sentence a screen reader hears when the tally changes. */
function tallySentence(t: DistrictTally): string {
  const total = totalWeighted(t);
  const parts = VOTE_VALUES.map((v) => `${VOTE_LABELS[v]} ${percentOf(t[v].weighted, total)}% (${t[v].weighted})`);
  return `District tally updated: ${parts.join(', ')}.`;
}

/**
 * The caller's district tally for one bill (GET /api/district/votes): a weighted bar per vote
 * value, with the personal and archetype counts kept apart. It stays live (other voters' casts
 * move it without a reload) and changes are announced politely.
 */
export function DistrictTallyPanel({ billId, headingLevel = 3 }: { billId: string; headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const query = useDistrictTallies([billId]);
  const tally: DistrictTally | undefined = query.data
    ? (query.data.find((t) => t.billId === billId) ?? emptyTally(billId, query.data[0]?.district ?? null))
    : undefined;
  useLiveTally(billId, tally?.district);

  // Announce a change (not the first load) in the polite live region.
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<string | null>(null);
  const signature = tally ? VOTE_VALUES.map((v) => `${tally[v].weighted}/${tally[v].personal}/${tally[v].archetype}`).join('|') : null;
  useEffect(() => {
    if (!tally || signature === null) return;
    if (previous.current !== null && previous.current !== signature) setAnnouncement(tallySentence(tally));
    previous.current = signature;
    // `tally` is a new object each render; `signature` is its content, the thing that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  const total = tally ? totalWeighted(tally) : 0;

  return (
    <Card as="section" aria-labelledby={headingId} className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle as={headingLevel === 2 ? 'h2' : 'h3'} id={headingId}>
          <Users aria-hidden="true" className="size-5 text-brand-700" />
          Your district’s tally
        </CardTitle>
        {tally?.district ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-ink-700">
            <MapPin aria-hidden="true" className="size-4" />
            <span className="sr-only">District </span>
            {tally.district}
          </span>
        ) : null}
      </div>

      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>

      {query.isPending && query.fetchStatus !== 'idle' ? (
        <div role="status" aria-label="Loading the district tally" className="mt-4 grid gap-4">
          {VOTE_VALUES.map((v) => (
            <div key={v} className="grid gap-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-3 w-full rounded-full" />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <div className="mt-4">
          <ErrorState
            title="Failed to fetch district tallies"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            headingLevel={headingLevel === 2 ? 3 : undefined}
          />
        </div>
      ) : tally ? (
        <>
          <ul className="mt-4 grid gap-4" data-testid="district-tally">
            {VOTE_VALUES.map((v) => {
              const bucket = tally[v];
              const pct = percentOf(bucket.weighted, total);
              return (
                <li key={v} className="grid gap-1.5" data-testid={`tally-${v}`}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-semibold text-ink-900">{VOTE_LABELS[v]}</span>
                    <span className="text-ink-700">
                      <span className="font-semibold text-ink-900">{pct}%</span>
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">, </span>
                      <span data-testid={`tally-${v}-weighted`}>{bucket.weighted}</span> weighted
                    </span>
                  </div>
                  <div aria-hidden="true" className="h-3 w-full overflow-hidden rounded-full bg-ink-200">
                    <div className={cn('h-full rounded-full transition-[width] duration-500', BAR_COLOURS[v])} style={{ width: `${pct}%` }} />
                  </div>
                  <p className="text-xs text-ink-600">
                    {bucket.personal} personal / {bucket.archetype} from archetypes
                  </p>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-xs text-ink-600">
            A vote you cast yourself counts {PERSONAL_VOTE_MULTIPLIER} times as much as one filled in from an archetype.
            {total === 0 && tally.district ? ' No votes in your district yet.' : null}
          </p>
          {!tally.district ? (
            <p className="mt-2 text-sm text-ink-700">
              We don’t know your congressional district yet.{' '}
              <Link to={PROFILE_EDIT_ADDRESS_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
                Check your address
              </Link>{' '}
              to see how your neighbours vote.
            </p>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
