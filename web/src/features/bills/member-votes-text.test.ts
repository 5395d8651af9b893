import { describe, expect, it } from 'vitest';
import { emptyTally, type MemberVote } from '@civic/contracts';
import { agreementSentence, decisionSentence, membersSentence } from './member-votes-text';

const rep = (outcome: MemberVote['outcome'], name: string | null = 'Harriet M. Hageman'): MemberVote => ({
  role: 'representative', bioguideId: name ? 'H001096' : null, name, party: name ? 'R' : null, outcome, cast: null,
});

describe('member vote sentences', () => {
  it('names the representative, party and vote', () => {
    expect(membersSentence({ chamber: 'House', members: [rep('yea')] })).toBe('Your representative, Harriet M. Hageman (R), voted Yea.');
    expect(membersSentence({ chamber: 'House', members: [rep('vacant', null)] })).toBe('Your representative’s seat was vacant.');
  });

  it('names both senators', () => {
    const s = (name: string, outcome: MemberVote['outcome']): MemberVote => ({ role: 'senator', bioguideId: 'X', name, party: 'D', outcome, cast: null });
    expect(membersSentence({ chamber: 'Senate', members: [s('Ann One', 'nay'), s('Bo Two', 'not_voting')] })).toBe('Your senators: Ann One (D) voted Nay; Bo Two (D) did not vote.');
  });

  it('states the district decision with its share and counts', () => {
    const t = emptyTally('b', 'WY-AL');
    t.support = { weighted: 160, personal: 12, archetype: 40 };
    t.oppose = { weighted: 90, personal: 5, archetype: 40 };
    expect(decisionSentence(t, 'support')).toBe('Your district decided Support 64% (personal votes 12, from values 40).');
    expect(decisionSentence(t, null)).toBe('Your district has not decided yet: no side leads.');
  });

  it('says plainly when a member agrees or disagrees, and nothing when either took no side', () => {
    expect(agreementSentence(rep('yea'), 'support')).toBe('Harriet M. Hageman voted the way your district decided.');
    expect(agreementSentence(rep('yea'), 'oppose')).toBe('Harriet M. Hageman voted against what your district decided.');
    expect(agreementSentence(rep('not_voting'), 'support')).toBeNull();
    expect(agreementSentence(rep('nay'), 'abstain')).toBeNull();
  });
});
