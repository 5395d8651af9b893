import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLLCALL_FIXTURES_DIR } from '../../test/paths';
import { easternToUtc } from './common';
import { districtCode, termAt } from './districts';
import { parseRollCallDocument } from './parse';
import { RollCallImportError, type ImportedMember, type ImportedRollCall } from './types';

const read = (name: string) => readFileSync(join(ROLLCALL_FIXTURES_DIR, name), 'utf8');
function rollCall(name: string): ImportedRollCall {
  const doc = parseRollCallDocument(read(name), name);
  if (doc.kind !== 'roll-call') throw new Error(`${name} is not a roll call`);
  return doc.rollCall;
}
/** Positions as comparable rows, whatever order the format lists them in. */
const positions = (rc: ImportedRollCall) =>
  rc.positions.map((p) => `${p.voterId}:${p.position}`).sort();

function failure(name: string): RollCallImportError {
  try {
    parseRollCallDocument(read(name), name);
  } catch (err) {
    if (err instanceof RollCallImportError) return err;
    throw err;
  }
  throw new Error(`${name} parsed`);
}

describe('the same roll call in three formats', () => {
  const senate = ['vote_116_1_09095.xml', 'unitedstates-s9095-116.2019.data.json', 'unitedstates-s9095-116.2019.data.xml'].map(rollCall);
  const house = ['clerk-2019-roll9053.xml', 'unitedstates-h9053-116.2019.data.json', 'unitedstates-h9053-116.2019.data.xml'].map(rollCall);

  it('gives the same id, bill, time and positions (Senate: LIS XML, data.json, data.xml)', () => {
    for (const rc of senate) {
      expect(rc).toMatchObject({
        rollCallId: 's9095-116.2019', chamber: 'Senate', congress: 116, session: 1, year: 2019, rollNumber: 9095,
        billId: '116-sjres-9910', votedAt: '2019-04-10T14:57:00.000Z', result: 'Joint Resolution Passed', tieBreaker: 'yea',
      });
      expect(positions(rc)).toEqual(['S901:yea', 'S902:nay', 'S903:nay', 'S904:yea']);
      expect(rc.positions.every((p) => p.idKind === 'lis')).toBe(true);
    }
    expect(senate.map((r) => r.format)).toEqual(['senate-lis-xml', 'unitedstates-data-json', 'unitedstates-data-xml']);
  });

  it('gives the same id, bill, time and positions (House: Clerk XML, data.json, data.xml)', () => {
    for (const rc of house) {
      expect(rc).toMatchObject({
        rollCallId: 'h9053-116.2019', chamber: 'House', congress: 116, session: 1, rollNumber: 9053,
        billId: '116-hjres-9920', votedAt: '2019-02-27T15:26:00.000Z', result: 'Passed', tieBreaker: null,
      });
      expect(positions(rc)).toEqual(['C000112:nay', 'F000478:present', 'G000106:not_voting', 'T000489:yea', 'V000101:yea']);
    }
  });

  it('keeps the party the vote file gives (data.xml has none)', () => {
    expect(senate[0].positions.find((p) => p.voterId === 'S903')?.party).toBe('I');
    expect(senate[2].positions.every((p) => p.party === null)).toBe(true);
  });
});

describe('traps in FORMATS.md', () => {
  it('Speaker election: no bill, candidate names kept as cast and counted apart', () => {
    const rc = rollCall('clerk-2019-roll9002-speaker.xml');
    expect(rc).toMatchObject({ billId: null, question: 'Election of the Speaker', result: 'Atlarge', votedAt: '2019-01-03T19:33:00.000Z' });
    expect(rc.positions.map((p) => [p.cast, p.position])).toEqual([['Atlarge', 'other'], ['Atlarge', 'other'], ['Coastal', 'other']]);
  });

  it('Committee of the Whole: <committee> instead of <chamber>, Aye/No normalized, the amendment named', () => {
    const rc = rollCall('clerk-2019-roll9037-committee.xml');
    expect(rc).toMatchObject({ chamber: 'House', billId: '116-hr-9921', amendment: '18: Atlarge of Vermont Amendment No. 11', result: 'Failed' });
    expect(rc.positions.map((p) => `${p.cast}>${p.position}`)).toEqual(['Aye>yea', 'No>nay', 'No>nay']);
  });

  it('delegates vote only in Committee of the Whole, with state XX', () => {
    const rc = rollCall('unitedstates-h9037-116.2019.data.json');
    expect(rc.positions.find((p) => p.voterId === 'D000100')).toMatchObject({ state: 'XX', position: 'yea', cast: 'Aye' });
  });

  it('vice-presidential tie-breaks: "VP" (data.json), VP="1" (data.xml), <by_whom> (LIS) are no member', () => {
    for (const name of ['vote_116_1_09095.xml', 'unitedstates-s9095-116.2019.data.json', 'unitedstates-s9095-116.2019.data.xml']) {
      const rc = rollCall(name);
      expect(rc.tieBreaker).toBe('yea');
      expect(rc.positions).toHaveLength(4);
    }
  });

  it('Eastern time in winter and summer, and the Senate date with two spaces', () => {
    expect(easternToUtc(2025, 0, 3, 14, 33)).toBe('2025-01-03T19:33:00.000Z');
    expect(easternToUtc(2025, 8, 8, 18, 56)).toBe('2025-09-08T22:56:00.000Z');
    // The hour that does not exist when clocks go forward still gives an instant.
    expect(easternToUtc(2025, 2, 9, 2, 30)).toMatch(/^2025-03-09T0[67]:30:00.000Z$/);
  });

  it('bill spellings: H J RES (Clerk), S.J.Res. (LIS), hjres (data.json), GovTrack codes where hr is H.Res.', () => {
    expect(rollCall('clerk-2019-roll9053.xml').billId).toBe('116-hjres-9920');
    expect(rollCall('vote_116_1_09095.xml').billId).toBe('116-sjres-9910');
    const asHres = read('unitedstates-h9053-116.2019.data.xml').replace('type="hj"', 'type="hr"');
    const doc = parseRollCallDocument(asHres);
    expect(doc.kind === 'roll-call' && doc.rollCall.billId).toBe('116-hres-9920');
  });
});

describe('legislators file', () => {
  const doc = parseRollCallDocument(read('legislators.yaml'), 'legislators.yaml');
  const members = doc.kind === 'legislators' ? doc.members : [];
  const byId = (id: string) => members.find((m) => m.bioguideId === id) as ImportedMember;

  it('reads every member with ids, name (first + last when official_full is missing) and terms', () => {
    expect(members).toHaveLength(8);
    expect(byId('S000902')).toMatchObject({ lisId: 'S902', name: 'Jo Junior' });
    expect(byId('V000101').lisId).toBeNull();
  });

  it('maps district 0 to at-large for states and tells delegates apart by state', () => {
    const vt = termAt(byId('V000101'), '2019-02-27')!;
    expect(districtCode(vt.state, vt.district!)).toBe('VT-AL');
    const dc = termAt(byId('D000100'), '2019-02-27')!;
    expect([dc.state, dc.district]).toEqual(['DC', 0]);
  });

  it('takes the term at the vote date, not the last one (a district change, a representative turned senator)', () => {
    const gus = byId('G000106');
    expect(districtCode(termAt(gus, '2018-05-01')!.state, termAt(gus, '2018-05-01')!.district!)).toBe('GA-06');
    expect(districtCode(termAt(gus, '2019-05-01')!.state, termAt(gus, '2019-05-01')!.district!)).toBe('GA-07');
    const pat = byId('C000114');
    expect(termAt(pat, '2018-05-01')).toMatchObject({ chamber: 'House', district: 11 });
    expect(termAt(pat, '2019-05-01')).toMatchObject({ chamber: 'Senate', senateClass: 1 });
  });

  it('splits a term at a mid-term party switch', () => {
    const chris = byId('C000113');
    expect(termAt(chris, '2019-02-01')!.party).toBe('D');
    expect(termAt(chris, '2019-04-10')!.party).toBe('I');
  });
});

describe('bad files name the fault and, where known, the line', () => {
  it('malformed XML', () => {
    const err = failure('broken/truncated-lis.xml');
    expect(err.message).toMatch(/^malformed XML/);
    expect(err.line).toBe(6);
  });

  it('malformed JSON', () => {
    const err = failure('broken/malformed.data.json');
    expect(err.message).toMatch(/^malformed JSON/);
    expect(err.line).toBe(5);
  });

  it('a roll call without its date', () => {
    expect(failure('broken/no-date.data.json').message).toBe('"date" is missing');
  });

  it('one bad member fails the whole roster file at that member', () => {
    const err = failure('broken/legislators-bad-term.yaml');
    expect(err.message).toBe("member B000999 term 1: a representative's district must be a whole number (0 at large)");
    expect(err.line).toBe(12);
  });
});
