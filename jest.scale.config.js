// The multi-replica test (`npm test -- --only scale`): its own Jest run against the stack with
// replicas of every process that infra/scripts/test.mjs starts for it. *.scale.ts files are not
// picked up by the main run (jest.config.js), whose stack has one process of each.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: 'scale',
  rootDir: __dirname,
  roots: ['<rootDir>/services/gateway/test'],
  testMatch: ['**/*.scale.ts'],
};
