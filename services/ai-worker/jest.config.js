module.exports = { ...require('../../jest.preset.js'), displayName: 'ai-worker', rootDir: __dirname };
