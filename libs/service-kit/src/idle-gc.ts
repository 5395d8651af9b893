import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Gives back the young generation a busy spell grew (ADR 0033). Under load V8 grows its
 * semi-spaces up to --max-semi-space-size (8 MB in the image: with 1 MB the collector took 25–39%
 * of the gateway's and the voting service's CPU on the cast path), and keeps them when the process
 * goes quiet; so does module loading at boot. When the young generation is grown and the event
 * loop was nearly idle for a whole check, one full collection shrinks it back to its minimum
 * (and compacts the old generation): idle memory stays what 1 MB semi-spaces gave. V8 shrinks it
 * in such a collection only once its own reading of the allocation rate (the last ~5 s) is low,
 * so right after a spell a collection may keep it and the next quiet check collects again.
 */
export interface IdleCollectorOptions {
  /** How often the loop's utilization is read (default 5 s). */
  checkMs?: number;
  /** Below this share of the last check busy, the process counts as quiet (default 0.05). */
  quietUtilization?: number;
  /** Above this size the young generation counts as grown (default 4 MB; its minimum is 1 MB). */
  grownBytes?: number;
}

/** The young generation's committed size now (V8's new space). */
export function youngGenerationBytes(): number {
  return getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
}

/** Whether to collect: the young generation is grown, and the loop was quiet during the last check. */
export function shouldCollect(youngBytes: number, utilization: number, opts: Required<Pick<IdleCollectorOptions, 'quietUtilization' | 'grownBytes'>>): boolean {
  return youngBytes > opts.grownBytes && utilization < opts.quietUtilization;
}

type Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'regular' | 'last-resort' }) => void;

/**
 * A full collection that gives back all the memory it can: V8's gc() with the "last-resort"
 * flavor (its collection of all available garbage: several rounds, the old generation compacted
 * into as few pages as it fills, the free pages unmapped). A regular full collection leaves the
 * old generation's pages as fragmented as start-up made them; measured on the stack at idle, the
 * memory-reducing one left each service 3–5 MB less RSS a minute after start (76–79 MB against
 * 81–84 MB; identity, which parses its ZIP table on a first start, 76 against 95 MB; bench/README
 * "Session 20"). It costs a few regular collections' time, spent only when the process is quiet.
 */
function fullCollection(): () => void {
  const exposed = (globalThis as { gc?: Gc }).gc;
  if (!exposed) setFlagsFromString('--expose-gc');
  const gc = exposed ?? (runInNewContext('gc') as Gc);
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/** Starts the checks (an unref'd timer: it never keeps the process alive); stop() ends them. */
export function startIdleCollector(options: IdleCollectorOptions = {}): { stop(): void; collections(): number } {
  const opts = { checkMs: 5000, quietUtilization: 0.05, grownBytes: 4 * 1024 * 1024, ...options };
  const gc = fullCollection();
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let collections = 0;
  // Checks to let pass after a collection that kept the young generation (V8 still read a high
  // allocation rate): doubled each time up to 12, so a process that keeps allocating while quiet
  // is not given a full collection every check to no effect.
  let backoff = 1;
  let skip = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    if (!shouldCollect(youngGenerationBytes(), utilization, opts)) {
      backoff = 1;
      skip = 0;
      return;
    }
    if (skip > 0) {
      skip -= 1;
      return;
    }
    gc();
    collections += 1;
    if (youngGenerationBytes() > opts.grownBytes) {
      skip = backoff;
      backoff = Math.min(backoff * 2, 12);
    } else backoff = 1;
    // The collection's own time must not count as load in the next check.
    last = performance.eventLoopUtilization();
  }, opts.checkMs);
  timer.unref();
  return { stop: () => clearInterval(timer), collections: () => collections };
}
