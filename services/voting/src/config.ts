import { z } from 'zod';
import { baseEnv, commonServiceConfig, CommonServiceConfig, loadConfig, servicePorts } from '@civic/service-kit';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const votingEnv = baseEnv.extend(servicePorts('voting').shape).extend({
  /** Parallel jobs (population, fan-out) this process runs. */
  VOTING_WORKER_CONCURRENCY: positiveInt(2),
  /** Bills per statement when one voter's archetype votes are registered. */
  VOTING_POPULATE_BATCH: positiveInt(5000),
  /** Voters per transaction when a new bill's archetype votes fan out. */
  VOTING_FANOUT_CHUNK: positiveInt(5000),
  /** PostgreSQL connections of this process. */
  VOTING_DB_POOL_SIZE: positiveInt(20),
  /** Cast statements running at once; casts arriving meanwhile are committed together in the next. */
  VOTING_CAST_STATEMENTS_IN_FLIGHT: positiveInt(4),
  /** Most casts in one statement. */
  VOTING_CAST_BATCH_MAX: positiveInt(50),
});

export interface VotingConfig extends CommonServiceConfig {
  workerConcurrency: number;
  populateBatch: number;
  fanoutChunk: number;
  dbPoolSize: number;
  castStatementsInFlight: number;
  castBatchMax: number;
}

export function votingConfig(): VotingConfig {
  const env = loadConfig(votingEnv) as z.infer<typeof baseEnv> & Record<string, unknown>;
  return {
    ...commonServiceConfig('voting', env),
    workerConcurrency: env.VOTING_WORKER_CONCURRENCY as number,
    populateBatch: env.VOTING_POPULATE_BATCH as number,
    fanoutChunk: env.VOTING_FANOUT_CHUNK as number,
    dbPoolSize: env.VOTING_DB_POOL_SIZE as number,
    castStatementsInFlight: env.VOTING_CAST_STATEMENTS_IN_FLIGHT as number,
    castBatchMax: env.VOTING_CAST_BATCH_MAX as number,
  };
}
