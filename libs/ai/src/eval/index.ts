export * from './synthesis-checker';
export * from './vote-figures';
