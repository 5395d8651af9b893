// (#22, #26) The offline moderation rules' own cost: milliseconds per post judged by the local
// provider's rules (the development posts of libs/ai, both sides of each template, and long
// posts: six of them joined, as typed and in capitals), in a process started with the
// ai-worker's node arguments (node-options.mjs NODE_ARGS: how V8 compiles the rules' regular
// expressions is one of them). It catches a pattern that backtracks on long input; the tests no
// longer time anything (DESIGN §7).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeArgsOf } from '../../infra/scripts/node-options.mjs';
import { ROOT } from '../../infra/scripts/stack.mjs';
import { median, percentile } from '../lib/stats.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const ROUNDS = 5;
// Targets at about twice the figures measured on the 2-core machine (bench/README.md).
const SHORT_MEDIAN_MS = 0.5;
const LONG_MEDIAN_MS = 5;

function posts() {
  const dev = require(join(ROOT, 'libs/ai/dist/local/dev-posts.fixture.js'));
  const expand = (t) => (/\{[A-Za-z]\}/.test(t) ? dev.SIDES.map((side) => dev.forSide(t, side)) : [t]);
  const short = [...Object.values(dev.DEV_CIVIL).flat(), ...Object.values(dev.DEV_UNCIVIL).flat(), ...dev.DEV_CIVIL_MORE, ...dev.DEV_UNCIVIL_MORE].flatMap(expand);
  const long = Array.from({ length: 6 }, (_, i) => short.slice(i * 6, i * 6 + 6).join(' ')).map((p) => Array.from({ length: 6 }, () => p).join('\n\n'));
  return { short, long: [...long, ...long.map((p) => p.toUpperCase())] };
}

/** Per-post milliseconds over ROUNDS passes (after a warm-up pass, as in a running worker). */
function time(judge, list) {
  for (const post of list) judge(post);
  const ms = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const post of list) {
      const start = process.hrtime.bigint();
      judge(post);
      ms.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return { median: median(ms), p99: percentile(ms, 99), chars: Math.round(list.reduce((n, p) => n + p.length, 0) / list.length) };
}

/** Both measurements, in this process. */
function measure() {
  const { moderateTextLocally } = require(join(ROOT, 'libs/ai/dist/local/moderation.js'));
  const judge = (content) => moderateTextLocally({ kind: 'reply', content });
  const { short, long } = posts();
  return { short: { ...time(judge, short), count: short.length }, long: { ...time(judge, long), count: long.length } };
}

// Run as a script: the child of run() below.
if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(JSON.stringify(measure()));

export default {
  id: 'moderation-rules',
  title: "Offline moderation rules: milliseconds per post, in a process run as the ai-worker's",

  async run() {
    const script = fileURLToPath(import.meta.url);
    const { short: s, long: l } = JSON.parse(execFileSync(process.execPath, [...nodeArgsOf('ai-worker'), script], { encoding: 'utf8', maxBuffer: 1 << 20 }));
    return {
      rows: [
        { metric: `short posts (${s.count}, ${s.chars} chars on average): median`, value: s.median, unit: 'ms', target: `≤ ${SHORT_MEDIAN_MS} ms`, pass: s.median <= SHORT_MEDIAN_MS },
        { metric: 'short posts: p99', value: s.p99, unit: 'ms', target: 'report', pass: true },
        { metric: `long posts (${l.count}, ${l.chars} chars on average): median`, value: l.median, unit: 'ms', target: `≤ ${LONG_MEDIAN_MS} ms`, pass: l.median <= LONG_MEDIAN_MS },
        { metric: 'long posts: p99', value: l.p99, unit: 'ms', target: 'report', pass: true },
      ],
      data: { short: s, long: l, nodeArgs: nodeArgsOf('ai-worker') },
    };
  },
};
