import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { RollCallsRepository } from './roll-calls.repository';
import type { ImportedMember, ImportedRollCall, RollCallFormat } from './types';

export type StoreOutcome = 'imported' | 'updated' | 'unchanged';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * How much a format tells: the chamber's own file names parties and the exact question; data.json
 * copies it; data.xml drops the party. The same roll call from a poorer format never overwrites
 * a richer one (FORMATS.md: deduplicate on the vote id, never on the file).
 */
export const FORMAT_RANK: Record<RollCallFormat, number> = {
  'house-clerk-xml': 3, 'senate-lis-xml': 3, 'unitedstates-data-json': 2, 'congress-api-json': 2, 'unitedstates-data-xml': 1,
};
const rankOf = (source: string) => FORMAT_RANK[source as RollCallFormat] ?? 0;

export function rollCallHash(rc: ImportedRollCall): string {
  const positions = [...rc.positions].sort((a, b) => (a.voterId < b.voterId ? -1 : a.voterId > b.voterId ? 1 : 0));
  const { format: _format, positions: _p, ...fields } = rc;
  return sha256(JSON.stringify([Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)), positions]));
}

export const memberHash = (m: ImportedMember) => sha256(JSON.stringify(m));

/** Stores one roll call in the caller's transaction, idempotently. */
export async function storeRollCall(m: EntityManager, rc: ImportedRollCall): Promise<StoreOutcome> {
  const repo = new RollCallsRepository(m);
  const hash = rollCallHash(rc);
  const stored = await repo.lockStored(rc.rollCallId);
  if (stored && stored.recordHash === hash) {
    // The same record from the chamber's own file: name it as the source, nothing else changes.
    if (FORMAT_RANK[rc.format] > rankOf(stored.source)) await repo.setSource(rc.rollCallId, rc.format);
    return 'unchanged';
  }
  if (stored && rankOf(stored.source) > FORMAT_RANK[rc.format]) return 'unchanged';
  await repo.save(rc, hash);
  return stored ? 'updated' : 'imported';
}

/**
 * Stores a roster in the caller's transaction: counts per outcome. `onlyNew` adds missing
 * members and leaves known ones alone (the built-in sample never trims an imported roster).
 */
export async function storeMembers(m: EntityManager, members: ImportedMember[], onlyNew = false): Promise<Record<StoreOutcome, number>> {
  const repo = new RollCallsRepository(m);
  const counts = { imported: 0, updated: 0, unchanged: 0 };
  const known = await repo.memberHashes(members.map((x) => x.bioguideId));
  for (const member of members) {
    const hash = memberHash(member);
    const stored = known.get(member.bioguideId);
    if (stored === hash || (onlyNew && stored !== undefined)) {
      counts.unchanged += 1;
      continue;
    }
    await repo.saveMember(member, hash);
    counts[stored ? 'updated' : 'imported'] += 1;
  }
  return counts;
}

/**
 * Loads the built-in roll calls and their members when none of those roll calls is stored,
 * under an advisory lock so replicas starting together load it once; a catalog imported by an
 * operator (which holds them) is never touched. Null when they were there already.
 */
export async function loadRollCallSample(ds: DataSource, sample: { members: ImportedMember[]; rollCalls: ImportedRollCall[] }): Promise<number | null> {
  return ds.transaction(async (m) => {
    const repo = new RollCallsRepository(m);
    await repo.lockSampleLoad();
    if (await repo.anyStored(sample.rollCalls.map((rc) => rc.rollCallId))) return null;
    await storeMembers(m, sample.members, true);
    for (const rc of sample.rollCalls) await storeRollCall(m, rc);
    return sample.rollCalls.length;
  });
}
