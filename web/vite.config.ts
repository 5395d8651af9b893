import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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

const dist = fileURLToPath(new URL('./dist/', import.meta.url));

/** `vite preview` answers the public pages with their prerendered HTML, as the gateway does. */
function previewPrerenderedPages(): Plugin {
  return {
    name: 'civic:preview-prerendered-pages',
    configurePreviewServer(server) {
      const routesFile = `${dist}prerendered/routes.json`;
      const routes: Record<string, string> = existsSync(routesFile) ? JSON.parse(readFileSync(routesFile, 'utf8')) : {};
      // A pattern (/districts/:district) is one shell for every path it matches.
      const patterns = Object.entries(routes)
        .filter(([path]) => path.includes('/:'))
        .map(([path, page]) => [new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`), page] as const);
      const pageFor = (path: string) => routes[path] ?? patterns.find(([re]) => re.test(path))?.[1];
      server.middlewares.use((req, res, next) => {
        const page = req.method === 'GET' || req.method === 'HEAD' ? pageFor((req.url ?? '').split('?')[0]) : undefined;
        if (!page) return next();
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(readFileSync(`${dist}${page}`));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), previewPrerenderedPages()],
  resolve: {
    alias: {
      // The zod-free rules first: '@civic/contracts' would match their path as a prefix.
      '@civic/contracts/rules': fileURLToPath(new URL('../libs/contracts/src/rules.ts', import.meta.url)),
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
    // scripts/prerender.mjs reads it to name each prerendered page's entry and route chunks.
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        // The prerendered pages' entry: paints first, then loads the app (src/paint-first.ts).
        'paint-first': fileURLToPath(new URL('./src/paint-first.ts', import.meta.url)),
      },
      output: {
        // One chunk for the icons instead of one tiny chunk per icon that two routes share:
        // a page's first load makes a handful of requests, not dozens.
        codeSplitting: { groups: [{ name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ }] },
      },
    },
  },
});
