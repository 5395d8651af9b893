export * from './tables';
export * from './queues';
export * from './outbox';
export * from './inbox';
export * from './live-push';
export * from './queue-worker';
