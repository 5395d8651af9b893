import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The built barrel (dist/index.js, written by scripts/lazy-index.cjs) loads each module on first
 * use. It must export exactly what src/index.ts does, with the same values, and must load nothing
 * but itself until a name is read. Runs against the build (`npm test` builds first).
 */
const dist = join(__dirname, '..', 'dist');
const built = existsSync(join(dist, 'index.js'));

/** Runs a script in a fresh Node process (its own module cache) and returns what it prints. */
function inFreshProcess(script: string): unknown {
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: dist, encoding: 'utf8' }));
}

/** [module, the names it passes on, or null for all of them] per re-export line of src/index.ts. */
const reExports = [...readFileSync(join(__dirname, 'index.ts'), 'utf8').matchAll(/^export\s+(\*|\{([^}]*)\})\s+from\s+'(\.[^']+)';/gm)].map(
  (m): [string, string[] | null] => [m[3], m[1] === '*' ? null : m[2].split(',').map((n) => n.trim())],
);

(built ? describe : describe.skip)('the built barrel of @civic/contracts', () => {
  it('loads no module behind it until one of its names is read, then only that one and its imports', () => {
    const loaded = inFreshProcess(`
      const own = () => Object.keys(require.cache).filter((f) => f.startsWith(${JSON.stringify(dist)}) && !f.endsWith('/index.js'));
      const barrel = require('./index.js');
      const atLoad = own();
      void barrel.VOTING;
      console.log(JSON.stringify({ atLoad, afterRead: own() }));
    `) as { atLoad: string[]; afterRead: string[] };
    expect(loaded.atLoad).toEqual([]);
    expect(loaded.afterRead).toContain(join(dist, 'rpc-voting.js'));
    expect(loaded.afterRead).not.toContain(join(dist, 'partner-pledges.js'));
    expect(loaded.afterRead.length).toBeLessThan(reExports.length);
  });

  it('exports every name src/index.ts re-exports, each the module’s own value', () => {
    const result = inFreshProcess(`
      const barrel = require('./index.js');
      const missing = [], different = [];
      for (const [path, listed] of ${JSON.stringify(reExports)}) {
        const mod = require(path);
        for (const name of listed ?? Object.keys(mod)) {
          if (name === '__esModule' || name === 'default') continue;
          if (!(name in barrel)) missing.push(path + ': ' + name);
          else if (barrel[name] !== mod[name]) different.push(path + ': ' + name);
        }
      }
      console.log(JSON.stringify({ missing, different, names: Object.keys(barrel).length, esModule: barrel.__esModule }));
    `) as { missing: string[]; different: string[]; names: number; esModule: boolean };
    expect(result.missing).toEqual([]);
    expect(result.different).toEqual([]);
    expect(result.esModule).toBe(true);
    expect(result.names).toBeGreaterThan(300);
  });
});

if (!built) {
  it.skip('the built barrel: needs `npx nx run @civic/contracts:build` (npm test builds first)', () => undefined);
}
