import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { DataSource } from 'typeorm';
import { loadConfig } from '@civic/service-kit';
import { CongressApiClient, importSourcesEnv, type ImportSources } from '../importers';
import { houseVotesFromCongressApi, parseRollCallDocument, RollCallImportError, type RollCallDocument } from '../rollcalls';
import { storeMembers, storeRollCall } from '../rollcalls/store';
import { CliError, openBillsDatabase, parseCommandLine, positiveInt, progressReporter, runCli } from './support';

const USAGE = `Imports congressional roll calls and the members who cast them (idempotent: run it again any time).

  npm run import:rollcalls -- <file-or-folder>...
      House Clerk XML, Senate LIS XML, unitedstates data.json / data.xml roll calls, and
      congress-legislators YAML rosters (legislators-current.yaml, legislators-historical.yaml).
      Folders are walked. Files may come in any order: votes join members when read.
  npm run import:rollcalls -- --from congress-api --congress 119 [--session 1] [--limit N]
      House roll calls from the Congress.gov API v3 (needs CONGRESS_API_KEY); both sessions
      unless --session says one. The API has no Senate votes: import those from files.

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
  from?: 'congress-api';
  congress?: number;
  sessions: number[];
  limit?: number;
  json: boolean;
}

export function parseOptions(argv: string[]): Options | 'help' {
  const parsed = parseCommandLine(
    argv,
    {
      from: { type: 'string' },
      congress: { type: 'string' },
      session: { type: 'string' },
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    USAGE,
  );
  if (parsed === 'help') return 'help';
  const { values, positionals } = parsed;
  if (values.from !== undefined && values.from !== 'congress-api') throw new CliError(`--from must be congress-api (got ${JSON.stringify(values.from)})`);
  const from = values.from;
  if (!from && !positionals.length) throw new CliError(`Name files or folders to import, or a source with --from.\n\n${USAGE}`);
  if (from && positionals.length) throw new CliError('Give either files and folders or --from, not both.');
  if (!from && (values.congress ?? values.session ?? values.limit) !== undefined) throw new CliError('--congress, --session and --limit apply to --from congress-api.');
  const congress = positiveInt('congress', values.congress);
  if (from && congress === undefined) throw new CliError('--from congress-api needs --congress (e.g. --congress 119).');
  const session = values.session;
  if (session !== undefined && session !== '1' && session !== '2') throw new CliError(`--session must be 1 or 2 (got ${JSON.stringify(session)})`);
  return {
    paths: positionals, from, congress,
    sessions: session ? [Number(session)] : [1, 2],
    limit: positiveInt('limit', values.limit),
    json: values.json ?? false,
  };
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

/** What a source gives, one at a time: a document to store whole, or a reason it was skipped. */
type Found = { source: string; doc: RollCallDocument } | { source: string; skip: { reason: string; line: number | null } };

async function* fromFiles(paths: string[]): AsyncGenerator<Found> {
  for (const target of paths) {
    for await (const file of walk(target)) {
      let text: string;
      try {
        const stat = await fs.stat(file);
        if (stat.size > MAX_FILE_BYTES) {
          yield { source: file, skip: { reason: `file too large (${stat.size} bytes)`, line: null } };
          continue;
        }
        text = await fs.readFile(file, 'utf8');
      } catch (err) {
        yield { source: file, skip: { reason: `cannot read file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, line: null } };
        continue;
      }
      try {
        yield { source: file, doc: parseRollCallDocument(text, file) };
      } catch (err) {
        if (!(err instanceof RollCallImportError)) throw err;
        yield { source: file, skip: { reason: err.message, line: err.line } };
      }
    }
  }
}

async function* fromCongressApi(opts: Options, config: ImportSources): AsyncGenerator<Found> {
  let client: CongressApiClient;
  try {
    client = new CongressApiClient(config.congressApi);
  } catch (err) {
    throw new CliError(`${(err as Error).message}. Set it in the environment or .env (see .env.example).`);
  }
  for await (const r of houseVotesFromCongressApi(client, opts.congress!, opts.sessions, { maxVotes: opts.limit })) {
    if ('skipped' in r) yield { source: r.source, skip: { reason: r.reason, line: null } };
    else yield { source: r.source, doc: { kind: 'roll-call', rollCall: r.rollCall } };
  }
}

/** Runs an import into the database: every document stored whole (its own transaction) or skipped with why. */
export async function runRollCallImport(ds: DataSource, found: AsyncIterable<Found>, report: (line: string, force?: boolean) => void = () => {}): Promise<RollCallImportSummary> {
  const started = Date.now();
  const s: RollCallImportSummary = {
    rollCalls: { imported: 0, updated: 0, unchanged: 0 }, members: { imported: 0, updated: 0, unchanged: 0 }, skipped: 0, skips: [], seconds: 0,
  };
  const skip = (source: string, reason: string, line: number | null = null) => {
    s.skipped += 1;
    s.skips.push({ source, line, reason });
  };
  for await (const item of found) {
    if ('skip' in item) skip(item.source, item.skip.reason, item.skip.line);
    else {
      const { doc } = item;
      try {
        // One transaction per document: a roster or a roll call is stored whole or not at all.
        await ds.transaction(async (m) => {
          if (doc.kind === 'legislators') {
            const counts = await storeMembers(m, doc.members);
            for (const k of ['imported', 'updated', 'unchanged'] as const) s.members[k] += counts[k];
          } else {
            s.rollCalls[await storeRollCall(m, doc.rollCall)] += 1;
          }
        });
      } catch (err) {
        if ((err as { driverError?: unknown }).driverError) skip(item.source, `refused by the database: ${(err as Error).message}`);
        else throw err;
      }
    }
    const r = s.rollCalls;
    report(`roll calls ${r.imported} imported, ${r.updated} updated, ${r.unchanged} unchanged; members ${s.members.imported + s.members.updated + s.members.unchanged}; ${s.skipped} skipped`);
  }
  report('', true);
  s.seconds = Math.round((Date.now() - started) / 100) / 10;
  return s;
}

/** `what`: what a skip is (a file, or a vote read from the API). */
export function formatSummary(s: RollCallImportSummary, what: 'file' | 'vote' = 'file'): string {
  const r = s.rollCalls;
  const m = s.members;
  const lines = [
    `Import finished in ${s.seconds}s: roll calls ${r.imported} imported, ${r.updated} updated, ${r.unchanged} unchanged; ` +
      `members ${m.imported} imported, ${m.updated} updated, ${m.unchanged} unchanged; ${s.skipped} ${what}${s.skipped === 1 ? '' : 's'} skipped.`,
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
      // After openBillsDatabase, which reads .env: the API key may be set there.
      const found = opts.from === 'congress-api' ? fromCongressApi(opts, loadConfig(importSourcesEnv)) : fromFiles(opts.paths);
      const summary = await runRollCallImport(ds, found, (l, force) => (l ? progress.update(l, force) : undefined));
      progress.done();
      process.stdout.write(`${opts.json ? JSON.stringify(summary) : formatSummary(summary, opts.from ? 'vote' : 'file')}\n`);
      return 0;
    } finally {
      await ds.destroy();
    }
  });
}
