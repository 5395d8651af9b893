// `@civic/service-kit/edge`: what a process without a database or queues needs (the gateway),
// from the same modules as the full entry point but without TypeORM, BullMQ and the service
// runtime, which such a process would otherwise load and hold (about 10 MB of its idle RSS).
// edge.spec.ts keeps it that way.
// First: the modules no service reads at start loaded on their first use (load-on-use.ts says why).
import './load-on-use';
// Then @nestjs/common loaded without making its date formatters (nest-date-formats.ts says why).
import './nest-date-formats';
// And AsyncResource.bind without its per-call deprecation wrappers (lean-async-bind.ts says why).
import './lean-async-bind';
export * from './config';
export * from './logger';
export * from './errors';
export * from './rpc';
export * from './health';
export * from './probes';
export * from './redis';
export * from './bootstrap';
export * from './run-main';
export * from './shutdown';
export * from './rpc-auth';
export * from './events/live-push';
