// `npm start`: check PostgreSQL and Redis, create the database if missing, build, migrate,
// start every process and serve the app on http://localhost:$PORT. Ctrl-C stops everything.
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
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const { name, child } of stack.children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`${name} stopped unexpectedly (code ${code}); stopping the stack.`);
        void shutdown().then(() => process.exit(1));
      }
    });
  }
} catch (err) {
  console.error(`\n${err.message}`);
  process.exit(1);
}
