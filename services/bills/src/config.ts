import { z } from 'zod';
import { baseEnv, commonServiceConfig, CommonServiceConfig, loadConfig, servicePorts } from '@civic/service-kit';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default(fallback)
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const billsEnv = baseEnv.extend({
  ...servicePorts('bills').shape,
  /** Load the built-in sample of real bills when the bills table is empty at start. */
  BILLS_LOAD_SAMPLE: flag('true'),
  /** Events applied from inbox.bills at once. */
  BILLS_INBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});

export interface BillsConfig extends CommonServiceConfig {
  loadSample: boolean;
  inboxConcurrency: number;
}

let cached: BillsConfig | undefined;

export function billsConfig(): BillsConfig {
  if (cached) return cached;
  const env = loadConfig(billsEnv) as z.infer<typeof baseEnv> & Record<string, unknown> & { BILLS_LOAD_SAMPLE: boolean; BILLS_INBOX_CONCURRENCY: number };
  cached = {
    ...commonServiceConfig('bills', env),
    loadSample: env.BILLS_LOAD_SAMPLE,
    inboxConcurrency: env.BILLS_INBOX_CONCURRENCY,
  };
  return cached;
}
