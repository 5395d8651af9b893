import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In dev and preview the SPA runs on its own port; /api and /socket.io go to the gateway so
// requests stay same-origin from the browser's point of view (as in production, where the
// gateway serves web/dist itself).
const apiTarget = process.env.CIVIC_API_TARGET ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@civic/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // scripts/prerender.mjs reads it to preload each prerendered page's route chunk.
    manifest: true,
  },
});
