import type { DataSource } from 'typeorm';
import { currentSynthesisProvenance } from '@civic/ai';
import { billIdSchema } from '@civic/contracts';
import { BillsRepository } from '../repositories';
import { requestSynthesis } from '../synthesis/request';
import { CliError, openBillsDatabase, parseCommandLine, runCli } from './support';

const USAGE = `Requests AI synthesis again, through the outbox (the running bills service relays it).

  npm run bills:resynthesize -- --failed        bills whose synthesis failed (they go back to pending)
  npm run bills:resynthesize -- --pending       bills still waiting (e.g. the ai-worker was down for long)
  npm run bills:resynthesize -- --all           every bill
  npm run bills:resynthesize -- --changed       bills synthesized by another provider, model or prompt/lexicon
                                                version than the one configured now (after a prompt or rule change)
  npm run bills:resynthesize -- 119-hr-1234 ... the named bills
  npm run bills:resynthesize -- --status        counts per state and the failed bills with their errors

A synthesized bill stays listed with its current synthesis until the new one lands.
Add --dry-run to see what would be requested.`;

type Selection = { kind: 'failed' | 'pending' | 'all' | 'changed' } | { kind: 'ids'; billIds: string[] } | { kind: 'status' };

export function parseSelection(argv: string[]): { selection: Selection; dryRun: boolean } | 'help' {
  const parsed = parseCommandLine(
    argv,
    {
      failed: { type: 'boolean', default: false },
      pending: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      changed: { type: 'boolean', default: false },
      status: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
    },
    USAGE,
  );
  if (parsed === 'help') return 'help';
  const { values, positionals } = parsed;
  const modes = (['failed', 'pending', 'all', 'changed', 'status'] as const).filter((k) => values[k]);
  if (modes.length + (positionals.length ? 1 : 0) !== 1) {
    throw new CliError(`Choose one of --failed, --pending, --all, --changed, --status or bill ids.\n\n${USAGE}`);
  }
  const dryRun = values['dry-run'] ?? false;
  if (positionals.length) {
    const billIds = positionals.map((p) => {
      const id = billIdSchema.safeParse(p);
      if (!id.success) throw new CliError(`${JSON.stringify(p)} is not a bill id (like 119-hr-1234).`);
      return id.data;
    });
    return { selection: { kind: 'ids', billIds: [...new Set(billIds)] }, dryRun };
  }
  return { selection: { kind: modes[0] }, dryRun };
}

export interface ResynthesizeResult {
  requested: string[];
  unknown: string[];
}

const BATCH = 100;

/** Requests synthesis for the selected bills, a hundred per transaction. */
export async function resynthesize(ds: DataSource, selection: Exclude<Selection, { kind: 'status' }>, dryRun = false): Promise<ResynthesizeResult> {
  const bills = new BillsRepository(ds);
  let billIds: string[];
  const unknown: string[] = [];
  if (selection.kind === 'ids') {
    const known = await bills.knownIds(selection.billIds);
    billIds = selection.billIds.filter((id) => known.has(id));
    unknown.push(...selection.billIds.filter((id) => !known.has(id)));
  } else if (selection.kind === 'changed') {
    billIds = await bills.idsSynthesizedOtherwise(currentSynthesisProvenance(process.env));
  } else {
    billIds = await bills.idsByStatus(selection.kind);
  }
  const requested: string[] = [];
  if (dryRun) return { requested: billIds, unknown };
  for (let i = 0; i < billIds.length; i += BATCH) {
    const slice = billIds.slice(i, i + BATCH);
    await ds.transaction(async (m) => {
      for (const id of slice) if (await requestSynthesis(m, id)) requested.push(id);
    });
  }
  return { requested, unknown };
}

async function printStatus(ds: DataSource): Promise<void> {
  const bills = new BillsRepository(ds);
  const counts = await bills.countByStatus();
  const total = counts.reduce((a, c) => a + c.n, 0);
  process.stdout.write(`${total} bills: ${counts.map((c) => `${c.n} ${c.status}`).join(', ') || 'none'}\n`);
  for (const f of await bills.latestFailures(50)) {
    process.stdout.write(`  ${f.billId}  failed ${f.failedAt.toISOString()} after ${f.attempts} attempt(s): ${f.error}\n`);
  }
}

if (require.main === module) {
  runCli(async () => {
    const parsed = parseSelection(process.argv.slice(2));
    if (parsed === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const ds = await openBillsDatabase();
    try {
      if (parsed.selection.kind === 'status') {
        await printStatus(ds);
        return 0;
      }
      const { requested, unknown } = await resynthesize(ds, parsed.selection, parsed.dryRun);
      const verb = parsed.dryRun ? 'Would request' : 'Requested';
      process.stdout.write(`${verb} synthesis for ${requested.length} bill${requested.length === 1 ? '' : 's'}${requested.length && requested.length <= 20 ? `: ${requested.join(', ')}` : ''}.\n`);
      if (unknown.length) process.stdout.write(`Unknown bills (not imported): ${unknown.join(', ')}\n`);
      return unknown.length ? 1 : 0;
    } finally {
      await ds.destroy();
    }
  });
}
