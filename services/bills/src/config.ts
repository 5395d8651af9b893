import { z } from 'zod';
import { loadServiceConfig } from '@civic/service-kit';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default(fallback)
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The bills service's own variables (besides the shared ones and BILLS_*_PORT). */
export const billsEnv = z
  .object({
    /** Load the built-in sample of real bills when the bills table is empty at start. */
    BILLS_LOAD_SAMPLE: flag('true'),
    /** Events applied from inbox.bills at once. */
    BILLS_INBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  })
  .transform((e) => ({ loadSample: e.BILLS_LOAD_SAMPLE, inboxConcurrency: e.BILLS_INBOX_CONCURRENCY }));

export type BillsConfig = ReturnType<typeof billsConfig>;

/** The parsed config, provided to the module's providers. */
export const BILLS_CONFIG = Symbol('BILLS_CONFIG');

/** Parsed once per process, by main.ts at boot; AppModule.forRoot hands it to the providers. */
export function billsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('bills', billsEnv, env);
}
