import { z } from 'zod';
import { UserBillsRepository } from '../user-bills/user-bills.repository';
import { UserBillsService, type RemoderateSelection } from '../user-bills/user-bills.service';
import { CliError, openBillsDatabase, parseCommandLine, runCli } from './support';

const USAGE = `Requests the AI review of user bills again, through the outbox (the running bills service relays it).

  npm run bills:remoderate -- --delayed       every pending bill whose review could not be produced ("review delayed")
  npm run bills:remoderate -- --approved      every published bill the AI approved and no moderator did (after a new rule
                                              set or model): a rejection takes it down and the author is told;
                                              with bill ids after it, only those bills
  npm run bills:remoderate -- <bill id> ...   the named user bills (uuids), if still pending

Bills in another state (drafts, decided, hidden after reports, appealed) are skipped and listed.`;

export function parseRemoderateArgs(argv: string[]): RemoderateSelection | 'help' {
  const parsed = parseCommandLine(argv, { delayed: { type: 'boolean', default: false }, approved: { type: 'boolean', default: false } }, USAGE);
  if (parsed === 'help') return 'help';
  const { values, positionals } = parsed;
  const chosen = [values.delayed, values.approved || positionals.length > 0].filter(Boolean).length;
  if (chosen !== 1 || (values.delayed && positionals.length)) throw new CliError(`Choose --delayed, --approved or bill ids.\n\n${USAGE}`);
  const ids = [...new Set(positionals.map((p) => {
    const id = z.uuid().safeParse(p.trim().toLowerCase());
    if (!id.success) throw new CliError(`${JSON.stringify(p)} is not a user bill id (a uuid).`);
    return id.data;
  }))];
  return { kind: values.delayed ? 'delayed' : values.approved ? 'approved' : 'ids', ids };
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
    return selection.ids.length && skipped.length ? 1 : 0;
  } finally {
    await ds.destroy();
  }
}

if (require.main === module) runCli(main);
