// Reading a V8 .cpuprofile (node --cpu-prof): self and total time per function, limited to the
// samples taken in a window of the monotonic clock (process.hrtime in µs, the clock V8 stamps
// its samples with), so the start-up and shutdown of a profiled process are left out.
import { readFileSync } from 'node:fs';

/** Where a function lives, short: a package, one of ours (services/…, libs/…), or node itself. */
export function placeOf(url) {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const ours = path.match(/\/((?:services|libs)\/[^/]+)\//);
  if (ours) return ours[1];
  if (path.startsWith('node:') || !path.startsWith('/')) return 'node';
  return path;
}

/**
 * { totalMs, self: [{ fn, ms, share }], total: [...], places: [{ place, ms, share }] } for the
 * samples with from ≤ timestamp ≤ to (µs; whole profile when not given). "total" counts a
 * function once per sample even when it recurses.
 */
export function summarizeProfile(file, { from = -Infinity, to = Infinity, top = 25 } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.replace(/^.*\/(node_modules|services|libs)\//, '$1/') : '';
    return `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}` : ''}`;
  };
  const self = new Map();
  const total = new Map();
  const places = new Map();
  let t = profile.startTime;
  let counted = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const dt = profile.timeDeltas[i + 1] ?? 0; // a sample stands for the time until the next one
    const leaf = byId.get(profile.samples[i]);
    const leafName = leaf.callFrame.functionName;
    if (leafName === '(idle)') {
      idle += dt;
      continue;
    }
    counted += dt;
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + dt);
    const place = leafName === '(garbage collector)' ? '(gc)' : leafName === '(program)' ? '(program)' : placeOf(leaf.callFrame.url);
    places.set(place, (places.get(place) ?? 0) + dt);
    const seen = new Set();
    for (let id = leaf.id; id !== undefined; id = parent.get(id)) {
      const name = label(byId.get(id));
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + dt);
    }
  }
  const list = (m, key) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => ({ [key]: k, ms: Math.round(us / 1000), share: counted ? us / counted : 0 }));
  return { busyMs: Math.round(counted / 1000), idleMs: Math.round(idle / 1000), self: list(self, 'fn'), total: list(total, 'fn'), places: list(places, 'place') };
}

/** Text for a terminal or a README: the busy time, then the places and the functions. */
export function formatSummary(name, s) {
  const pct = (x) => `${(x * 100).toFixed(1).padStart(5)}%`;
  const lines = [`== ${name}: ${s.busyMs} ms busy, ${s.idleMs} ms idle in the window`];
  lines.push('  by place (self time):');
  for (const p of s.places.slice(0, 15)) lines.push(`    ${pct(p.share)}  ${p.place}`);
  lines.push('  top self time:');
  for (const f of s.self) lines.push(`    ${pct(f.share)}  ${f.fn}`);
  lines.push('  top total time:');
  for (const f of s.total) lines.push(`    ${pct(f.share)}  ${f.fn}`);
  return lines.join('\n');
}
