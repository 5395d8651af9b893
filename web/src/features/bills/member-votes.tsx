import { Landmark } from 'lucide-react';
import { useId } from 'react';
import { districtDecision, emptyTally, type RollCallView } from '@civic/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { useDistrictTallies } from '@/features/votes/api';
import { useBillAccountability } from './api';
import { formatDate, isoDate } from './format';
import { agreementSentence, decisionSentence, membersSentence } from './member-votes-text';
import { ErrorState } from './states';

/**
 * How the caller's members voted in Congress on the bill, beside the district's decision (ADR
 * 0026). Nothing at all while Congress has not voted on the bill. The decision follows the
 * district tally the page keeps live, so it moves when the tally does.
 */
export function MemberVotesPanel({ billId, headingLevel = 3 }: { billId: string; headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const query = useBillAccountability(billId);
  const tallies = useDistrictTallies([billId]);
  if (query.isError) {
    return (
      <ErrorState
        title="Failed to fetch how your members voted"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        headingLevel={headingLevel}
      />
    );
  }
  const data = query.data;
  if (!data || !data.rollCalls.length) return null;
  // The live tally when it is there (it refetches on votes.tally-changed), else the one served with the roll calls.
  const tally = tallies.data?.find((t) => t.billId === billId) ?? data.tally ?? emptyTally(billId, data.district);
  const decision = districtDecision(tally);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const H2 = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <Card as="section" aria-labelledby={headingId} className="p-5" data-testid="member-votes">
      <CardTitle as={H} id={headingId}>
        <Landmark aria-hidden="true" className="size-5 text-brand-700" />
        How your members of Congress voted
      </CardTitle>
      <p className="mt-3 text-sm font-medium text-ink-900" data-testid="district-decision">
        {decisionSentence(tally, decision)}
      </p>
      <ol className="mt-4 grid gap-4">
        {data.rollCalls.map((rc) => (
          <RollCallItem key={rc.rollCallId} rc={rc} decision={decision} Heading={H2} />
        ))}
      </ol>
    </Card>
  );
}

function RollCallItem({ rc, decision, Heading }: { rc: RollCallView; decision: ReturnType<typeof districtDecision>; Heading: 'h3' | 'h4' }) {
  const agreements = rc.members.map((m) => agreementSentence(m, decision)).filter((s): s is string => s !== null);
  return (
    <li className="grid gap-1.5 rounded-xl border border-ink-200 p-4" data-testid="roll-call">
      <Heading className="text-sm font-semibold text-ink-900">
        {rc.chamber} roll call {rc.rollNumber}: {rc.question}
      </Heading>
      <p className="text-xs text-ink-700">
        <time dateTime={isoDate(rc.votedAt)}>{formatDate(rc.votedAt)}</time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, result: </span>
        {rc.result}
      </p>
      <p className="text-sm text-ink-900" data-testid="member-sentence">
        {membersSentence(rc)}
      </p>
      {agreements.map((a) => (
        <p key={a} className="text-sm text-ink-700">
          {a}
        </p>
      ))}
    </li>
  );
}
