import { AiError, type AiProvider, type AiResult, type AiUsage } from '@civic/ai';

/** Prices in US dollars per million tokens (AI_PRICE_*_USD_PER_MTOK); 0 when unknown. */
export interface TokenPrices {
  promptUsdPerMTok: number;
  completionUsdPerMTok: number;
}

/** What one job spent: every provider call it made, answered or not. */
export interface JobSpend {
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
  /** The model that answered (the last call's); "unknown" when no call got an answer. */
  model: string;
}

export const tokensOf = (s: Pick<JobSpend, 'promptTokens' | 'completionTokens'>) => s.promptTokens + s.completionTokens;

/**
 * The provider as one job sees it: every call's `usage` (or, for an answer that could not be used,
 * the usage on its error) is added to the job's spend. The offline provider reports none, so 0.
 */
export function meteredProvider(provider: AiProvider, prices: TokenPrices): { provider: AiProvider; spend: () => JobSpend } {
  const spend: JobSpend = { promptTokens: 0, completionTokens: 0, costUsd: 0, model: 'unknown' };
  const add = (usage: AiUsage | undefined, model?: string) => {
    if (model) spend.model = model;
    if (!usage) return;
    spend.promptTokens += usage.promptTokens;
    spend.completionTokens += usage.completionTokens;
    spend.costUsd = (spend.promptTokens * prices.promptUsdPerMTok + spend.completionTokens * prices.completionUsdPerMTok) / 1e6;
  };
  const wrap =
    <I, O>(call: (input: I, options?: Parameters<AiProvider['synthesizeBill']>[1]) => Promise<AiResult<O>>) =>
    async (input: I, options?: Parameters<AiProvider['synthesizeBill']>[1]): Promise<AiResult<O>> => {
      try {
        const result = await call(input, options);
        add(result.usage, result.provenance.model);
        return result;
      } catch (err) {
        if (err instanceof AiError) add(err.usage);
        throw err;
      }
    };
  return {
    provider: {
      name: provider.name,
      synthesizeBill: wrap((i, o) => provider.synthesizeBill(i, o)),
      moderateText: wrap((i, o) => provider.moderateText(i, o)),
      moderateBill: wrap((i, o) => provider.moderateBill(i, o)),
    },
    spend: () => ({ ...spend }),
  };
}
