import type {
  AiProvenance,
  BillModerationOutput,
  BillSynthesisOutput,
  ModerateBillInput,
  ModerateTextInput,
  SynthesizeBillInput,
  TextModerationOutput,
} from '@civic/contracts';

/** Tokens a provider call consumed, from the OpenAI `usage` field (what the operator pays for). */
export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
}

/** The offline provider's usage: it calls no model. */
export const NO_USAGE: AiUsage = Object.freeze({ promptTokens: 0, completionTokens: 0 });

/** A validated AI output and where it came from (stored with it, DESIGN §4). */
export interface AiResult<T> {
  output: T;
  provenance: AiProvenance;
  /** Tokens spent on this answer; absent means none (the offline provider). */
  usage?: AiUsage;
}

export interface AiCallOptions {
  /** Aborts the call (e.g. on worker shutdown); the error is retryable. */
  signal?: AbortSignal;
}

/**
 * The AI work the product needs. Every method validates its input and output against the
 * `@civic/contracts` schemas and throws `AiError`s (see errors.ts) on failure.
 */
export interface AiProvider {
  readonly name: string;
  synthesizeBill(input: SynthesizeBillInput, options?: AiCallOptions): Promise<AiResult<BillSynthesisOutput>>;
  moderateText(input: ModerateTextInput, options?: AiCallOptions): Promise<AiResult<TextModerationOutput>>;
  moderateBill(input: ModerateBillInput, options?: AiCallOptions): Promise<AiResult<BillModerationOutput>>;
}
