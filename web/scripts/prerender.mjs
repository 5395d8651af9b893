// Build step after `vite build`: writes the public pages as static HTML so they paint before the
// app's script runs (issue #9). It builds src/prerender.tsx for Node into a temporary folder,
// renders each page with the same <App> the browser hydrates, and writes
//   dist/prerendered/<name>.html   the shell (dist/index.html) with the page's markup in #root,
//                                  its own title and description, and src/paint-first.ts as its
//                                  script: the app loads once the page has painted;
//   dist/prerendered/routes.json   { "<path>": "prerendered/<name>.html" } for the gateway.
// Pages are rendered for a signed-out visitor; the gateway serves them for exactly these paths.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(WEB, 'dist');
const OUT_DIR = 'prerendered';
/** The prerendered pages' entry (a second input of vite.config.ts). */
const PAINT_FIRST = 'src/paint-first.ts';

/** Each page with the module its route loads lazily (a key of Vite's manifest). */
const PAGES = [
  { path: '/', name: 'index', module: 'src/pages/landing.tsx' },
  { path: '/features', name: 'features', module: 'src/pages/features.tsx' },
  { path: '/about', name: 'about', module: 'src/pages/about.tsx' },
  { path: '/how-it-works', name: 'how-it-works', module: 'src/pages/how-it-works.tsx' },
  { path: '/privacy', name: 'privacy', module: 'src/pages/legal.tsx' },
  { path: '/terms', name: 'terms', module: 'src/pages/legal.tsx' },
  { path: '/open-data', name: 'open-data', module: 'src/pages/open-data-page.tsx' },
  { path: '/districts', name: 'districts', module: 'src/pages/district-page.tsx' },
  // One shell for every district: the page shows nothing district-specific until it hydrates,
  // and the gateway serves this file for any /districts/{code} (a route pattern).
  { path: '/districts/:district', name: 'district', module: 'src/pages/district-page.tsx' },
];

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`prerender: the shell has no ${what}`);
  return html.replace(pattern, replacement);
}

/** A chunk's file and those of its static imports, transitively, and their stylesheets. */
function chunkFiles(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`prerender: ${key} is not in Vite's manifest (did the module move?)`);
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

/**
 * The shell turned into one page: its title and description, its markup in #root, the
 * stylesheets, and src/paint-first.ts in place of the app's entry and module preloads: the app
 * loads after the first paint, with the route's own chunks named for it to fetch alongside.
 */
function pageHtml(shell, manifest, page, rendered) {
  const paintFirst = manifest[PAINT_FIRST];
  if (!paintFirst?.isEntry) throw new Error(`prerender: ${PAINT_FIRST} is not an entry of the build`);
  const app = chunkFiles(manifest, 'index.html');
  const route = chunkFiles(manifest, page.module);
  const routeChunks = [...new Set(route.scripts.filter((f) => !app.scripts.includes(f)))].map((f) => `/${f}`);
  const styles = [...new Set([...app.styles, ...route.styles])];

  let html = shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
    'meta description',
  );
  const head = [
    ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    `<script type="module" crossorigin src="/${paintFirst.file}" data-route-chunks="${escapeHtml(routeChunks.join(' '))}"></script>`,
  ];
  html = replaceOnce(html, /\s*<\/head>/, `\n    ${head.join('\n    ')}\n  </head>`, '</head>');
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
        rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
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
