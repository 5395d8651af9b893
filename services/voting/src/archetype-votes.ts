import type { EntityManager } from 'typeorm';
import { ActiveBillsRepository, TalliesRepository, UNKNOWN_DISTRICT, VotersRepository, VotesRepository } from './repositories';

/*
 * Archetype votes (DESIGN §4): the bulk writes that give voters their archetype's suggested votes,
 * composed of the repositories' statements inside one transaction each (vote writes first, then
 * the tallies they moved).
 */

export interface ReconcileResult {
  votesAdded: number;
  votesChanged: number;
  votesMoved: number;
  /** Districts whose tallies this reconcile moved (their tally versions are bumped after commit). */
  districts: string[];
}

/**
 * Brings one voter's votes in line with their profile, inside the caller's transaction:
 *  - every vote counts in the voter's current district (a voter who moved takes them along);
 *  - archetype votes follow the current archetype's suggestions (personal votes never change);
 *  - every active bill without a vote gets the archetype's suggestion, in batches of
 *    `batchSize` bills: one statement per batch that inserts the votes and upserts their tallies.
 * Idempotent: a second run finds nothing to do.
 */
export async function reconcileVoter(m: EntityManager, userId: string, batchSize: number): Promise<ReconcileResult> {
  const voters = new VotersRepository(m);
  const votes = new VotesRepository(m);
  const tallies = new TalliesRepository(m);
  await voters.lockForBulkWork(userId);
  const voter = await voters.profile(userId);
  const district = voter?.district ?? UNKNOWN_DISTRICT;
  const key = voter?.archetypeKey ?? null;

  const fix = await votes.rehomeVoter(userId, district, key);
  await tallies.apply(fix.deltas);
  const districts = new Set(fix.deltas.map((d) => d.district));

  let added = 0;
  if (key) {
    let after = '';
    for (;;) {
      // The batch's tallies move in the same statement as its votes.
      const batch = await votes.addArchetypeVotes(userId, key, district, after, batchSize);
      added += batch.added;
      if (batch.scanned < batchSize || batch.last === null) break;
      after = batch.last;
    }
  }
  if (added) districts.add(district);
  return { votesAdded: added, votesChanged: fix.changed, votesMoved: fix.moved, districts: [...districts] };
}

export interface FanoutResult {
  votesAdded: number;
  votesChanged: number;
  chunks: number;
  superseded: boolean;
}

const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * Gives every voter with an archetype that archetype's suggested vote on one bill (and, when the
 * bill's suggestions changed, moves existing archetype votes to the new suggestion). Voters are
 * taken `chunkSize` at a time in user-id order, each chunk its own transaction: one statement
 * for the votes, one grouped upsert for the tallies (a few hundred districts). Stops early when
 * a newer fan-out version of the bill exists; marks the version done at the end.
 */
export async function fanOutBill(
  ds: { transaction<T>(fn: (m: EntityManager) => Promise<T>): Promise<T> },
  billId: string,
  version: number,
  chunkSize: number,
  /** After each chunk's commit (its tallies moved in many districts). */
  afterChunk: () => Promise<void> = async () => {},
): Promise<FanoutResult> {
  const result: FanoutResult = { votesAdded: 0, votesChanged: 0, chunks: 0, superseded: false };
  let after = FIRST_UUID;
  for (;;) {
    const step = await ds.transaction(async (m) => {
      const activeBills = new ActiveBillsRepository(m);
      const bill = await activeBills.lockForFanout(billId);
      if (!bill || bill.fanoutVersion !== version) return 'superseded' as const;
      const range = await new VotersRepository(m).archetypeVoterRange(after, chunkSize);
      if (range.n === 0 || range.last === null) {
        await activeBills.markFanoutDone(billId, version);
        return 'done' as const;
      }
      const chunk = await new VotesRepository(m).fanOutChunk(billId, bill.archetypeVotes, after, range.last);
      await new TalliesRepository(m).apply(chunk.deltas);
      result.votesAdded += chunk.added;
      result.votesChanged += chunk.changed;
      result.chunks += 1;
      after = range.last;
      return 'more' as const;
    });
    if (step === 'superseded') return { ...result, superseded: true };
    if (step === 'done') return result;
    await afterChunk();
  }
}
