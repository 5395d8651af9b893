import OpenAI from 'openai';
import { AiConfigError, AiInputError, AiOutputError, AiRequestError, fromOpenAiError, isRetryableAiError } from './errors';

describe('isRetryableAiError', () => {
  const apiError = (status: number) => OpenAI.APIError.generate(status, { error: { message: 'x' } }, 'x', new Headers());

  it.each([408, 409, 429, 500, 502, 503])('retries HTTP %i', (status) => {
    expect(isRetryableAiError(apiError(status))).toBe(true);
    expect(isRetryableAiError(fromOpenAiError(apiError(status)))).toBe(true);
  });

  it.each([400, 401, 403, 404, 422])('does not retry HTTP %i', (status) => {
    expect(isRetryableAiError(apiError(status))).toBe(false);
    expect(fromOpenAiError(apiError(status))).toMatchObject({ status, retryable: false });
  });

  it('never retries bad output, bad input or bad config; retries connection problems and unknown errors', () => {
    expect(isRetryableAiError(new AiOutputError('invalid_json', 'bad'))).toBe(false);
    expect(isRetryableAiError(new AiInputError('bad'))).toBe(false);
    expect(isRetryableAiError(new AiConfigError('bad'))).toBe(false);
    expect(fromOpenAiError(new OpenAI.APIConnectionTimeoutError())).toMatchObject({ message: 'AI provider request timed out', retryable: true });
    expect(isRetryableAiError(fromOpenAiError(new OpenAI.APIConnectionError({ message: 'ECONNREFUSED' })))).toBe(true);
    expect(isRetryableAiError(new Error('socket hang up'))).toBe(true);
  });

  it('names errors after their class for logs', () => {
    expect(new AiRequestError('x', true, 500).name).toBe('AiRequestError');
    expect(new AiOutputError('empty', 'x').name).toBe('AiOutputError');
  });
});
