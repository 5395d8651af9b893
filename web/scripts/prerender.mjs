// Build step after `vite build`: writes the public pages as static HTML so they paint before the
// app's script runs (issue #9). It builds src/prerender.tsx for Node into a temporary folder,
// renders each page with the same <App> the browser hydrates, and writes
//   dist/prerendered/<name>.html   the shell (dist/index.html) with the page's markup in #root,
//                                  its own title and description, and module preloads for its
//                                  route chunk, so hydration does not wait on a second round trip;
//   dist/prerendered/routes.json   { "<path>": "prerendered/<name>.html" } for the gateway.
// Pages are rendered for a signed-out visitor; the gateway serves them for exactly these paths.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(WEB, 'dist');
const OUT_DIR = 'prerendered';

/** Each page with the module its route loads lazily (a key of Vite's manifest). */
const PAGES = [
  { path: '/', name: 'index', module: 'src/pages/landing.tsx' },
  { path: '/features', name: 'features', module: 'src/pages/features.tsx' },
  { path: '/about', name: 'about', module: 'src/pages/about.tsx' },
  { path: '/how-it-works', name: 'how-it-works', module: 'src/pages/how-it-works.tsx' },
  { path: '/privacy', name: 'privacy', module: 'src/pages/legal.tsx' },
  { path: '/terms', name: 'terms', module: 'src/pages/legal.tsx' },
];

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`prerender: the shell has no ${what}`);
  return html.replace(pattern, replacement);
}

/** The files a lazily loaded module needs (its chunk and static imports, transitively) and their CSS. */
function chunkFiles(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`prerender: ${key} is not in Vite's manifest (did the route's module move?)`);
  if (seen.has(key)) return { scripts: [], styles: [] };
  seen.add(key);
  const scripts = [entry.file];
  const styles = [...(entry.css ?? [])];
  for (const dep of entry.imports ?? []) {
    const more = chunkFiles(manifest, dep, seen);
    scripts.push(...more.scripts);
    styles.push(...more.styles);
  }
  return { scripts, styles };
}

function pageHtml(shell, manifest, page, rendered) {
  const { scripts, styles } = chunkFiles(manifest, page.module);
  const hints = [
    ...styles.filter((f) => !shell.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...scripts.filter((f) => !shell.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  let html = shell;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
    'meta description',
  );
  html = replaceOnce(html, /<\/head>/, `  ${[...new Set(hints)].join('\n    ')}\n  </head>`, '</head>');
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    () => `<div id="root" data-prerendered="${escapeHtml(page.path)}">${rendered.html}</div>`,
    'empty <div id="root">',
  );
  return html;
}

async function main() {
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  // Inside web/ so the bundle's imports of React, React Router… resolve from node_modules.
  const cache = join(WEB, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const ssrOut = mkdtempSync(join(cache, 'civic-prerender-'));
  try {
    await build({
      root: WEB,
      logLevel: 'warn',
      build: {
        ssr: 'src/prerender.tsx',
        outDir: ssrOut,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const { renderPage } = await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href);
    mkdirSync(join(DIST, OUT_DIR), { recursive: true });
    const routes = {};
    for (const page of PAGES) {
      const rendered = await renderPage(page.path);
      const file = `${OUT_DIR}/${page.name}.html`;
      writeFileSync(join(DIST, file), pageHtml(shell, manifest, page, rendered));
      routes[page.path] = file;
      console.log(`prerendered ${page.path} → dist/${file} (${rendered.html.length} characters, "${rendered.title}")`);
    }
    writeFileSync(join(DIST, OUT_DIR, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  } finally {
    rmSync(ssrOut, { recursive: true, force: true });
  }
}

await main();
