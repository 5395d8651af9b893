import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { parseBillStatusXml } from './billstatus-xml';
import { mapCongressApiBill, type CongressApiBillDetail } from './congress-api';
import { BillImportError, type ImportResult, type ImportedBill, type SourceFormat } from './types';
import { isUnitedStatesDataJson, parseJsonText, parseUnitedStatesDataJson } from './unitedstates-json';

/** Files over this size are skipped: the largest real BILLSTATUS files are a few megabytes. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;
const CANDIDATE_EXTENSIONS = /\.(xml|json)$/i;

/**
 * Parses one document of any supported format, recognised by its content rather than its name:
 * BILLSTATUS XML, unitedstates/congress data.json, or a saved Congress.gov `/bill/...` answer.
 */
export function parseBillDocument(content: string): { bill: ImportedBill; format: SourceFormat } {
  const text = content.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<')) return { bill: parseBillStatusXml(text), format: 'billstatus-xml' };
  if (text.startsWith('{')) {
    const doc = parseJsonText(text);
    if (isUnitedStatesDataJson(doc)) return { bill: parseUnitedStatesDataJson(doc as object), format: 'unitedstates-data-json' };
    const bill = (doc as { bill?: unknown }).bill;
    if (bill && typeof bill === 'object' && 'congress' in bill && 'type' in bill) {
      return { bill: mapCongressApiBill(bill as CongressApiBillDetail), format: 'congress-api-json' };
    }
    throw new BillImportError('unrecognised JSON: neither a unitedstates data.json nor a Congress.gov bill');
  }
  if (text === '') throw new BillImportError('empty file');
  throw new BillImportError('unrecognised content: neither XML nor JSON');
}

async function* walk(dir: string): AsyncGenerator<string> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    // Symlinked folders are not followed, so a link loop cannot trap the walk.
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile() && CANDIDATE_EXTENSIONS.test(entry.name)) yield full;
  }
}

export interface ImportFromPathProgress {
  files: number;
  imported: number;
  skipped: number;
  file: string;
}

export interface ImportFromPathOptions {
  onProgress?: (progress: ImportFromPathProgress) => void;
}

async function importFile(file: string): Promise<ImportResult> {
  try {
    const stat = await fs.stat(file);
    if (stat.size > MAX_FILE_BYTES) return { skipped: true, file, reason: `file too large (${stat.size} bytes)` };
    const { bill, format } = parseBillDocument(await fs.readFile(file, 'utf8'));
    return { bill, file, format };
  } catch (error) {
    if (error instanceof BillImportError) return { skipped: true, file, reason: error.message };
    const code = (error as NodeJS.ErrnoException).code;
    if (code) return { skipped: true, file, reason: `cannot read file (${code})` };
    // Anything else is a bug in a parser; report it against the file instead of ending the run.
    return { skipped: true, file, reason: `unexpected error: ${(error as Error).message}` };
  }
}

/**
 * Imports a file, or every .xml/.json file under a folder (sorted, hidden entries ignored).
 * Each file yields either {bill} or {skipped, file, reason}; a bad file never stops the run.
 */
export async function* importFromPath(target: string, options: ImportFromPathOptions = {}): AsyncGenerator<ImportResult> {
  const stat = await fs.stat(target); // a missing root is the caller's mistake: let it throw
  const files = stat.isDirectory() ? walk(target) : (async function* () { yield target; })();
  const progress: ImportFromPathProgress = { files: 0, imported: 0, skipped: 0, file: target };
  for await (const file of files) {
    const result = await importFile(file);
    progress.files += 1;
    if ('skipped' in result) progress.skipped += 1;
    else progress.imported += 1;
    options.onProgress?.({ ...progress, file });
    yield result;
  }
}
