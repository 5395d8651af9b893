import { setTimeout as sleep } from 'node:timers/promises';
import type { AiCallOptions, AiProvider } from '@civic/ai';

/**
 * TEST AND BENCH ONLY (AI_LOCAL_DELAY_MS): makes the offline local provider take as long as a
 * real model call, so a test can kill a worker while jobs are in flight. Config refuses it in
 * production and for any provider but the local one.
 */
export function withArtificialDelay(provider: AiProvider, delayMs: number): AiProvider {
  if (delayMs <= 0) return provider;
  const wait = (options?: AiCallOptions) => sleep(delayMs, undefined, { signal: options?.signal });
  return {
    name: provider.name,
    synthesizeBill: async (input, options) => (await wait(options), provider.synthesizeBill(input, options)),
    moderateText: async (input, options) => (await wait(options), provider.moderateText(input, options)),
    moderateBill: async (input, options) => (await wait(options), provider.moderateBill(input, options)),
  };
}
