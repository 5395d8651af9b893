import { join } from 'node:path';
import { asModule, moduleCode, runFreshProcess } from './fresh-process';

/*
 * @nestjs/common loaded through nest-date-formats.ts makes no Intl.DateTimeFormat until a
 * formatter is used (a process's first Intl object pages in ~6 MB of ICU data, bench/README
 * "Memory"). Each case runs in a fresh process: a module is loaded once per process, and the
 * count must start before @nestjs/common is first required.
 */
const source = join(__dirname, '../src/nest-date-formats.ts');

interface Observed {
  madeAtLoad: number;
  restored: boolean;
  madeAfterLog: number;
  printed: string;
}

const child = (withLoader: boolean, code: string) => `
const RuntimeDateTimeFormat = Intl.DateTimeFormat;
let made = 0;
function Counting(locales, options) { made++; return new RuntimeDateTimeFormat(locales, options); }
Intl.DateTimeFormat = Counting;
${withLoader ? `${asModule(code, source)};` : ''}
const nest = require('@nestjs/common');
const madeAtLoad = made;
const restored = Intl.DateTimeFormat === Counting;
let printed = '';
const write = process.stdout.write;
process.stdout.write = (chunk) => { printed += chunk; return true; };
new nest.ConsoleLogger('Check', { colors: false }).log('hello');
process.stdout.write = write;
process.stdout.write(JSON.stringify({ madeAtLoad, restored, madeAfterLog: made, printed }));
`;

function run(withLoader: boolean): Promise<Observed> {
  return runFreshProcess(child(withLoader, moduleCode('src/nest-date-formats.ts')));
}

it('@nestjs/common on its own makes its date formatters at load (what the loader is for)', async () => {
  // When this fails, Nest has stopped doing it: nest-date-formats.ts can go.
  const plain = await run(false);
  expect(plain.madeAtLoad).toBeGreaterThan(0);
});

it('loaded through service-kit, it makes none until a message is printed, then prints the time as before', async () => {
  const r = await run(true);
  expect(r.madeAtLoad).toBe(0);
  expect(r.restored).toBe(true); // the runtime's Intl.DateTimeFormat for everyone else
  expect(r.madeAfterLog).toBe(1);
  expect(r.printed).toMatch(/\d{1,2}\/\d{1,2}\/\d{4},? \d{1,2}:\d{2}:\d{2}/);
  expect(r.printed).toContain('[Check] hello');
}, 30_000);
