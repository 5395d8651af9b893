import { z } from 'zod';
import { AiConfigError } from './errors';
import { LEXICON_VERSION } from './local/lexicon';
import { LOCAL_SYNTHESIS_MODEL, LocalProvider } from './local/local-provider';
import { PROMPT_VERSION } from './prompts';
import {
  DEFAULT_OPENAI_MAX_INPUT_CHARS,
  DEFAULT_OPENAI_MODERATION_MODEL,
  DEFAULT_OPENAI_MAX_RETRIES,
  DEFAULT_OPENAI_MODEL,
  DEFAULT_OPENAI_TIMEOUT_MS,
  OpenAiProvider,
} from './openai-provider';
import type { AiProvider } from './provider';

// Compose files often pass unset variables as "": treat that as absent.
const optionalString = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());
const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

const aiEnv = z.object({
  AI_PROVIDER: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(['openai', 'local'], { error: 'AI_PROVIDER must be "openai" or "local"' }).optional(),
  ),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url({ error: 'OPENAI_BASE_URL must be a URL' }).optional()),
  OPENAI_MODEL: optionalString,
  OPENAI_TIMEOUT_MS: optionalInt(1, 600_000),
  OPENAI_MAX_RETRIES: optionalInt(0, 10),
  OPENAI_MAX_INPUT_CHARS: optionalInt(1000, 1_000_000),
  /** The moderation endpoint's model, or "off" for servers without /moderations (Ollama, llama.cpp). */
  OPENAI_MODERATION_MODEL: z.string().trim().min(1).optional(),
  OPENAI_TEMPERATURE: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().min(0).max(2).optional(),
  ),
});

export type AiConfig =
  | { provider: 'local' }
  | {
      provider: 'openai';
      apiKey: string;
      baseURL?: string;
      model: string;
      timeoutMs: number;
      maxRetries: number;
      maxInputChars: number;
      temperature?: number;
      moderationModel: string | null;
    };

/**
 * Reads AI settings from the environment, failing fast with every problem listed (DESIGN §8).
 * OpenAI is used when AI_PROVIDER=openai, or when AI_PROVIDER is unset and a key is present;
 * otherwise the offline local provider.
 */
export function readAiConfig(env: Record<string, string | undefined> = process.env): AiConfig {
  const parsed = aiEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new AiConfigError(`Invalid AI configuration: ${problems}`);
  }
  const e = parsed.data;
  const provider = e.AI_PROVIDER ?? (e.OPENAI_API_KEY ? 'openai' : 'local');
  if (provider === 'local') return { provider };
  if (!e.OPENAI_API_KEY) throw new AiConfigError('Invalid AI configuration: AI_PROVIDER=openai needs OPENAI_API_KEY');
  return {
    provider,
    apiKey: e.OPENAI_API_KEY,
    baseURL: e.OPENAI_BASE_URL,
    model: e.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
    timeoutMs: e.OPENAI_TIMEOUT_MS ?? DEFAULT_OPENAI_TIMEOUT_MS,
    maxRetries: e.OPENAI_MAX_RETRIES ?? DEFAULT_OPENAI_MAX_RETRIES,
    maxInputChars: e.OPENAI_MAX_INPUT_CHARS ?? DEFAULT_OPENAI_MAX_INPUT_CHARS,
    temperature: e.OPENAI_TEMPERATURE,
    moderationModel: e.OPENAI_MODERATION_MODEL === 'off' ? null : (e.OPENAI_MODERATION_MODEL ?? DEFAULT_OPENAI_MODERATION_MODEL),
  };
}

export function createAiProvider(env: Record<string, string | undefined> = process.env): AiProvider {
  const config = readAiConfig(env);
  if (config.provider === 'local') return new LocalProvider();
  return new OpenAiProvider(config);
}

/**
 * The provider and prompt version a synthesis made now would record (the model an OpenAI server
 * reports may carry a dated suffix, so it is compared by prefix). `bills:resynthesize --changed`
 * asks again for every bill whose stored synthesis differs.
 */
export function currentSynthesisProvenance(env: Record<string, string | undefined> = process.env): { provider: string; modelPrefix: string; promptVersion: string } {
  const config = readAiConfig(env);
  if (config.provider === 'local') return { provider: 'local', modelPrefix: LOCAL_SYNTHESIS_MODEL, promptVersion: LEXICON_VERSION };
  return { provider: 'openai', modelPrefix: config.model, promptVersion: PROMPT_VERSION };
}
