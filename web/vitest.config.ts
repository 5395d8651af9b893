import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests are plain logic (no DOM): fast, node environment, no Vite plugins.
export default defineConfig({
  resolve: {
    alias: {
      '@civic/contracts/rules': fileURLToPath(new URL('../libs/contracts/src/rules.ts', import.meta.url)),
      '@civic/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
