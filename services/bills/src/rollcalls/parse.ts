import { lineAt } from './common';
import { parseHouseClerkXml } from './house-clerk-xml';
import { parseLegislatorsYaml } from './legislators';
import { parseSenateLisXml } from './senate-lis-xml';
import { RollCallImportError, type RollCallDocument } from './types';
import { isUnitedStatesVoteJson, parseUnitedStatesVoteJson, parseUnitedStatesVoteXml } from './unitedstates';
import { parseXml } from './xml';

/**
 * The line of a JSON.parse error. V8 says `at position N` in some versions; in others it quotes
 * the text around the fault (`Unexpected token ',', ..."[,]"...`), which is found in the file.
 */
function jsonErrorLine(text: string, message: string): number | null {
  const at = /position (\d+)/.exec(message);
  if (at) return lineAt(text, Number(at[1]));
  if (/end of JSON input/.test(message)) return lineAt(text, text.trimEnd().length);
  const quoted = /Unexpected token '([^']*)', (?:\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON/.exec(message);
  if (!quoted) return null;
  const where = text.indexOf(quoted[2]);
  return where < 0 ? null : lineAt(text, where + Math.max(0, quoted[2].indexOf(quoted[1])));
}

/**
 * One file of any supported kind, recognised by content: House Clerk XML, Senate LIS XML,
 * unitedstates data.json or data.xml, or a congress-legislators YAML roster.
 */
export function parseRollCallDocument(content: string, name = ''): RollCallDocument {
  const text = content.replace(/^\uFEFF/, '');
  const trimmed = text.trimStart();
  if (trimmed === '') throw new RollCallImportError('empty file');
  if (/\.ya?ml$/i.test(name) || trimmed.startsWith('- ') || trimmed.startsWith('---')) {
    return { kind: 'legislators', members: parseLegislatorsYaml(text) };
  }
  if (trimmed.startsWith('<')) {
    const root = parseXml(text);
    if ('rollcall-vote' in root) return { kind: 'roll-call', rollCall: parseHouseClerkXml(root) };
    if ('roll_call_vote' in root) return { kind: 'roll-call', rollCall: parseSenateLisXml(root) };
    if ('roll' in root) return { kind: 'roll-call', rollCall: parseUnitedStatesVoteXml(root) };
    throw new RollCallImportError('unrecognised XML: not a House Clerk, Senate LIS or unitedstates roll call');
  }
  if (trimmed.startsWith('{')) {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (err) {
      const message = (err as Error).message;
      throw new RollCallImportError(`malformed JSON: ${message.split('\n')[0]}`, jsonErrorLine(text, message));
    }
    if (isUnitedStatesVoteJson(doc)) return { kind: 'roll-call', rollCall: parseUnitedStatesVoteJson(doc as Record<string, unknown>) };
    throw new RollCallImportError('unrecognised JSON: not a unitedstates roll call (no vote_id/votes)', 1);
  }
  throw new RollCallImportError('unrecognised content: neither XML, JSON nor YAML', 1);
}
