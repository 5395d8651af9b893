import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { parseRollCallDocument, RollCallImportError } from '../rollcalls';
import { storeMembers, storeRollCall } from '../rollcalls/store';
import { CliError, openBillsDatabase, progressReporter, runCli } from './support';

const USAGE = `Imports congressional roll calls and the members who cast them (idempotent: run it again any time).

  npm run import:rollcalls -- <file-or-folder>...
      House Clerk XML, Senate LIS XML, unitedstates data.json / data.xml roll calls, and
      congress-legislators YAML rosters (legislators-current.yaml, legislators-historical.yaml).
      Folders are walked. Files may come in any order: votes join members when read.

Options:
  --json      print the summary as one JSON line on stdout
  --help      this text

Each file is stored whole or not at all; a bad file is reported with its line and skipped.`;

export interface RollCallImportSummary {
  rollCalls: { imported: number; updated: number; unchanged: number };
  members: { imported: number; updated: number; unchanged: number };
  skipped: number;
  skips: { source: string; line: number | null; reason: string }[];
  seconds: number;
}

interface Options {
  paths: string[];
  json: boolean;
}

export function parseOptions(argv: string[]): Options | 'help' {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } });
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n\n${USAGE}`);
  }
  if (parsed.values.help) return 'help';
  if (!parsed.positionals.length) throw new CliError(`Name files or folders to import.\n\n${USAGE}`);
  return { paths: parsed.positionals, json: parsed.values.json ?? false };
}

const CANDIDATES = /\.(xml|json|ya?ml)$/i;
const MAX_FILE_BYTES = 64 * 1024 * 1024;

async function* walk(target: string): AsyncGenerator<string> {
  const stat = await fs.stat(target);
  if (!stat.isDirectory()) {
    yield target;
    return;
  }
  const entries = await fs.readdir(target, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const full = path.join(target, e.name);
    if (e.isDirectory()) yield* walk(full);
    else if (e.isFile() && CANDIDATES.test(e.name)) yield full;
  }
}

/** Runs an import into the database; exported for tests that drive it in-process. */
export async function runRollCallImport(ds: DataSource, paths: string[], report: (line: string, force?: boolean) => void = () => {}): Promise<RollCallImportSummary> {
  const started = Date.now();
  const s: RollCallImportSummary = {
    rollCalls: { imported: 0, updated: 0, unchanged: 0 }, members: { imported: 0, updated: 0, unchanged: 0 }, skipped: 0, skips: [], seconds: 0,
  };
  const skip = (source: string, reason: string, line: number | null = null) => {
    s.skipped += 1;
    s.skips.push({ source, line, reason });
  };
  for (const target of paths) {
    for await (const file of walk(target)) {
      let text: string;
      try {
        const stat = await fs.stat(file);
        if (stat.size > MAX_FILE_BYTES) {
          skip(file, `file too large (${stat.size} bytes)`);
          continue;
        }
        text = await fs.readFile(file, 'utf8');
      } catch (err) {
        skip(file, `cannot read file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
        continue;
      }
      try {
        const doc = parseRollCallDocument(text, file);
        // One transaction per file: a roster or a roll call is stored whole or not at all.
        await ds.transaction(async (m) => {
          if (doc.kind === 'legislators') {
            const counts = await storeMembers(m, doc.members);
            for (const k of ['imported', 'updated', 'unchanged'] as const) s.members[k] += counts[k];
          } else {
            s.rollCalls[await storeRollCall(m, doc.rollCall)] += 1;
          }
        });
      } catch (err) {
        if (err instanceof RollCallImportError) skip(file, err.message, err.line);
        else if ((err as { driverError?: unknown }).driverError) skip(file, `refused by the database: ${(err as Error).message}`);
        else throw err;
      }
      const r = s.rollCalls;
      report(`roll calls ${r.imported} imported, ${r.updated} updated, ${r.unchanged} unchanged; members ${s.members.imported + s.members.updated + s.members.unchanged}; ${s.skipped} skipped`);
    }
  }
  report('', true);
  s.seconds = Math.round((Date.now() - started) / 100) / 10;
  return s;
}

export function formatSummary(s: RollCallImportSummary): string {
  const r = s.rollCalls;
  const m = s.members;
  const lines = [
    `Import finished in ${s.seconds}s: roll calls ${r.imported} imported, ${r.updated} updated, ${r.unchanged} unchanged; ` +
      `members ${m.imported} imported, ${m.updated} updated, ${m.unchanged} unchanged; ${s.skipped} file${s.skipped === 1 ? '' : 's'} skipped.`,
  ];
  if (s.skips.length) {
    lines.push('Skipped:');
    for (const k of s.skips.slice(0, 50)) lines.push(`  ${k.source}${k.line !== null ? `:${k.line}` : ''}: ${k.reason}`);
    if (s.skips.length > 50) lines.push(`  … and ${s.skips.length - 50} more`);
  }
  return lines.join('\n');
}

if (require.main === module) {
  runCli(async () => {
    const opts = parseOptions(process.argv.slice(2));
    if (opts === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    for (const p of opts.paths) {
      await fs.stat(p).catch(() => {
        throw new CliError(`No such file or folder: ${p}`);
      });
    }
    const ds = await openBillsDatabase();
    try {
      const progress = progressReporter();
      const summary = await runRollCallImport(ds, opts.paths, (l, force) => (l ? progress.update(l, force) : undefined));
      progress.done();
      process.stdout.write(`${opts.json ? JSON.stringify(summary) : formatSummary(summary)}\n`);
      return 0;
    } finally {
      await ds.destroy();
    }
  });
}
