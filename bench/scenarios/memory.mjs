// #26 item 4: resident memory (VmRSS) of every process of the bench stack, at idle — the fresh
// stack BENCH_IDLE_SETTLE_S (60) after it became ready, before any scenario loads data — and
// after the load, once every other scenario has run and the stack has gone quiet. Targets at
// idle: ≤ 80 MB per process, ≤ 700 MB for the stack. After the load: reported. The total PSS
// (shared pages such as the node binary's code counted once) says what the stack takes from the
// machine; VmRSS counts those pages in every process.
import { memoryOf } from '../lib/memory.mjs';
import { cpuShare } from '../lib/quiet.mjs';

const PER_PROCESS_MB = 80;
const STACK_MB = 700;
// A minute: each process's idle collector gives back what start-up left 10–50 s after ready (its
// first quiet check, then a second collection once V8 reads a low allocation rate; bench/README
// "Session 20"); at 30 s some processes were read before it.
const settleS = () => Number(process.env.BENCH_IDLE_SETTLE_S ?? 60);

let idle;
/** The stack's processes' CPU over IDLE_CPU_WINDOW_MS right after the idle reading, as a share of one core. */
let idleCpu;
const IDLE_CPU_WINDOW_MS = 15_000;

function rows(label, processes, { targets }) {
  const total = (key) => processes.reduce((sum, p) => sum + (p[key] ?? 0), 0);
  const out = processes.map((p) => ({
    metric: `${p.name}: RSS ${label}`,
    value: p.rss,
    unit: 'MB',
    ...(targets ? { target: `≤ ${PER_PROCESS_MB} MB`, pass: p.rss !== null && p.rss <= PER_PROCESS_MB } : {}),
  }));
  out.push({ metric: `stack (${processes.length} processes): RSS ${label}`, value: total('rss'), unit: 'MB', ...(targets ? { target: `≤ ${STACK_MB} MB`, pass: total('rss') <= STACK_MB } : {}) });
  out.push({ metric: `stack: PSS ${label} (shared pages counted once)`, value: total('pss'), unit: 'MB' });
  return out;
}

export default {
  id: 'memory',
  title: 'Memory: RSS of every stack process at idle and after the load',
  needsStack: true,
  // Measured after every other scenario, so "after the load" follows all of it.
  runLast: true,
  unavailable: () => (process.platform === 'linux' ? null : 'reads /proc (Linux only)'),

  async prepare(ctx) {
    const stack = await ctx.stack();
    ctx.log(`  waiting ${settleS()} s after ready for the idle reading`);
    await new Promise((r) => setTimeout(r, settleS() * 1000));
    idle = memoryOf(stack.children);
    ctx.log(`  at idle: ${idle.map((p) => `${p.name} ${p.rss?.toFixed(1) ?? '?'} MB`).join(', ')}`);
    // What an idle stack burns (timers, pollers): it competes with every later measurement, and
    // the quiet check before each one waits for the stack to use under 5% of a core.
    idleCpu = await cpuShare(stack.children.map(({ child }) => child.pid), IDLE_CPU_WINDOW_MS);
    ctx.log(`  CPU at idle: ${(idleCpu * 100).toFixed(1)}% of a core`);
  },

  async run(ctx) {
    const stack = await ctx.stack();
    const after = memoryOf(stack.children);
    return {
      rows: [
        ...rows('at idle', idle, { targets: true }),
        { metric: `stack (${idle.length} processes): CPU at idle, ${IDLE_CPU_WINDOW_MS / 1000} s`, value: Math.round(idleCpu * 1000) / 10, unit: '% of a core' },
        ...rows('after the load', after, { targets: false }),
      ],
      data: { idleSettleS: settleS(), idle, idleCpu, afterLoad: after },
    };
  },
};
