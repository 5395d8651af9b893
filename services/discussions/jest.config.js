module.exports = { ...require('../../jest.preset.js'), displayName: 'discussions', rootDir: __dirname };
