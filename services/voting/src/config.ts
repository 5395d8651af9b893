import { z } from 'zod';
import { loadServiceConfig } from '@civic/service-kit';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The voting service's own variables (besides the shared ones and VOTING_*_PORT). */
export const votingEnv = z
  .object({
    /** Parallel jobs (population, fan-out) this process runs. */
    VOTING_WORKER_CONCURRENCY: positiveInt(2),
    /** Bills per statement when one voter's archetype votes are registered. */
    VOTING_POPULATE_BATCH: positiveInt(5000),
    /** Voters per transaction when a new bill's archetype votes fan out. */
    VOTING_FANOUT_CHUNK: positiveInt(5000),
    /** Cast statements running at once; casts arriving meanwhile are committed together in the next. */
    VOTING_CAST_STATEMENTS_IN_FLIGHT: positiveInt(4),
    /** Most casts in one statement. */
    VOTING_CAST_BATCH_MAX: positiveInt(50),
  })
  .transform((e) => ({
    workerConcurrency: e.VOTING_WORKER_CONCURRENCY,
    populateBatch: e.VOTING_POPULATE_BATCH,
    fanoutChunk: e.VOTING_FANOUT_CHUNK,
    castStatementsInFlight: e.VOTING_CAST_STATEMENTS_IN_FLIGHT,
    castBatchMax: e.VOTING_CAST_BATCH_MAX,
  }));

export type VotingConfig = ReturnType<typeof votingConfig>;

export function votingConfig(env: NodeJS.ProcessEnv = process.env) {
  // VOTING_DB_POOL_SIZE: 20 by default, the casts' batches and the fan-out share it.
  return loadServiceConfig('voting', votingEnv, env, { dbPoolSize: 20 });
}

/** The parsed config, provided to the module's providers. */
export const VOTING_CONFIG = Symbol('VOTING_CONFIG');
