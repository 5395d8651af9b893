import { promises as fs } from 'node:fs';
import type { DataSource } from 'typeorm';
import {
  BILL_TYPES,
  CongressApiClient,
  GovInfoClient,
  importFromPath,
  importSourcesEnv,
  isSkipped,
  normalizeBillType,
  type ImportedBill,
  type ImportSources,
  type ImportResult,
} from '../importers';
import { loadConfig } from '@civic/service-kit';
import { upsertBills, type UpsertOutcome } from '../persist/bill-store';
import { CliError, openBillsDatabase, parseCommandLine, positiveInt, progressReporter, runCli } from './support';

const USAGE = `Imports congressional bills into the bills database (idempotent: run it again any time).

  npm run import:bills -- <file-or-folder>...
      BILLSTATUS XML, unitedstates data.json or saved Congress.gov answers; folders are walked.
  npm run import:bills -- --from congress-api --congress 119 [--limit N] [--since 2025-01-01T00:00:00Z]
      Congress.gov API v3 (needs CONGRESS_API_KEY).
  npm run import:bills -- --from govinfo --congress 119 [--type hr[,s,...]] [--limit N] [--since 2025-01-01]
      GovInfo BILLSTATUS bulk data.

Options:
  --batch N   bills stored per transaction (default 50)
  --json      print the summary as one JSON line on stdout
  --help      this text

New bills and bills whose title, summary or text changed get an AI synthesis request; the
running bills service relays it to the ai-worker (start the stack with npm start).`;

export interface ImportSummary {
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  synthesisRequested: number;
  skips: { source: string; reason: string }[];
  seconds: number;
}

interface Options {
  paths: string[];
  from?: 'congress-api' | 'govinfo';
  congress?: number;
  limit?: number;
  types?: string[];
  since?: string;
  batch: number;
  json: boolean;
}

export function parseOptions(argv: string[]): Options | 'help' {
  const parsed = parseCommandLine(
    argv,
    {
      from: { type: 'string' },
      congress: { type: 'string' },
      limit: { type: 'string' },
      type: { type: 'string', multiple: true },
      since: { type: 'string' },
      batch: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    USAGE,
  );
  if (parsed === 'help') return 'help';
  const { values, positionals } = parsed;
  const from = values.from;
  if (from !== undefined && from !== 'congress-api' && from !== 'govinfo') {
    throw new CliError(`--from must be congress-api or govinfo (got ${JSON.stringify(from)})`);
  }
  if (!from && positionals.length === 0) throw new CliError(`Name files or folders to import, or a source with --from.\n\n${USAGE}`);
  if (from && positionals.length) throw new CliError('Give either files and folders or --from, not both.');
  const congress = positiveInt('congress', values.congress);
  if (from && congress === undefined) throw new CliError(`--from ${from} needs --congress (e.g. --congress 119).`);
  const types = values.type?.flatMap((t) => t.split(',')).map((t) => t.trim()).filter(Boolean);
  if (types?.length && from !== 'govinfo') throw new CliError('--type applies to --from govinfo only.');
  for (const t of types ?? []) {
    if (!normalizeBillType(t)) throw new CliError(`Unknown bill type ${JSON.stringify(t)}; use one of ${BILL_TYPES.map((b) => b.toLowerCase()).join(', ')}.`);
  }
  if (values.since !== undefined && Number.isNaN(Date.parse(values.since))) throw new CliError(`--since must be a date or ISO 8601 instant (got ${JSON.stringify(values.since)})`);
  if (values.since !== undefined && !from) throw new CliError('--since applies to --from congress-api and --from govinfo.');
  return {
    paths: positionals,
    from,
    congress,
    limit: positiveInt('limit', values.limit),
    types,
    since: values.since,
    batch: Math.min(positiveInt('batch', values.batch) ?? 50, 1000),
    json: values.json ?? false,
  };
}

async function* sources(opts: Options, config: ImportSources, onProgress: (line: string) => void): AsyncGenerator<ImportResult> {
  if (opts.from === 'congress-api') {
    let client: CongressApiClient;
    try {
      client = new CongressApiClient(config.congressApi);
    } catch (err) {
      // The client's own sentence names the missing variable; a stack trace would add nothing.
      throw new CliError(`${(err as Error).message}. Set it in the environment or .env (see .env.example).`);
    }
    yield* client.importBills(opts.congress!, {
      maxBills: opts.limit,
      fromDateTime: opts.since ? new Date(opts.since).toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined,
      onProgress: (p) => onProgress(`congress.gov ${p.congress}: listed ${p.listed}${p.total !== null ? `/${p.total}` : ''}, ${p.requests} requests${p.retries ? `, ${p.retries} retries` : ''}`),
    });
    return;
  }
  if (opts.from === 'govinfo') {
    const client = new GovInfoClient(config.govInfo);
    yield* client.importBills(opts.congress!, {
      types: opts.types,
      maxFiles: opts.limit,
      modifiedSince: opts.since ? new Date(opts.since) : undefined,
      onProgress: (p) => onProgress(`govinfo ${p.congress}/${p.billType.toLowerCase()}: listed ${p.listed}, ${p.requests} requests${p.retries ? `, ${p.retries} retries` : ''}`),
    });
    return;
  }
  for (const target of opts.paths) yield* importFromPath(target);
}

/** Runs an import into the database; exported for tests that drive it in-process. */
export async function runImport(
  ds: DataSource,
  opts: Options,
  config: ImportSources,
  report: (line: string, force?: boolean) => void = () => {},
): Promise<ImportSummary> {
  const started = Date.now();
  const summary: ImportSummary = { imported: 0, updated: 0, unchanged: 0, skipped: 0, synthesisRequested: 0, skips: [], seconds: 0 };
  let sourceLine = '';
  const line = () =>
    `${summary.imported + summary.updated + summary.unchanged + summary.skipped} read: ${summary.imported} imported, ${summary.updated} updated, ` +
    `${summary.unchanged} unchanged, ${summary.skipped} skipped${sourceLine ? ` (${sourceLine})` : ''}`;

  let batch: { bill: ImportedBill; file: string }[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const outcomes: UpsertOutcome[] = await upsertBills(ds, batch.map((b) => b.bill));
    outcomes.forEach((o, i) => {
      if (o.synthesisRequested) summary.synthesisRequested += 1;
      if (o.outcome === 'skipped') {
        summary.skipped += 1;
        summary.skips.push({ source: batch[i].file, reason: o.reason });
      } else summary[o.outcome] += 1;
    });
    batch = [];
    report(line());
  };

  for await (const result of sources(opts, config, (l) => {
    sourceLine = l;
    report(line());
  })) {
    if (isSkipped(result)) {
      summary.skipped += 1;
      summary.skips.push({ source: result.file, reason: result.reason });
      report(line());
      continue;
    }
    batch.push({ bill: result.bill, file: result.file });
    if (batch.length >= opts.batch) await flush();
  }
  await flush();
  report(line(), true);
  summary.seconds = Math.round((Date.now() - started) / 100) / 10;
  return summary;
}

const MAX_SKIPS_SHOWN = 50;

export function formatSummary(s: ImportSummary): string {
  const lines = [
    `Import finished in ${s.seconds}s: ${s.imported} imported, ${s.updated} updated, ${s.unchanged} unchanged, ${s.skipped} skipped.`,
  ];
  if (s.synthesisRequested) {
    lines.push(`AI synthesis requested for ${s.synthesisRequested} bill${s.synthesisRequested === 1 ? '' : 's'}; they are listed once synthesized (the running bills service relays the requests).`);
  }
  if (s.skips.length) {
    lines.push('Skipped:');
    for (const skip of s.skips.slice(0, MAX_SKIPS_SHOWN)) lines.push(`  ${skip.source}: ${skip.reason}`);
    if (s.skips.length > MAX_SKIPS_SHOWN) lines.push(`  … and ${s.skips.length - MAX_SKIPS_SHOWN} more`);
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
      // After openBillsDatabase, which reads .env: the sources' variables may be set there.
      const config = loadConfig(importSourcesEnv);
      const progress = progressReporter();
      const summary = await runImport(ds, opts, config, (l, force) => progress.update(l, force));
      progress.done();
      process.stdout.write(`${opts.json ? JSON.stringify(summary) : formatSummary(summary)}\n`);
      return 0;
    } finally {
      await ds.destroy();
    }
  });
}
