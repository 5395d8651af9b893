import { memberAgrees, type DistrictDecision, type DistrictTally, type MemberVote, type RollCallView } from '@civic/contracts';
import { VOTE_LABELS } from '@/features/votes/api';
import { percentOf } from './format';

/** How a seat's record reads: "voted Yea", "did not vote", "(the seat was vacant)". */
export function outcomeText(m: MemberVote): string {
  switch (m.outcome) {
    case 'yea':
      return 'voted Yea';
    case 'nay':
      return 'voted Nay';
    case 'present':
      return 'voted Present';
    case 'not_voting':
    case 'absent':
      return 'did not vote';
    case 'other':
      return `voted ${m.cast ?? 'otherwise'}`;
    case 'vacant':
      return 'was vacant';
    case 'unknown':
      return 'was held by a member we have no record of';
  }
}

/** "Harriet M. Hageman (R)", or "the seat" when nobody in the record held it. */
export function memberName(m: MemberVote): string {
  if (!m.name) return 'the seat';
  return m.party ? `${m.name} (${m.party})` : m.name;
}

/**
 * "Your representative, Harriet M. Hageman (R), voted Yea." / "Your senators: John Barrasso (R)
 * voted Yea; Cynthia M. Lummis (R) voted Nay."
 */
export function membersSentence(rc: Pick<RollCallView, 'chamber' | 'members'>): string {
  if (rc.chamber === 'House') {
    const m = rc.members[0];
    if (!m) return '';
    return m.name ? `Your representative, ${memberName(m)}, ${outcomeText(m)}.` : `Your representative’s seat ${outcomeText(m)}.`;
  }
  const parts = rc.members.map((m) => (m.name ? `${memberName(m)} ${outcomeText(m)}` : `one seat ${outcomeText(m)}`));
  return `Your senators: ${parts.join('; ')}.`;
}

/** "Your district decided Support 64% (personal votes 12, from values 340)." */
export function decisionSentence(tally: DistrictTally | undefined, decision: DistrictDecision): string {
  if (!tally || !decision) return 'Your district has not decided yet: no side leads.';
  const total = tally.support.weighted + tally.oppose.weighted + tally.abstain.weighted;
  const bucket = tally[decision];
  return `Your district decided ${VOTE_LABELS[decision]} ${percentOf(bucket.weighted, total)}% (personal votes ${bucket.personal}, from values ${bucket.archetype}).`;
}

/** A plain sentence when a member's vote agrees or disagrees with the district; null when either took no side. */
export function agreementSentence(m: MemberVote, decision: DistrictDecision): string | null {
  const agrees = memberAgrees(decision, m.outcome);
  if (agrees === null || !m.name) return null;
  return agrees ? `${m.name} voted the way your district decided.` : `${m.name} voted against what your district decided.`;
}
