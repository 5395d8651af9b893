import type OpenAIClient from 'openai';

export type OpenAiSdk = typeof OpenAIClient;

let sdk: OpenAiSdk | undefined;

/**
 * The openai SDK, loaded on first use. A process on the local provider (the offline default)
 * never constructs a client, and so never holds the SDK's ~150 modules (about 3 MB of RSS).
 */
export function openAiSdk(): OpenAiSdk {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  sdk ??= (require('openai') as { default: OpenAiSdk }).default;
  return sdk;
}
