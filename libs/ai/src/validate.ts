import { z } from 'zod';
import { AiInputError, AiOutputError } from './errors';

function summarize(issues: z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AiInputError(`Invalid ${what} input: ${summarize(result.error.issues)}`, result.error.issues);
  return result.data;
}

export function parseOutput<S extends z.ZodType>(schema: S, value: unknown, what: string, rawContent?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AiOutputError('schema_mismatch', `${what} output does not match its schema: ${summarize(result.error.issues)}`, {
      issues: result.error.issues,
      rawContent,
    });
  }
  return result.data;
}
