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

type JsonSchemaNode = {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  $ref?: string;
  $defs?: Record<string, JsonSchemaNode>;
};

const jsonSchemas = new WeakMap<z.ZodType, JsonSchemaNode>();

/** The first path (as text) where `value` has a key `node` does not define, or undefined. */
function unknownKey(node: JsonSchemaNode, value: unknown, root: JsonSchemaNode, path: string): string | undefined {
  if (node.$ref?.startsWith('#/$defs/')) node = root.$defs?.[node.$ref.slice('#/$defs/'.length)] ?? {};
  if (node.anyOf) {
    const found = node.anyOf.map((branch) => unknownKey(branch, value, root, path));
    return found.includes(undefined) ? undefined : found[0];
  }
  if (Array.isArray(value)) {
    if (!node.items) return undefined;
    for (let i = 0; i < value.length; i++) {
      const found = unknownKey(node.items, value[i], root, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object' || !node.properties) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const schema = node.properties[key];
    const at = path ? `${path}.${key}` : key;
    if (!schema) return at;
    const found = unknownKey(schema, child, root, at);
    if (found) return found;
  }
  return undefined;
}

/**
 * A language model's answer, refused unless it is exactly the schema's shape (ADR 0019): besides
 * every rule parseOutput checks, no key the schema does not define (zod would drop it silently).
 * A model steered by the text it judges tends to answer outside the format (a verdict in prose,
 * an "override" field, a decision that is not one of ours); such an answer is an AiOutputError
 * that is never retried, and the item keeps its state, with the error recorded, instead of
 * taking a verdict.
 */
export function parseModelOutput<S extends z.ZodType>(schema: S, value: unknown, what: string, rawContent?: string): z.output<S> {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchemaNode;
    jsonSchemas.set(schema, json);
  }
  const extra = unknownKey(json, value, json, '');
  if (extra !== undefined) {
    throw new AiOutputError('schema_mismatch', `${what} output does not match its schema: ${extra || '(root)'}: not a field of the answer`, { rawContent });
  }
  return parseOutput(schema, value, what, rawContent);
}
