export * from './synthesis-checker';
export * from './vote-figures';
export * from './generated-bills';
export * from './suggested-votes';
