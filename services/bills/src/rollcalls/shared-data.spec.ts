import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_ROLLCALL_DIR } from '../../test/paths';
import { districtCode, termAt } from './districts';
import { parseRollCallDocument } from './parse';
import type { ImportedMember, ImportedRollCall } from './types';

// Needs ../shared/data/rollcall (or CIVIC_SHARED_ROLLCALL_DIR); without it these tests are
// reported as skipped, and the fixtures in test/fixtures/rollcall still cover every format.
const present = existsSync(SHARED_ROLLCALL_DIR);
if (!present) {
  console.log(`Skipping the shared roll-call tests: ${SHARED_ROLLCALL_DIR} does not exist (set CIVIC_SHARED_ROLLCALL_DIR to point at it).`);
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(xml|json|ya?ml)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const counts = (rc: ImportedRollCall) => {
  const c = { yea: 0, nay: 0, present: 0, not_voting: 0, other: 0 };
  for (const p of rc.positions) c[p.position] += 1;
  return c;
};
const positionMap = (rc: ImportedRollCall) => Object.fromEntries(rc.positions.map((p) => [p.voterId, p.position]));

(present ? describe : describe.skip)(`the real roll calls in ${SHARED_ROLLCALL_DIR}`, () => {
  const rollCalls = new Map<string, ImportedRollCall[]>();
  let members: ImportedMember[] = [];

  beforeAll(() => {
    for (const file of files(SHARED_ROLLCALL_DIR)) {
      const doc = parseRollCallDocument(readFileSync(file, 'utf8'), file);
      if (doc.kind === 'legislators') members = doc.members;
      else rollCalls.set(doc.rollCall.rollCallId, [...(rollCalls.get(doc.rollCall.rollCallId) ?? []), doc.rollCall]);
    }
  });

  it('parses all 33 files into 22 roll calls and the roster', () => {
    expect([...rollCalls.values()].flat()).toHaveLength(32);
    expect(rollCalls.size).toBe(22);
    expect(members).toHaveLength(537);
  });

  it('links the five newer roll calls to their bills', () => {
    const bills = Object.fromEntries(['h53-119.2025', 's206-119.2025', 's207-119.2025', 's95-119.2025', 'h201-118.2023'].map((id) => [id, rollCalls.get(id)![0].billId]));
    expect(bills).toEqual({
      'h53-119.2025': '119-hjres-20', 's206-119.2025': '119-hjres-20', 's207-119.2025': '119-hjres-20', 's95-119.2025': '119-sjres-10', 'h201-118.2023': '118-hconres-30',
    });
  });

  it('tallies as FORMATS.md lists them, in every format of each', () => {
    const expected: Record<string, [number, number, number, number]> = {
      'h53-119.2025': [221, 198, 2, 12], 's206-119.2025': [52, 42, 0, 6], 's207-119.2025': [53, 44, 0, 3], 's95-119.2025': [47, 52, 0, 1], 'h201-118.2023': [102, 321, 0, 11],
    };
    for (const [id, tally] of Object.entries(expected)) {
      for (const rc of rollCalls.get(id)!) {
        const c = counts(rc);
        expect([id, rc.format, c.yea, c.nay, c.present, c.not_voting]).toEqual([id, rc.format, ...tally]);
      }
    }
  });

  it('gives every member the same position in every format of the same roll call', () => {
    for (const id of ['s95-119.2025', 's206-119.2025', 's207-119.2025', 'h240-119.2025', 'h2-119.2025']) {
      const all = rollCalls.get(id)!;
      expect(all.length).toBeGreaterThanOrEqual(2);
      for (const rc of all.slice(1)) expect(positionMap(rc)).toEqual(positionMap(all[0]));
    }
  });

  it('handles the Speaker election, Committee of the Whole delegates, Aye/No and VP tie-breaks', () => {
    const speaker = rollCalls.get('h2-119.2025')!;
    for (const rc of speaker) expect([rc.billId, rc.positions.length, counts(rc).other]).toEqual([null, 434, 434]);
    const cow = rollCalls.get('h37-118.2023')![0];
    expect(cow.positions).toHaveLength(440);
    expect(cow.positions.filter((p) => p.state === 'XX').map((p) => p.voterId)).toHaveLength(6);
    const aye = rollCalls.get('h589-114.2015')![0];
    expect([counts(aye).yea, counts(aye).nay]).toEqual([216, 207]);
    expect(rollCalls.get('s54-117.2021')![0].tieBreaker).toBe('yea');
    expect(counts(rollCalls.get('s54-117.2021')![0]).yea).toBe(50);
  });

  it('maps House voters by bioguide and senators by LIS id to the term at the vote date', () => {
    const byBioguide = new Map(members.map((m) => [m.bioguideId, m]));
    const byLis = new Map(members.filter((m) => m.lisId).map((m) => [m.lisId!, m]));
    const h53 = rollCalls.get('h53-119.2025')![0];
    const date = h53.votedAt.slice(0, 10);
    const unresolved = h53.positions.filter((p) => !byBioguide.get(p.voterId) || !termAt(byBioguide.get(p.voterId)!, date, 'House'));
    expect(h53.positions).toHaveLength(433);
    expect(unresolved.map((p) => p.voterId)).toContain('T000489');
    expect(unresolved).toHaveLength(11);
    // FL-1 and FL-6 were vacant that day: no voter holds them.
    const districts = new Set(h53.positions.flatMap((p) => {
      const t = byBioguide.get(p.voterId) && termAt(byBioguide.get(p.voterId)!, date, 'House');
      return t ? [districtCode(t.state, t.district!)] : [];
    }));
    expect(districts.has('FL-01')).toBe(false);
    expect(districts.has('FL-06')).toBe(false);
    const s95 = rollCalls.get('s95-119.2025')![0];
    expect(s95.positions.filter((p) => !byLis.has(p.voterId)).map((p) => p.voterId)).toEqual(['S419']);
    // Roll 201 (2023): members who changed seat are mapped with their 2023 term.
    const h201 = rollCalls.get('h201-118.2023')![0];
    const boebert = byBioguide.get('B000825')!;
    const t = termAt(boebert, h201.votedAt.slice(0, 10), 'House')!;
    expect(h201.positions.some((p) => p.voterId === 'B000825')).toBe(true);
    expect(districtCode(t.state, t.district!)).toBe('CO-03');
    expect(districtCode(termAt(boebert, '2025-06-01', 'House')!.state, termAt(boebert, '2025-06-01', 'House')!.district!)).toBe('CO-04');
  });

  it('finds the two members without official_full and names them first + last', () => {
    const raw = readFileSync(join(SHARED_ROLLCALL_DIR, 'legislators-current.yaml'), 'utf8');
    expect((raw.match(/official_full:/g) ?? []).length).toBe(535);
    expect(members.every((m) => m.name.trim().length > 0)).toBe(true);
  });
});
