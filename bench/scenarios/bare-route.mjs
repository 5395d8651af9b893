// (ii) The baseline every HTTP figure is compared with: a bare Fastify route serving a fixed JSON
// document from memory, in its own process, measured with the same autocannon settings.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../infra/scripts/stack.mjs';
import { LIGHT_RATE, measureAtRate, measureMax } from '../lib/load.mjs';

/** The bare server; `bodiesFile` (JSON of { path: body }) makes it serve exactly those bodies. */
export async function startBareServer(bodiesFile) {
  const child = fork(join(ROOT, 'bench/servers/bare.mjs'), bodiesFile ? [bodiesFile] : [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
}

export default {
  id: 'bare-route',
  title: 'Bare Fastify route, fixed JSON from memory (baseline)',

  async run(ctx) {
    const server = await startBareServer();
    try {
      const { connections, duration, warmup } = ctx.opts;
      const max = await measureMax({ url: `${server.url}/bare`, connections, duration, warmup });
      const half = await measureAtRate({ url: `${server.url}/bare`, connections, duration, rate: max.rps / 2 });
      const light = await measureAtRate({ url: `${server.url}/bare`, connections, duration, rate: LIGHT_RATE });
      ctx.baselines.bare = { max, half, light };
      return {
        rows: [
          { metric: 'bare route: max throughput', value: max.rps, unit: 'req/s' },
          { metric: 'bare route: p99 at half max', value: half.p99, unit: 'ms' },
          { metric: `bare route: p99 at ${LIGHT_RATE} req/s`, value: light.p99, unit: 'ms' },
        ],
        data: { max, half, light },
      };
    } finally {
      await server.stop();
    }
  },
};
