// Reads a sampling heap profile (.heapprofile, from cpu-profile-on-signal.cjs with
// CIVIC_HEAP_PROFILE=1): bytes allocated per function (self) and per package, largest first.
//   node bench/lib/heapprofile.mjs <file.heapprofile> [rows]
import { readFileSync } from 'node:fs';
import { placeOf } from './cpuprofile.mjs';

export function summarizeHeapProfile(profile, rows = 25) {
  const byFunction = new Map();
  const byPlace = new Map();
  let total = 0;
  const walk = (node) => {
    const bytes = node.selfSize;
    if (bytes) {
      const { functionName, url, lineNumber } = node.callFrame;
      const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + bytes);
      const place = placeOf(url);
      byPlace.set(place, (byPlace.get(place) ?? 0) + bytes);
      total += bytes;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(profile.head);
  const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, rows).map(([k, v]) => `  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  return [`allocated (sampled): ${(total / 1048576).toFixed(1)} MB`, 'by place:', ...top(byPlace), 'by function:', ...top(byFunction)].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  console.log(summarizeHeapProfile(JSON.parse(readFileSync(process.argv[2], 'utf8')), Number(process.argv[3] ?? 25)));
}
