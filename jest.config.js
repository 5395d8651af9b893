// One Jest run covers every backend package (unit + integration) against one shared stack.
module.exports = {
  projects: ['<rootDir>/libs/*/jest.config.js', '<rootDir>/services/*/jest.config.js'],
};
