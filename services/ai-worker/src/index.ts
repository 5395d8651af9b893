// The ai-worker is a process; these exports let tests and the bench drive its parts in-process.
export * from './config';
export * from './ai-worker';
export * from './worker-pool';
export * from './processors';
export * from './delay';
export * from './cli';
export * from './budget';
export * from './usage';
