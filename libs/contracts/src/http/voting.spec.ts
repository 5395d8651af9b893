import { castVoteBody, districtVotesQuery, emptyTally, VOTE_WEIGHTS, votesPageQuery, VOTING_MESSAGES } from './voting';

describe('voting contracts', () => {
  it('accepts a cast and trims and lowercases the bill id', () => {
    expect(castVoteBody.parse({ billId: ' 119-HR-1 ', vote: 'abstain' })).toEqual({ billId: '119-hr-1', vote: 'abstain' });
  });

  it.each([
    [{ billId: 'b', vote: 'yes' }, VOTING_MESSAGES.vote],
    [{ billId: 'b' }, VOTING_MESSAGES.vote],
    [{ vote: 'support' }, VOTING_MESSAGES.billRequired],
    [{ billId: '   ', vote: 'support' }, VOTING_MESSAGES.billRequired],
    [{ billId: 'x'.repeat(201), vote: 'support' }, VOTING_MESSAGES.billIdTooLong],
    [{ billId: '119-hr-1\u0000', vote: 'support' }, 'Bill id must not contain control characters'],
    [{ billId: ['119-hr-1'], vote: 'support' }, VOTING_MESSAGES.billRequired],
  ])('refuses %j with a clear message', (body, message) => {
    const r = castVoteBody.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('splits, trims, lowercases and de-duplicates district bill ids, keeping their order', () => {
    expect(districtVotesQuery.parse({ billIds: '119-hr-2, 119-s-1,,119-HR-2 , 118-sres-9' }).billIds).toEqual(['119-hr-2', '119-s-1', '118-sres-9']);
    expect(districtVotesQuery.parse({ billIds: '' }).billIds).toEqual([]);
    const many = Array.from({ length: 101 }, (_, i) => `119-hr-${i}`).join(',');
    expect(districtVotesQuery.safeParse({ billIds: many }).error?.issues[0]?.message).toBe(VOTING_MESSAGES.tooManyBillIds);
    expect(districtVotesQuery.safeParse({}).error?.issues[0]?.message).toBe(VOTING_MESSAGES.billIdsRequired);
  });

  it('refuses district bill ids not shaped like bill ids, and control characters, before any query', () => {
    for (const billIds of ['119-hr-1,b', "119-hr-1' OR '1'='1", '119-hr-1\u0000', ['119-hr-1', '119-hr-2']]) {
      expect(districtVotesQuery.safeParse({ billIds }).success).toBe(false);
    }
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
