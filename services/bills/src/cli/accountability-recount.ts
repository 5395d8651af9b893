import { recountPledges } from '../partners/pledge-recount';
import { recountAgreements } from '../rollcalls/recount';
import { CliError, openBillsDatabase, runCli } from './support';

const USAGE = `Recomputes every member's agreement with every district, and every partner candidate's kept-pledge
record, from the votes and the roll calls, and reports drift.

  npm run accountability:recount             report (exit code 2 when some rate drifted)
  npm run accountability:recount -- --json   one JSON line on stdout

Drift means the served agreement (district tallies and the roll-call district mapping) differs
from the one recomputed from every vote and every recorded position; the same for the kept,
broken and did-not-vote counts of each pledged candidate (ADR 0031). Fix the tallies with
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
      const pledges = await recountPledges(ds);
      const ms = Date.now() - started;
      if (args.includes('--json')) process.stdout.write(`${JSON.stringify({ ...result, pledges, ms })}\n`);
      else {
        process.stdout.write(`Checked ${result.checked} agreement rates (${result.districts} districts, ${result.bills} bills with roll calls) in ${ms} ms.\n`);
        for (const d of result.drift.slice(0, 50)) {
          process.stdout.write(`  drift ${d.district} ${d.bioguideId}: served ${d.stored.agree} agree / ${d.stored.disagree} disagree, actual ${d.actual.agree} / ${d.actual.disagree}\n`);
        }
        if (result.drift.length > 50) process.stdout.write(`  ... and ${result.drift.length - 50} more\n`);
        process.stdout.write(`Checked ${pledges.checked} kept-pledge records of partner candidates.\n`);
        for (const d of pledges.drift.slice(0, 50)) {
          const r = (x: typeof d.stored) => `${x.kept} kept / ${x.broken} broken / ${x.didNotVote} did not vote`;
          process.stdout.write(`  drift candidate ${d.candidateId} (${d.bioguideId}, ${d.area}): served ${r(d.stored)}, actual ${r(d.actual)}\n`);
        }
        if (pledges.drift.length > 50) process.stdout.write(`  ... and ${pledges.drift.length - 50} more\n`);
        const drifted = [result.drift.length ? `${result.drift.length} agreement rates` : '', pledges.drift.length ? `${pledges.drift.length} pledge records` : ''].filter(Boolean);
        process.stdout.write(drifted.length ? `${drifted.join(' and ')} drifted.\n` : 'No drift.\n');
      }
      return result.drift.length || pledges.drift.length ? 2 : 0;
    } finally {
      await ds.destroy();
    }
  });
}
