import 'reflect-metadata';
import { createRootLogger, runMain } from '@civic/service-kit';
import { aiWorkerConfig } from './config';

runMain(async () => {
  const config = aiWorkerConfig();
  const log = createRootLogger('ai-worker', config.logLevel);
  // Imported after the config check so a bad env reports itself, not a module-load crash.
  const { providerFromEnv, startAiWorker } = await import('./ai-worker');
  const provider = providerFromEnv(config);
  const worker = await startAiWorker({ config, provider });

  const shutdown = (signal: NodeJS.Signals) => {
    log.info({ signal }, 'shutting down');
    // A second signal while draining stops at once; BullMQ requeues the unfinished jobs as stalled.
    process.once(signal, () => process.exit(1));
    worker.stop().then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
});
