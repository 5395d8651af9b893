// Last build step: a brotli (.br) and a gzip (.gz) copy of every text file in dist/, made once
// here at maximum compression, so the gateway sends them as they are (@fastify/static's
// preCompressed) instead of compressing on each request or sending them uncompressed.
// A copy that would not be smaller than the file is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot folders (Vite's .vite/manifest.json) are build metadata, not served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const file of files(DIST)) {
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
    },
  });
  const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
  raw += body.length;
  br += Math.min(brotli.length, body.length);
  count += 1;
}
console.log(`precompressed ${count} files in ${relative(process.cwd(), DIST) || 'dist'}: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
