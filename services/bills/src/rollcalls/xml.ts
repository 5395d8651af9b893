import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { RollCallImportError } from './types';

const REPEATED = new Set(['recorded-vote', 'member', 'voter', 'document', 'totals-by-candidate', 'option']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Roll numbers, districts and ids stay the strings they are; the parsers convert.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => REPEATED.has(name),
});

/**
 * Parses XML after checking it is well formed (the check gives the line of the fault). The Clerk's
 * DOCTYPE names a relative DTD that is never fetched: the parser loads no external entity.
 */
export function parseXml(text: string): Record<string, unknown> {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new RollCallImportError(`malformed XML: ${valid.err.msg}`, valid.err.line);
  return parser.parse(text) as Record<string, unknown>;
}

export { asArray, child, textOf } from '../importers/xml-helpers';

export function attr(node: unknown, name: string): string | null {
  if (!node || typeof node !== 'object') return null;
  const v = (node as Record<string, unknown>)[`@${name}`];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}
