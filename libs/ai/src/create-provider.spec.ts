import { AiConfigError } from './errors';
import { createAiProvider, readAiConfig } from './create-provider';
import { LocalProvider } from './local/local-provider';
import { OpenAiProvider } from './openai-provider';

describe('createAiProvider', () => {
  it('uses the local provider when no key is set', () => {
    expect(createAiProvider({})).toBeInstanceOf(LocalProvider);
    expect(createAiProvider({ OPENAI_API_KEY: '' })).toBeInstanceOf(LocalProvider);
  });

  it('uses OpenAI when a key is set, with defaults', () => {
    const provider = createAiProvider({ OPENAI_API_KEY: 'sk-test' });
    expect(provider).toBeInstanceOf(OpenAiProvider);
    expect((provider as OpenAiProvider).model).toBe('gpt-4o-mini');
    expect(readAiConfig({ OPENAI_API_KEY: 'sk-test' })).toEqual({
      provider: 'openai', apiKey: 'sk-test', baseURL: undefined, model: 'gpt-4o-mini', timeoutMs: 60000, maxRetries: 2, maxInputChars: 24000,
      temperature: undefined, moderationModel: 'omni-moderation-latest',
    });
  });

  it('honours an explicit AI_PROVIDER and the OpenAI settings', () => {
    expect(createAiProvider({ AI_PROVIDER: 'local', OPENAI_API_KEY: 'sk-test' })).toBeInstanceOf(LocalProvider);
    expect(readAiConfig({
      AI_PROVIDER: 'OpenAI', OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1', OPENAI_MODEL: 'llama3',
      OPENAI_TIMEOUT_MS: '5000', OPENAI_MAX_RETRIES: '0', OPENAI_TEMPERATURE: '0.2', OPENAI_MODERATION_MODEL: 'off',
    })).toMatchObject({ provider: 'openai', baseURL: 'http://127.0.0.1:8080/v1', model: 'llama3', timeoutMs: 5000, maxRetries: 0, temperature: 0.2, moderationModel: null });
  });

  it.each([
    [{ AI_PROVIDER: 'openai' }, /needs OPENAI_API_KEY/],
    [{ AI_PROVIDER: 'gpt' }, /AI_PROVIDER must be "openai" or "local"/],
    [{ OPENAI_API_KEY: 'k', OPENAI_TIMEOUT_MS: 'soon' }, /OPENAI_TIMEOUT_MS/],
    [{ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'not a url' }, /OPENAI_BASE_URL must be a URL/],
  ])('fails fast on bad configuration %j', (env, message) => {
    expect(() => createAiProvider(env)).toThrow(AiConfigError);
    expect(() => createAiProvider(env)).toThrow(message);
  });
});
