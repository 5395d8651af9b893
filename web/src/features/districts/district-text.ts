import type { Agreement, PublicCount, PublicMember, PublicMemberVote, PublicTally } from '@civic/contracts';
import { SUPPRESSED_TEXT } from '@civic/contracts/rules';
import { groupDigits } from '@/lib/plain-format';

const VOTE_WORDS = { support: 'Support', oppose: 'Oppose', abstain: 'Abstain' } as const;
const ROLE_WORDS = { representative: 'Representative', senator: 'Senator' } as const;

/** A public count: the number, or "fewer than 10". */
export const countText = (n: PublicCount): string => (n === null ? SUPPRESSED_TEXT : groupDigits(n));

/** "Support", "No side leads", or why the decision is withheld. */
export function decisionText(t: PublicTally): string {
  if (!t.enoughVoters) return `Not shown: ${SUPPRESSED_TEXT} voters`;
  return t.decision ? VOTE_WORDS[t.decision] : 'No side leads';
}

/** "Agreed with the district on 3 of 4 bills (75%)". */
export function agreementText(a: Agreement): string {
  const judged = a.agree + a.disagree;
  if (!judged || a.rate === null) return 'No bill to compare yet';
  return `Agreed with the district on ${a.agree} of ${judged} ${judged === 1 ? 'bill' : 'bills'} (${Math.round(a.rate * 100)}%)`;
}

export const roleText = (m: Pick<PublicMember, 'role'>): string => ROLE_WORDS[m.role];

export function memberLabel(m: Pick<PublicMember, 'name' | 'party'>): string {
  return m.party ? `${m.name} (${m.party})` : m.name;
}

/** "Yea", "did not vote", "vacant seat"... and whether it matched the district. */
export function memberVoteText(m: PublicMemberVote): string {
  const words: Record<PublicMemberVote['outcome'], string> = {
    yea: 'Yea',
    nay: 'Nay',
    present: 'Present',
    not_voting: 'did not vote',
    absent: 'did not vote',
    other: m.cast ?? 'other',
    vacant: 'seat vacant',
    unknown: 'not in our records',
  };
  const who = m.name ? `${m.name}${m.party ? ` (${m.party})` : ''}` : 'Seat';
  const match = m.agrees === true ? ', agreed with the district' : m.agrees === false ? ', disagreed with the district' : '';
  return `${who}: ${words[m.outcome]}${match}`;
}
