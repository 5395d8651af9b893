export * from './http/auth';
export * from './http/user';
export * from './http/errors';
export * from './rpc';
export * from './socket';
