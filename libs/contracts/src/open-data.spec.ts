import type { RollCallView } from './accountability';
import type { DistrictTally } from './http/voting';
import { composePublicDistrict, OPEN_TALLY_COLUMNS, publicTally, SUPPRESSED_TEXT, tallyCsv, tallyRecord, zipQuery, type DistrictRecord } from './open-data';

const tally = (billId: string, counts: Partial<Record<'sp' | 'sa' | 'op' | 'oa' | 'ap' | 'aa', number>>): DistrictTally => {
  const c = { sp: 0, sa: 0, op: 0, oa: 0, ap: 0, aa: 0, ...counts };
  const bucket = (p: number, a: number) => ({ weighted: 10 * p + a, personal: p, archetype: a });
  return { billId, district: 'SD-AL', support: bucket(c.sp, c.sa), oppose: bucket(c.op, c.oa), abstain: bucket(c.ap, c.aa) };
};

const rollCall = (id: string, chamber: 'House' | 'Senate', votedAt: string, members: RollCallView['members'], amendment: string | null = null): RollCallView => ({
  rollCallId: id, chamber, congress: 119, session: 1, rollNumber: 1, votedAt, question: 'On Passage', result: 'Passed', amendment, members,
});
const rep = (outcome: RollCallView['members'][number]['outcome']) => ({ role: 'representative' as const, bioguideId: 'J000301', name: 'Dusty Johnson', party: 'R', outcome, cast: null });

describe('publicTally', () => {
  it('withholds each count below 10 and the decision below 10 voters, and publishes no total', () => {
    const nine = publicTally(tally('119-hr-1', { sp: 9 }), 'SD-AL');
    expect(nine).toEqual({
      billId: '119-hr-1', district: 'SD-AL', enoughVoters: false, decision: null,
      counts: { support: { personal: null, values: null }, oppose: { personal: null, values: null }, abstain: { personal: null, values: null } },
    });
    const ten = publicTally(tally('119-hr-1', { sp: 4, op: 3, aa: 3 }), 'SD-AL');
    // Ten voters: the decision shows, yet every single count is still under 10.
    expect(ten).toMatchObject({ enoughVoters: true, decision: 'support' });
    expect(Object.values(ten.counts).flatMap((c) => [c.personal, c.values])).toEqual([null, null, null, null, null, null]);
    expect(publicTally(tally('119-hr-1', { sp: 10, oa: 25 }), 'SD-AL').counts).toEqual({
      support: { personal: 10, values: null }, oppose: { personal: null, values: 25 }, abstain: { personal: null, values: null },
    });
    expect(Object.keys(ten)).not.toContain('total');
  });
});

describe('composePublicDistrict', () => {
  const record = (bills: DistrictRecord['bills']): DistrictRecord => ({
    district: 'SD-AL',
    seats: [{ role: 'representative', bioguideId: 'J000301', name: 'Dusty Johnson', party: 'R', termEnd: '2027-01-03' }],
    bills,
    updatedAt: null,
  });

  it('rates members on published decisions and counted roll calls only', () => {
    const d = composePublicDistrict(
      record([
        // Decided (12 support): the passage vote counts, the amendment vote does not.
        { billId: '119-hr-1', title: 'One', rollCalls: [rollCall('h1-119.2025', 'House', '2025-02-01T15:00:00Z', [rep('nay')], 'H.Amdt. 1'), rollCall('h2-119.2025', 'House', '2025-02-02T15:00:00Z', [rep('yea')])] },
        // Too few voters: withheld, so not judged, whatever the member did.
        { billId: '119-hr-2', title: 'Two', rollCalls: [rollCall('h3-119.2025', 'House', '2025-03-01T15:00:00Z', [rep('nay')])] },
        // Decided oppose (the earlier passage vote is superseded by the later one).
        { billId: '119-hr-3', title: 'Three', rollCalls: [rollCall('h4-119.2025', 'House', '2025-04-01T15:00:00Z', [rep('nay')]), rollCall('h5-119.2025', 'House', '2025-04-02T15:00:00Z', [rep('yea')])] },
      ]),
      [tally('119-hr-1', { sp: 12 }), tally('119-hr-2', { op: 5 }), tally('119-hr-3', { op: 11 })],
    );
    expect(d.members[0].agreement).toEqual({ agree: 1, disagree: 1, rate: 0.5 });
    expect(d.bills.map((b) => [b.billId, b.tally.decision])).toEqual([
      ['119-hr-3', 'oppose'],
      ['119-hr-2', null],
      ['119-hr-1', 'support'],
    ]);
    expect(d.bills[2].rollCalls.map((r) => r.counted)).toEqual([false, true]);
    expect(d.bills[1].rollCalls[0].members[0].agrees).toBeNull();
    expect(d.formerMembers).toEqual([]);
  });

  it('lists a member who voted for the district but no longer holds its seat as former', () => {
    const former = { role: 'representative' as const, bioguideId: 'N000001', name: 'Nora Former', party: 'D', outcome: 'yea' as const, cast: 'Yea' };
    const d = composePublicDistrict(record([{ billId: '119-hr-1', title: null, rollCalls: [rollCall('h1-119.2025', 'House', '2025-02-02T15:00:00Z', [former])] }]), [tally('119-hr-1', { sp: 12 })]);
    expect(d.formerMembers).toEqual([{ role: 'representative', bioguideId: 'N000001', name: 'Nora Former', party: 'D', termEnd: '', agreement: { agree: 1, disagree: 0, rate: 1 } }]);
    expect(d.members[0].agreement).toEqual({ agree: 0, disagree: 0, rate: null });
  });
});

describe('open files', () => {
  it('writes the dictionary’s columns, quotes what CSV needs and defuses formulas', () => {
    const row = tallyRecord({ billId: '119-hr-1', title: '=HYPERLINK("x"), a "quoted", title' }, publicTally(tally('119-hr-1', { sp: 12, op: 2 }), 'SD-AL'));
    expect(Object.keys(row)).toEqual(OPEN_TALLY_COLUMNS.map((c) => c.name));
    const [header, line, end] = tallyCsv([row]).split('\r\n');
    expect(header).toBe(OPEN_TALLY_COLUMNS.map((c) => c.name).join(','));
    expect(line).toBe(`119-hr-1,"'=HYPERLINK(""x""), a ""quoted"", title",SD-AL,true,support,12,${SUPPRESSED_TEXT},${SUPPRESSED_TEXT},${SUPPRESSED_TEXT},${SUPPRESSED_TEXT},${SUPPRESSED_TEXT}`);
    expect(end).toBe('');
  });

  it('reads a ZIP as five digits, with the page’s message otherwise', () => {
    expect(zipQuery.parse({ zip: ' 57501 ' })).toEqual({ zip: '57501' });
    for (const zip of ['5750', '575011', '57a01', '', undefined, 57501, ['57501']]) expect(zipQuery.safeParse({ zip }).error?.issues[0].message).toBe('Enter a 5-digit ZIP code');
  });
});
