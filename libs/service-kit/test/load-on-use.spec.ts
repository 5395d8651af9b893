import { asModule, moduleCode, runFreshProcess } from './fresh-process';

/*
 * load-on-use.ts: the listed modules are not loaded while a service's libraries load, and a
 * process that reads one gets the real module. Each case runs in a fresh Node process (Jest has
 * a module system of its own, which the loader does not touch), from libs/service-kit so the
 * libraries resolve as the services' do.
 */
/** The loader's code; `installed: false` leaves out its last line, the one that installs it. */
function loaderCode(installed: boolean): string {
  const code = moduleCode('src/load-on-use.ts');
  const withoutInstall = code.replace(/\nloadListedModulesOnUse\(\);\s*$/, '\n');
  if (withoutInstall === code) throw new Error('load-on-use.ts no longer ends by installing itself: update this spec');
  return installed ? code : withoutInstall;
}

/** Runs `body` (an async function's body) in a fresh process; answers what it returns. */
function runChild<T>(body: string, { installed = true } = {}): Promise<T> {
  return runFreshProcess<T>(`
const { LOADED_ON_USE } = ${asModule(loaderCode(installed))};
const loadedListed = () => Object.keys(require.cache).filter((f) => LOADED_ON_USE.some((rule) => rule.file.test(f))).map((f) => f.replace(/.*node_modules[\\\\/]/, ''));
(async () => { ${body} })().then((out) => process.stdout.write(JSON.stringify(out)), (err) => { console.error(err); process.exit(1); });
`);
}

// The libraries a service loads at start, in the order its modules do; and the gateway's HTTP
// server, which Nest's Fastify adapter makes when it is constructed.
const LIBRARIES = `require('@nestjs/common'); require('@nestjs/core'); require('@nestjs/microservices'); require('typeorm'); require('@nestjs/typeorm'); require('bullmq'); require('zod'); require('@civic/contracts'); require('prom-client'); new (require('@nestjs/platform-fastify').FastifyAdapter)();`;

it('without the loader, the libraries load modules of every rule at start (what it is for)', async () => {
  // A rule that matches nothing the libraries load any more can go.
  const perRule = await runChild<number[]>(
    `${LIBRARIES} const loaded = Object.keys(require.cache); return LOADED_ON_USE.map((rule) => loaded.filter((f) => rule.file.test(f)).length);`,
    { installed: false },
  );
  expect(perRule.length).toBeGreaterThan(0);
  for (const count of perRule) expect(count).toBeGreaterThan(0);
}, 30_000);

it('with it, none of them is loaded by the libraries at start', async () => {
  const loaded = await runChild<string[]>(`${LIBRARIES} return loadedListed();`);
  expect(loaded).toEqual([]);
}, 30_000);

it('each rule declares its modules’ own __esModule marker and kind of exports', async () => {
  // Read without the loader: the real modules against what the rules declare.
  const rows = await runChild<{ file: string; declared: boolean; real: boolean; type: string; declaredType: string }[]>(
    `${LIBRARIES}
return Object.keys(require.cache).flatMap((file) => {
  const rule = LOADED_ON_USE.find((r) => r.file.test(file));
  if (!rule) return [];
  const real = require.cache[file].exports;
  return [{ file: file.replace(/.*node_modules[\\\\/]/, ''), declared: rule.esModule, real: Boolean(real && real.__esModule), type: typeof real, declaredType: rule.exports ?? 'object' }];
});`,
    { installed: false },
  );
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) expect({ file: row.file, esModule: row.real, type: row.type }).toEqual({ file: row.file, esModule: row.declared, type: row.declaredType });
}, 30_000);

it('a process that reads a listed module gets the real one', async () => {
  const out = await runChild<{ before: string[]; french: string; mysql: string; after: number; postgres: string; glob: string; cron: string[]; fastify: [number, number, string] }>(`
${LIBRARIES}
const before = loadedListed();
const z = require('zod');
// zod's locales, read through its index: French messages.
z.config(z.locales.fr());
const french = z.string().safeParse(1).error.issues[0].message;
z.config(z.locales.en());
// TypeORM's driver factory, asked for MySQL: the real driver loads and asks for its package.
const { DataSource } = require('typeorm');
let mysql;
try { new DataSource({ type: 'mysql' }); mysql = 'made'; } catch (err) { mysql = err.name; }
const postgres = new DataSource({ type: 'postgres' }).driver.constructor.name;
// glob through TypeORM's directory loader (what an entity glob reads).
const { importClassesFromDirectories } = require('typeorm/util/DirectoryExportedClassesLoader');
const glob = typeof (await importClassesFromDirectories({ log() {} }, [__filename.replace(/[^/\\\\]*$/, 'no-such-*.js')])).length;
// The cron parser BullMQ's schedulers read (its exports are a function).
const cronParser = require('cron-parser');
const cron = [typeof cronParser, cronParser.parseExpression('*/5 * * * *', { currentDate: new Date('2026-01-01T00:01:00Z'), utc: true }).next().toISOString()];
// A Fastify route with schemas: its body checked by Ajv, its answer written by fast-json-stringify.
const app = require('fastify')();
const schema = { body: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } }, response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } };
app.post('/x', { schema }, async () => ({ ok: true, unlisted: 1 }));
const bad = await app.inject({ method: 'POST', url: '/x', payload: {} });
const good = await app.inject({ method: 'POST', url: '/x', payload: { a: 'b' } });
const fastify = [bad.statusCode, good.statusCode, good.body];
return { before, french, mysql, after: loadedListed().length, postgres, glob, cron, fastify };`);
  expect(out.before).toEqual([]);
  expect(out.french).toMatch(/attendu|Entrée/i);
  expect(out.mysql).toBe('DriverPackageNotInstalledError');
  expect(out.postgres).toBe('PostgresDriver');
  expect(out.glob).toBe('number');
  expect(out.cron).toEqual(['function', '2026-01-01T00:05:00.000Z']);
  expect(out.fastify).toEqual([400, 200, '{"ok":true}']);
  expect(out.after).toBeGreaterThan(0);
}, 30_000);
