// `npm start`: check PostgreSQL and Redis, create the database if missing, build, migrate,
// start every process and serve the app on http://localhost:$PORT. A process that exits is
// restarted (with backoff); Ctrl-C stops everything.
import { build, checkDependencies, ensureDatabase, migrate, startStack } from './stack.mjs';
import { loadEnv } from './env.mjs';

const started = Date.now();
const env = loadEnv();
try {
  await checkDependencies({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
  if (await ensureDatabase(env.DATABASE_URL)) console.log(`Created database ${new URL(env.DATABASE_URL).pathname.slice(1)}.`);
  console.log('Building…');
  build();
  console.log('Migrating…');
  migrate(env);
  const stack = await startStack({ env, port: Number(env.PORT) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nCivic is ready on http://localhost:${env.PORT} (started in ${seconds}s). Press Ctrl-C to stop.\n`);
  // A process that dies is restarted by the stack's supervisor; only a signal to this launcher
  // stops everything. A second Ctrl-C does not wait for the drain.
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) {
      if (signal === 'SIGINT') process.exit(1);
      return;
    }
    stopping = true;
    console.log('\nStopping…');
    const unclean = await stack.stop();
    if (unclean.length) console.error(`Not shut down cleanly: ${unclean.join(', ')}.`);
    process.exit(unclean.length ? 1 : 0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (err) {
  console.error(`\n${err.message}`);
  process.exit(1);
}
