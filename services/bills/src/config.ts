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
    /** Distinct users whose reports hide a public user bill until an operator decides (ADR 0020). */
    BILLS_REPORT_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
    /** Reports of user bills one user may send in an hour (more are refused with 429). */
    BILLS_REPORTS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  })
  .transform((e) => ({
    loadSample: e.BILLS_LOAD_SAMPLE,
    inboxConcurrency: e.BILLS_INBOX_CONCURRENCY,
    reportThreshold: e.BILLS_REPORT_THRESHOLD,
    reportsPerUserPerHour: e.BILLS_REPORTS_PER_USER_PER_HOUR,
  }));

export type BillsConfig = ReturnType<typeof billsConfig>;

/** The parsed config, provided to the module's providers. */
export const BILLS_CONFIG = Symbol('BILLS_CONFIG');

/** Parsed once per process, by main.ts at boot; AppModule.forRoot hands it to the providers. */
export function billsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('bills', billsEnv, env);
}
