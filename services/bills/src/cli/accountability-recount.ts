import { recountAgreements } from '../rollcalls/recount';
import { CliError, openBillsDatabase, runCli } from './support';

const USAGE = `Recomputes every member's agreement with every district from the votes and the roll calls, and reports drift.

  npm run accountability:recount             report (exit code 2 when some rate drifted)
  npm run accountability:recount -- --json   one JSON line on stdout

Drift means the served agreement (district tallies and the roll-call district mapping) differs
from the one recomputed from every vote and every recorded position. Fix the tallies with
npm run voting:recount -- --fix; drift that stays points at the district mapping.`;

if (require.main === module) {
  runCli(async () => {
    const args = process.argv.slice(2);
    if (args.includes('--help') || args.includes('-h')) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const unknown = args.filter((a) => a !== '--json');
    if (unknown.length) throw new CliError(`Unknown option ${unknown[0]}.\n\n${USAGE}`);
    const ds = await openBillsDatabase();
    try {
      const started = Date.now();
      const result = await recountAgreements(ds);
      const ms = Date.now() - started;
      if (args.includes('--json')) process.stdout.write(`${JSON.stringify({ ...result, ms })}\n`);
      else {
        process.stdout.write(`Checked ${result.checked} agreement rates (${result.districts} districts, ${result.bills} bills with roll calls) in ${ms} ms.\n`);
        for (const d of result.drift.slice(0, 50)) {
          process.stdout.write(`  drift ${d.district} ${d.bioguideId}: served ${d.stored.agree} agree / ${d.stored.disagree} disagree, actual ${d.actual.agree} / ${d.actual.disagree}\n`);
        }
        if (result.drift.length > 50) process.stdout.write(`  ... and ${result.drift.length - 50} more\n`);
        process.stdout.write(result.drift.length ? `${result.drift.length} agreement rates drifted.\n` : 'No drift.\n');
      }
      return result.drift.length ? 2 : 0;
    } finally {
      await ds.destroy();
    }
  });
}
