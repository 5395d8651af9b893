// `npm run voting:recount -- [--fix] [--json]`: recomputes every district tally from the votes
// and reports the ones that drifted; --fix rewrites them (vote writers wait meanwhile).
// Uses DATABASE_URL (and, after --fix, REDIS_URL to tell the gateways' tally caches) from the
// environment, else from .env (working directory, then repo root).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { baseEnv, createRedis, createRootLogger, loadConfig, runMain } from '@civic/service-kit';
import { votingDataSource } from './data-source';
import { recountTallies } from './repositories';
import { TallyVersions } from './tally-versions';

const USAGE = `Recomputes every district tally from the votes and reports drift.

  npm run voting:recount               report (exit code 2 when some tally drifted)
  npm run voting:recount -- --fix      rewrite drifted tallies (vote writes wait meanwhile)
  npm run voting:recount -- --json     one JSON line on stdout
`;

runMain(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    process.stdout.write(USAGE);
    return;
  }
  const unknown = args.filter((a) => !['--fix', '--json'].includes(a));
  if (unknown.length) {
    process.stderr.write(`Unknown option ${unknown[0]}.\n\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  const fix = args.includes('--fix');
  const json = args.includes('--json');
  for (const file of [join(process.cwd(), '.env'), join(__dirname, '../../../.env')]) {
    if (existsSync(file)) process.loadEnvFile(file); // never overrides a variable already set
  }
  createRootLogger('voting-recount', 'warn');
  const env = loadConfig(baseEnv);
  const ds = await votingDataSource(env.DATABASE_URL, 2).initialize();
  try {
    const started = Date.now();
    const result = await recountTallies(ds, { fix });
    const ms = Date.now() - started;
    if (fix && result.drift.length) await bumpAllTallyVersions(env.REDIS_URL, env.REDIS_PREFIX);
    if (json) {
      process.stdout.write(`${JSON.stringify({ ...result, ms })}\n`);
    } else {
      process.stdout.write(`Checked ${result.checked} district tallies against ${result.votes} votes in ${ms} ms.\n`);
      for (const d of result.drift.slice(0, 50)) {
        process.stdout.write(`  drift ${d.billId} ${d.district}: stored ${JSON.stringify(d.stored)} actual ${JSON.stringify(d.actual)}\n`);
      }
      if (result.drift.length > 50) process.stdout.write(`  ... and ${result.drift.length - 50} more\n`);
      if (!result.drift.length) process.stdout.write('No drift.\n');
      else if (fix) process.stdout.write(`Fixed ${result.drift.length} tallies.\n`);
      else process.stdout.write(`${result.drift.length} tallies drifted. Run with --fix to rewrite them.\n`);
    }
    // Drift found and left alone is a failure an operator's script should notice.
    process.exitCode = result.drift.length && !fix ? 2 : 0;
  } finally {
    await ds.destroy();
  }
});

/** Rewritten tallies: whatever the gateways hold in memory is older (ADR 0009). */
async function bumpAllTallyVersions(redisUrl: string, redisPrefix: string): Promise<void> {
  const redis = createRedis(redisUrl);
  try {
    await new TallyVersions(redis, redisPrefix).bump({ all: true });
  } finally {
    redis.disconnect();
  }
}
