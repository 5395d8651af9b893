import type {
  AiProvenance,
  BillModerationOutput,
  BillSynthesisOutput,
  ModerateBillInput,
  ModerateTextInput,
  SynthesizeBillInput,
  TextModerationOutput,
} from '@civic/contracts';

/** A validated AI output and where it came from (stored with it, DESIGN §4). */
export interface AiResult<T> {
  output: T;
  provenance: AiProvenance;
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
