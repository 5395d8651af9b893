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
export * from './database';
export * from './repository';
export * from './redis';
export * from './bootstrap';
export * from './run-main';
export * from './shutdown';
export * from './events';
export * from './runtime';
export * from './rpc-auth';
export * from './migrate-main';
export * from './review-tables';
export * from './idle-gc';
