export * from './config';
export * from './logger';
export * from './errors';
export * from './rpc';
export * from './health';
export * from './database';
export * from './redis';
export * from './bootstrap';
