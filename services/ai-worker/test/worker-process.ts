import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { serviceNodeArgs, stackEnv, waitFor } from '@civic/testing';


const ROOT = join(__dirname, '../../..');
export const WORKER_MAIN = join(ROOT, 'services/ai-worker/dist/main.js');

export function assertWorkerBuilt(): void {
  if (!existsSync(WORKER_MAIN)) throw new Error(`${WORKER_MAIN} is missing: build first (npm test builds; or npx nx run @civic/ai-worker:build).`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface WorkerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node services/ai-worker/dist/main.js` as the stack would (its node arguments, the local
 * AI provider, the synthesis queue, the test stack's Redis unless `env` says otherwise), and waits
 * for /health/ready.
 */
export async function startWorker(prefix: string, name: string, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serviceNodeArgs('ai-worker'), WORKER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      SERVICE_NAME: name,
      REDIS_URL: stackEnv('REDIS_URL'),
      REDIS_PREFIX: prefix,
      QUEUES: 'ai.synthesis',
      CONCURRENCY: '4',
      AI_PROVIDER: 'local',
      AI_WORKER_HTTP_PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    `${name} to be ready`,
    async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited during start-up:\n${output}`);
      return fetch(`${url}/health/ready`).then((r) => r.ok, () => false);
    },
    20_000,
  );
  return { child, url, output: () => output, exited };
}
