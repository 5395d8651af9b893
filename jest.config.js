// One Jest run covers every backend package (unit + integration) against one shared stack.
module.exports = {
  // A global option (ignored inside projects): integration tests spawn processes and talk to the
  // real PostgreSQL, Redis and stack, which on a loaded 2-core CI machine can take several seconds
  // per test; Jest's 5 s default suits unit tests only. This bounds a hung test; nothing waits on it.
  testTimeout: 30_000,
  projects: ['<rootDir>/libs/*/jest.config.js', '<rootDir>/services/*/jest.config.js'],
};
