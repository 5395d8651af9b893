import { candidateBody, pledgeBody, pledgeRecord, pledgeVerdict, PLEDGE_MESSAGES } from './partner-pledges';

describe('pledgeVerdict', () => {
  const support = { decision: 'support' as const };
  it('judges a vote against a published side: kept, broken, did not vote', () => {
    expect(pledgeVerdict(support, 'yea', '2025-02-27T15:26:00Z', '2025-01-01')).toBe('kept');
    expect(pledgeVerdict(support, 'nay', '2025-02-27T15:26:00Z', '2025-01-01')).toBe('broken');
    expect(pledgeVerdict({ decision: 'oppose' }, 'nay', '2025-02-27T15:26:00Z', '2025-01-01')).toBe('kept');
    for (const outcome of ['not_voting', 'present', 'absent'] as const) expect(pledgeVerdict(support, outcome, '2025-02-27T15:26:00Z', '2025-01-01')).toBe('did_not_vote');
  });

  it('never judges a withheld or tied decision, or abstain', () => {
    for (const decision of [null, 'abstain'] as const) expect(pledgeVerdict({ decision }, 'yea', '2025-02-27T15:26:00Z', '2025-01-01')).toBe('no_decision');
  });

  it('counts a vote from the pledge’s own day in Washington on, and none without a pledge', () => {
    // 03:00 UTC on 28 February is still 27 February in Washington.
    expect(pledgeVerdict(support, 'yea', '2025-02-28T03:00:00Z', '2025-02-28')).toBe('before_pledge');
    expect(pledgeVerdict(support, 'yea', '2025-02-28T03:00:00Z', '2025-02-27')).toBe('kept');
    expect(pledgeVerdict(support, 'yea', '2025-02-28T03:00:00Z', null)).toBe('no_pledge');
  });

  it('rates kept among kept and broken only', () => {
    expect(pledgeRecord(['kept', 'kept', 'broken', 'did_not_vote', 'no_decision', 'before_pledge'])).toEqual({ kept: 2, broken: 1, didNotVote: 1, keptRate: 2 / 3 });
    expect(pledgeRecord(['no_decision', 'did_not_vote'])).toEqual({ kept: 0, broken: 0, didNotVote: 1, keptRate: null });
  });
});

describe('candidate and pledge bodies', () => {
  it('takes a district for the House and a state for the Senate, upper-cased, and a blank bioguide id as none', () => {
    expect(candidateBody.parse({ name: ' Ed Case ', chamber: 'house', district: 'hi-01', state: 'ignored', bioguideId: '' })).toEqual({ name: 'Ed Case', chamber: 'house', area: 'HI-01', bioguideId: null });
    expect(candidateBody.parse({ name: 'Brian Schatz', chamber: 'senate', state: 'hi', bioguideId: 's001194' })).toEqual({ name: 'Brian Schatz', chamber: 'senate', area: 'HI', bioguideId: 'S001194' });
    const noState = candidateBody.safeParse({ name: 'X', chamber: 'senate', district: 'HI-01' });
    expect(noState.success ? null : [noState.error.issues[0]!.message, noState.error.issues[0]!.path]).toEqual([PLEDGE_MESSAGES.state, ['state']]);
  });

  it('refuses an impossible or future pledge date', () => {
    expect(pledgeBody.safeParse({ pledgedOn: '2025-02-29' }).error?.issues[0]?.message).toBe(PLEDGE_MESSAGES.pledgedOn);
    expect(pledgeBody.safeParse({ pledgedOn: '2999-01-01' }).error?.issues[0]?.message).toBe(PLEDGE_MESSAGES.pledgedOnFuture);
    expect(pledgeBody.parse({ pledgedOn: '2024-02-29', statement: '  ' })).toEqual({ pledgedOn: '2024-02-29', statement: undefined });
  });
});
