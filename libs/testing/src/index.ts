export * from './fake-openai-server';
export * from './stack';
export * from './api-client';
