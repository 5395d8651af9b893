import { parseArgs } from 'node:util';
import { z } from 'zod';
import { UserBillsRepository } from '../user-bills/user-bills.repository';
import { UserBillsService } from '../user-bills/user-bills.service';
import { CliError, openBillsDatabase, runCli } from './support';

const USAGE = `Requests the AI review of pending user bills again, through the outbox (the running bills service relays it).

  npm run bills:remoderate -- --delayed       every pending bill whose review could not be produced ("review delayed")
  npm run bills:remoderate -- <bill id> ...   the named user bills (uuids), if still pending

Bills that are drafts or already decided are skipped and listed.`;

export function parseRemoderateArgs(argv: string[]): string[] | 'delayed' | 'help' {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { delayed: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } });
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.delayed === (positionals.length > 0)) throw new CliError(`Choose --delayed or bill ids.\n\n${USAGE}`);
  if (values.delayed) return 'delayed';
  return [...new Set(positionals.map((p) => {
    const id = z.uuid().safeParse(p.trim().toLowerCase());
    if (!id.success) throw new CliError(`${JSON.stringify(p)} is not a user bill id (a uuid).`);
    return id.data;
  }))];
}

async function main(): Promise<number> {
  const selection = parseRemoderateArgs(process.argv.slice(2));
  if (selection === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const ds = await openBillsDatabase();
  try {
    const { requested, skipped } = await new UserBillsService(ds, new UserBillsRepository(ds)).remoderate(selection);
    process.stdout.write(`Review requested again for ${requested.length} bill(s).\n`);
    for (const id of requested) process.stdout.write(`  ${id}\n`);
    for (const s of skipped) process.stdout.write(`  skipped ${s.id}: ${s.reason}\n`);
    return selection !== 'delayed' && skipped.length ? 1 : 0;
  } finally {
    await ds.destroy();
  }
}

if (require.main === module) runCli(main);
