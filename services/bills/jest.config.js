module.exports = { ...require('../../jest.preset.js'), displayName: 'bills', rootDir: __dirname };
