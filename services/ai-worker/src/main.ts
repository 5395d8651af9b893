import { createRootLogger, onShutdownSignal, runMain } from '@civic/service-kit/worker';
import { aiWorkerConfig } from './config';

runMain(async () => {
  const config = aiWorkerConfig();
  const log = createRootLogger('ai-worker', config.logLevel);
  // Imported after the config check so a bad env reports itself, not a module-load crash.
  const { providerFromEnv, startAiWorker } = await import('./ai-worker');
  const provider = providerFromEnv(config);
  // Given on its command line by npm start, docker-compose.yml and the manifests (infra/scripts/node-options.mjs).
  if (provider.name === 'local' && !process.execArgv.includes('--no-regexp-tier-up')) {
    log.warn('started without node --no-regexp-tier-up: the offline rules run 3-5 times slower (infra/scripts/node-options.mjs)');
  }
  const worker = await startAiWorker({ config, provider });
  // Graceful: active jobs finish, then HTTP and Redis close. Jobs a forced exit leaves behind are
  // requeued by BullMQ as stalled.
  onShutdownSignal(() => worker.stop(), { log, graceMs: config.shutdownGraceMs });
});
