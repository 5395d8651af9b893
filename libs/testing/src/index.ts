export * from './fake-openai-server';
export * from './stack';
export * from './api-client';
export * from './fake-congress-api';
export * from './fake-govinfo';
export * from './fake-census-geocoder';
export * from './fake-smtp-server';
export * from './wait';
