import {
  billModerationAssessment,
  billSynthesisOutput,
  decideBillModeration,
  VIOLATION_SCORE_CAP,
  moderateBillInput,
  moderateTextInput,
  synthesizeBillInput,
  textModerationOutput,
  type BillModerationOutput,
  type BillSynthesisOutput,
  type ModerateBillInput,
  type ModerateTextInput,
  type SynthesizeBillInput,
  type TextModerationOutput,
} from '@civic/contracts';
import type OpenAI from 'openai';
import type { z } from 'zod';
import { AiError, AiOutputError, fromOpenAiError } from './errors';
import { toStrictJsonSchema } from './json-schema';
import { openAiSdk } from './openai-sdk';
import type { AiCallOptions, AiProvider, AiResult, AiUsage } from './provider';
import {
  PROMPT_VERSION,
  billModerationMessages,
  billSynthesisMessages,
  textModerationMessages,
  type ChatMessage,
} from './prompts';
import { parseInput, parseModelOutput } from './validate';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_TIMEOUT_MS = 60_000;
export const DEFAULT_OPENAI_MAX_RETRIES = 2;
export const DEFAULT_OPENAI_MAX_INPUT_CHARS = 24_000;
export const DEFAULT_OPENAI_MODERATION_MODEL = 'omni-moderation-latest';

/** Moderation-endpoint categories that make a text a hard violation (never fixed by tone alone). */
const HARD_CATEGORIES = /^(hate|hate\/threatening|harassment\/threatening|violence|self-harm\/instructions|sexual\/minors|illicit\/violent)$/;

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; defaults to the SDK's (api.openai.com). */
  baseURL?: string;
  model?: string;
  /** Per attempt; the SDK retries timeouts up to maxRetries. */
  timeoutMs?: number;
  /** SDK retries for connection errors, timeouts, 408/409/429/5xx (with backoff, honouring retry-after). */
  maxRetries?: number;
  /** Cap on summary/bill text sent, per field. */
  maxInputChars?: number;
  /**
   * Sent only when set: reasoning models reject any temperature but their default, and the
   * model is configurable.
   */
  temperature?: number;
  /**
   * The moderation endpoint's model, asked beside the structured prompt for decency; null skips
   * it (OpenAI-compatible servers such as Ollama or llama.cpp have no /moderations).
   */
  moderationModel?: string | null;
}

/** What the moderation endpoint flagged, as reasons an author can read. */
interface Flagged {
  categories: string[];
  hard: boolean;
}

/** Keep raw model output in errors short enough for logs and job records. */
const RAW_CONTENT_LOG_LIMIT = 2000;

export class OpenAiProvider implements AiProvider {
  readonly name = 'openai';
  readonly model: string;
  private readonly client: OpenAI;
  private readonly maxInputChars: number;
  private readonly temperature: number | undefined;
  private readonly moderationModel: string | null;
  // Schemas are converted once: the conversion walks 32 archetype objects.
  private readonly schemas = new Map<string, Record<string, unknown>>();

  constructor(options: OpenAiProviderOptions) {
    this.model = options.model ?? DEFAULT_OPENAI_MODEL;
    this.maxInputChars = options.maxInputChars ?? DEFAULT_OPENAI_MAX_INPUT_CHARS;
    this.temperature = options.temperature;
    this.moderationModel = options.moderationModel === undefined ? DEFAULT_OPENAI_MODERATION_MODEL : options.moderationModel;
    this.client = new (openAiSdk())({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS,
      maxRetries: options.maxRetries ?? DEFAULT_OPENAI_MAX_RETRIES,
    });
  }

  async synthesizeBill(input: SynthesizeBillInput, options?: AiCallOptions): Promise<AiResult<BillSynthesisOutput>> {
    const parsed = parseInput(synthesizeBillInput, input, 'bill synthesis');
    return this.complete('bill_synthesis', billSynthesisOutput, billSynthesisMessages(parsed, this.maxInputChars), options);
  }

  async moderateText(input: ModerateTextInput, options?: AiCallOptions): Promise<AiResult<TextModerationOutput>> {
    const parsed = parseInput(moderateTextInput, input, 'text moderation');
    const [result, flagged] = await Promise.all([
      this.complete('text_moderation', textModerationOutput, textModerationMessages(parsed, this.maxInputChars), options),
      this.flag([parsed.title, parsed.content].filter(Boolean).join('\n\n'), options),
    ]);
    if (!flagged) return result;
    // Either reviewer rejecting is enough: the endpoint is trained for exactly this judgement.
    const o = result.output;
    return {
      output: { decision: 'rejected', reasons: [...o.reasons, flaggedReason(flagged)].slice(0, 10), categories: [...new Set([...o.categories, ...flagged.categories])].slice(0, 10) },
      provenance: result.provenance,
      usage: result.usage,
    };
  }

  async moderateBill(input: ModerateBillInput, options?: AiCallOptions): Promise<AiResult<BillModerationOutput>> {
    const parsed = parseInput(moderateBillInput, input, 'bill moderation');
    const [result, flagged] = await Promise.all([
      this.complete('bill_moderation', billModerationAssessment, billModerationMessages(parsed, this.maxInputChars), options),
      this.flag([parsed.title, parsed.description, parsed.fullText].filter(Boolean).join('\n\n'), options),
    ]);
    let a = result.output;
    if (flagged) {
      a = {
        ...a,
        decencyScore: Math.min(a.decencyScore, VIOLATION_SCORE_CAP),
        overallScore: Math.min(a.overallScore, VIOLATION_SCORE_CAP),
        hardViolation: a.hardViolation || flagged.hard,
        decencyAssessment: `${a.decencyAssessment} ${flaggedReason(flagged)}`.slice(0, 2000),
        rejectionReasons: [...a.rejectionReasons, flaggedReason(flagged)].slice(0, 20),
      };
    }
    // The model assesses; the approval rule is ours (DESIGN §4), so the model never decides.
    return { output: decideBillModeration(a), provenance: result.provenance, usage: result.usage };
  }

  /** The moderation endpoint's verdict on a text: undefined when not flagged (or not configured). */
  private async flag(text: string, options?: AiCallOptions): Promise<Flagged | undefined> {
    if (!this.moderationModel) return undefined;
    let response: OpenAI.Moderations.ModerationCreateResponse;
    try {
      response = await this.client.moderations.create({ model: this.moderationModel, input: text.slice(0, this.maxInputChars) }, { signal: options?.signal });
    } catch (err) {
      throw fromOpenAiError(err);
    }
    const result = response.results?.[0];
    if (!result?.flagged) return undefined;
    const categories = Object.entries(result.categories ?? {}).filter(([, on]) => on).map(([name]) => name);
    return { categories, hard: categories.some((c) => HARD_CATEGORIES.test(c)) };
  }

  private jsonSchema(name: string, schema: z.ZodType): Record<string, unknown> {
    let json = this.schemas.get(name);
    if (!json) {
      json = toStrictJsonSchema(schema);
      this.schemas.set(name, json);
    }
    return json;
  }

  private async complete<S extends z.ZodType>(
    name: string,
    schema: S,
    messages: ChatMessage[],
    options?: AiCallOptions,
  ): Promise<AiResult<z.output<S>>> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create(
        {
          model: this.model,
          messages,
          ...(this.temperature === undefined ? {} : { temperature: this.temperature }),
          response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: this.jsonSchema(name, schema) } },
        },
        { signal: options?.signal },
      );
    } catch (err) {
      throw fromOpenAiError(err);
    }

    // A server that sends no usage (some OpenAI-compatible ones) is counted as 0.
    const usage: AiUsage = { promptTokens: completion.usage?.prompt_tokens ?? 0, completionTokens: completion.usage?.completion_tokens ?? 0 };
    try {
      return { ...this.read(name, schema, completion), usage };
    } catch (err) {
      // An unusable answer was still paid for.
      if (err instanceof AiError) err.usage = usage;
      throw err;
    }
  }

  private read<S extends z.ZodType>(name: string, schema: S, completion: OpenAI.Chat.Completions.ChatCompletion): AiResult<z.output<S>> {
    const choice = completion.choices?.[0];
    const what = `OpenAI ${name}`;
    if (!choice) throw new AiOutputError('empty', `${what} returned no choices`);
    if (choice.message?.refusal) throw new AiOutputError('refusal', `${what} refused: ${choice.message.refusal}`);
    if (choice.finish_reason === 'length') {
      throw new AiOutputError('truncated', `${what} output was cut off at the token limit`, {
        rawContent: choice.message?.content?.slice(0, RAW_CONTENT_LOG_LIMIT),
      });
    }
    if (choice.finish_reason === 'content_filter') throw new AiOutputError('refusal', `${what} output was blocked by the content filter`);
    const content = choice.message?.content;
    if (!content) throw new AiOutputError('empty', `${what} returned an empty message`);

    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new AiOutputError('invalid_json', `${what} returned content that is not valid JSON`, {
        rawContent: content.slice(0, RAW_CONTENT_LOG_LIMIT),
      });
    }
    const output = parseModelOutput(schema, json, what, content.slice(0, RAW_CONTENT_LOG_LIMIT));
    return {
      output,
      // The server's model id is more precise than the alias we asked for (e.g. a dated snapshot).
      provenance: { provider: 'openai', model: completion.model || this.model, promptVersion: PROMPT_VERSION },
    };
  }
}

function flaggedReason(f: Flagged): string {
  return `Flagged by the content moderation check${f.categories.length ? ` (${f.categories.join(', ')})` : ''}.`;
}
