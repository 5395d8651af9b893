import { z } from 'zod';

type Json = { [key: string]: unknown };

/**
 * Keywords OpenAI's strict structured outputs accept. Anything else (minLength, maxLength,
 * $schema…) makes the API reject the schema, so it is dropped here; zod still enforces the
 * full rules when the answer comes back.
 */
const ALLOWED_KEYWORDS = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf',
  'description', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minItems', 'maxItems', 'pattern', '$defs', '$ref',
]);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (!ALLOWED_KEYWORDS.has(key)) continue;
    if (key === 'properties' || key === '$defs') {
      // Keys here are property names, not keywords: keep them all, clean their schemas.
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([name, schema]) => [name, strip(schema)]));
    } else {
      out[key] = strip(value);
    }
  }
  if (out.type === 'object') {
    // Strict mode: every property required and no extras.
    out.required = Object.keys((out.properties as Json | undefined) ?? {});
    out.additionalProperties = false;
  }
  return out;
}

/** JSON Schema for `response_format: {type: 'json_schema', strict: true}` from a zod schema. */
export function toStrictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return strip(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as Record<string, unknown>;
}
