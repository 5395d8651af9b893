import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_BILLS } from '../../sample';
import { SHARED_ROLLCALL_DIR } from '../../../test/paths';
import { parseRollCallDocument } from '../parse';
import { sampleMembers, sampleRollCalls } from '.';

const tally = (positions: { position: string }[]) =>
  ['yea', 'nay', 'present', 'not_voting'].map((p) => positions.filter((x) => x.position === p).length);

describe('the built-in roll calls', () => {
  const rollCalls = sampleRollCalls();
  const members = sampleMembers();

  it('are on built-in sample bills, with the recorded tallies', () => {
    const bills = new Set(SAMPLE_BILLS.map((b) => b.billId));
    expect(rollCalls.map((r) => [r.rollCallId, r.billId, tally(r.positions)])).toEqual([
      ['h53-119.2025', '119-hjres-20', [221, 198, 2, 12]],
      ['s206-119.2025', '119-hjres-20', [52, 42, 0, 6]],
      ['s207-119.2025', '119-hjres-20', [53, 44, 0, 3]],
    ]);
    for (const rc of rollCalls) expect(bills.has(rc.billId!)).toBe(true);
  });

  it('come with the members who cast them: every voter still in office, and two senators a state', () => {
    const ids = new Set(members.flatMap((m) => [m.bioguideId, m.lisId]));
    // FORMATS.md: 11 House voters of roll 53 and 1 senator (S419) have left office since.
    expect(rollCalls.map((rc) => rc.positions.filter((p) => !ids.has(p.voterId)).length)).toEqual([11, 1, 1]);
    const senators = new Map<string, number>();
    for (const m of members) for (const t of m.terms) if (t.chamber === 'Senate' && t.start <= '2025-04-01') senators.set(t.state, (senators.get(t.state) ?? 0) + 1);
    expect(senators.size).toBe(50);
    for (const m of members.filter((x) => x.terms.some((t) => t.chamber === 'Senate'))) expect(m.lisId).toMatch(/^S\d+$/);
  });

  const shared = existsSync(SHARED_ROLLCALL_DIR);
  (shared ? it : it.skip)(`match the public records in ${SHARED_ROLLCALL_DIR} (skipped when absent)`, () => {
    const files: Record<string, string> = { 'h53-119.2025': 'unitedstates-h53-119.2025.data.json', 's206-119.2025': 'vote_119_1_00206.xml', 's207-119.2025': 'vote_119_1_00207.xml' };
    for (const rc of rollCalls) {
      const doc = parseRollCallDocument(readFileSync(join(SHARED_ROLLCALL_DIR, files[rc.rollCallId]), 'utf8'));
      expect(doc.kind === 'roll-call' && doc.rollCall).toEqual(rc);
    }
  });
});
