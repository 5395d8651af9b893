module.exports = { ...require('../../jest.preset.js'), displayName: 'social-graph', rootDir: __dirname };
