// `npm run ai:queues` / `npm run ai:retry`: operator commands for the AI queues. Reads the same
// environment as `npm start` (.env, then defaults such as REDIS_PREFIX=civic-<database>).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadEnv } from '../../../infra/scripts/env.mjs';

const require = createRequire(import.meta.url);
const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('services/ai-worker is not built: run `npm run build` first.');
  process.exit(1);
}
const env = loadEnv({ createDotEnv: false });
try {
  console.log(await require(cli.pathname).runAdmin(process.argv.slice(2), env));
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
