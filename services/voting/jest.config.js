module.exports = { ...require('../../jest.preset.js'), displayName: 'voting', rootDir: __dirname };
