import { ConfigError } from './config';
import { startIdleCollector } from './idle-gc';
import { logger } from './logger';

/**
 * Runs a process entry point; a configuration error prints its message alone and exits 1.
 * An error nothing handled is logged as one JSON line before the process exits 1 (its
 * supervisor restarts it): its state is unknown, so it does not carry on. Once it has started,
 * the young generation its start or a busy spell grew is given back when it goes quiet (idle-gc.ts).
 */
export function runMain(main: () => Promise<unknown>): void {
  const fatal = (kind: string) => (err: unknown) => {
    logger().fatal({ err }, kind);
    process.exit(1);
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled promise rejection'));
  void main().then(
    () => startIdleCollector(),
    (err) => {
      if (err instanceof ConfigError) {
        process.stderr.write(`${err.message}\n`);
      } else {
        process.stderr.write(`Fatal: ${(err as Error)?.stack ?? err}\n`);
      }
      process.exit(1);
    },
  );
}
