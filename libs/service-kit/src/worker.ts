// `@civic/service-kit/worker`: what a queue worker process with no database and no RPC server
// needs (the ai-worker): config, logs, probes and metrics on node:http, Redis, BullMQ queues and
// workers, shutdown. From the same modules as the full entry point, without Nest, TypeORM or an
// HTTP framework, which such a process would otherwise load and hold at idle (#26).
// edge.spec.ts keeps it that way.
// First: the modules no service reads at start loaded on their first use (load-on-use.ts says why).
import './load-on-use';
export * from './config';
export * from './logger';
export * from './errors';
export * from './probes';
export * from './redis';
export * from './run-main';
export * from './shutdown';
export * from './events/queues';
export * from './events/queue-worker';
