// Shared Jest settings for every backend package. SWC transpiles TypeScript with decorators and
// their metadata (Nest needs both); @civic/* resolve to library sources so no build is needed.
const fs = require('fs');
const path = require('path');
const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  moduleNameMapper: { '^@civic/([a-z-]+)$': path.join(__dirname, 'libs/$1/src'), '^@civic/([a-z-]+)/([a-z-]+)$': path.join(__dirname, 'libs/$1/src/$2') },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
