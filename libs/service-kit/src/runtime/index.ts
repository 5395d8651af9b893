export * from './handlers';
export * from './wiring';
export * from './service-runtime';
export * from './runtime.module';
