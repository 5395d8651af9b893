import { castVoteBody, districtVotesQuery, emptyTally, VOTE_WEIGHTS, votesPageQuery, VOTING_MESSAGES } from './voting';

describe('voting contracts', () => {
  it('accepts a cast and trims the bill id', () => {
    expect(castVoteBody.parse({ billId: ' 119-hr-1 ', vote: 'abstain' })).toEqual({ billId: '119-hr-1', vote: 'abstain' });
  });

  it.each([
    [{ billId: 'b', vote: 'yes' }, VOTING_MESSAGES.vote],
    [{ billId: 'b' }, VOTING_MESSAGES.vote],
    [{ vote: 'support' }, VOTING_MESSAGES.billRequired],
    [{ billId: '   ', vote: 'support' }, VOTING_MESSAGES.billRequired],
    [{ billId: 'x'.repeat(201), vote: 'support' }, VOTING_MESSAGES.billIdTooLong],
  ])('refuses %j with a clear message', (body, message) => {
    const r = castVoteBody.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('splits, trims and de-duplicates district bill ids, keeping their order', () => {
    expect(districtVotesQuery.parse({ billIds: 'b, a,,b , c' }).billIds).toEqual(['b', 'a', 'c']);
    expect(districtVotesQuery.parse({ billIds: '' }).billIds).toEqual([]);
    const many = Array.from({ length: 101 }, (_, i) => `b${i}`).join(',');
    expect(districtVotesQuery.safeParse({ billIds: many }).error?.issues[0]?.message).toBe(VOTING_MESSAGES.tooManyBillIds);
    expect(districtVotesQuery.safeParse({}).error?.issues[0]?.message).toBe(VOTING_MESSAGES.billIdsRequired);
  });

  it('pages 20 at a time by default and bounds the page', () => {
    expect(votesPageQuery.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(votesPageQuery.parse({ limit: '5', offset: '40' })).toEqual({ limit: 5, offset: 40 });
    expect(votesPageQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(votesPageQuery.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('weighs a personal vote 10 times an archetype vote, and starts tallies at zero', () => {
    expect(VOTE_WEIGHTS.personal / VOTE_WEIGHTS.archetype).toBe(10);
    expect(emptyTally('b', 'VT-AL')).toEqual({
      billId: 'b',
      district: 'VT-AL',
      support: { weighted: 0, personal: 0, archetype: 0 },
      oppose: { weighted: 0, personal: 0, archetype: 0 },
      abstain: { weighted: 0, personal: 0, archetype: 0 },
    });
  });
});
