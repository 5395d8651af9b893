module.exports = { ...require('../../jest.preset.js'), displayName: 'notifications', rootDir: __dirname };
