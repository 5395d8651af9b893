// Keeps the stack's processes running: a child that dies while the stack is up is started again
// with the same command and environment (so the same ports), after an exponential backoff.
// Only stop() (Ctrl-C or SIGTERM to the launcher) ends them for good. Used by stack.mjs.
import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';

/** First restart delay; doubles with each restart in a row, up to MAX. */
export const RESTART_BASE_MS = 500;
export const RESTART_MAX_MS = 10_000;
/** A child that stayed up this long is healthy again: its next restart waits the base delay. */
export const STABLE_AFTER_MS = 30_000;
/** How long a child may take to exit on SIGTERM before it is killed, beyond its own drain deadline. */
const STOP_MARGIN_MS = 5_000;

/** Delay before restart n of a streak (1-based): 0.5 s, 1 s, 2 s, 4 s, 8 s, 10 s, 10 s … */
export function restartDelayMs(streak) {
  return Math.min(RESTART_BASE_MS * 2 ** (streak - 1), RESTART_MAX_MS);
}

const describeExit = (code, signal) => (signal ? `signal ${signal}` : `code ${code}`);

export class Supervisor {
  /**
   * @param {object} opts
   * @param {string} opts.cwd  working directory of every child
   * @param {(name: string, child: import('node:child_process').ChildProcess) => void} opts.onSpawn  wires a new child's logs
   * @param {(line: string) => void} opts.log  where restart lines go
   * @param {number} opts.stopGraceMs  the children's drain deadline (SHUTDOWN_GRACE_MS); stop() kills a child that takes longer
   * @param {string} [opts.stateFile]  rewritten on every start and exit: {launcherPid, children: {name: {pid, restarts, startedAt, lastExit, lastRestartDelayMs, …meta}}}
   */
  constructor({ cwd, onSpawn, log, stopGraceMs, stateFile }) {
    this.cwd = cwd;
    this.killAfterMs = stopGraceMs + STOP_MARGIN_MS;
    this.onSpawn = onSpawn;
    this.log = log;
    this.stateFile = stateFile;
    /** @type {Map<string, {name: string, command: string[], env: object, meta: object, child: any, restarts: number, streak: number, startedAt: number, timer?: any}>} */
    this.entries = new Map();
    /** Restarts begin once the stack is up; an exit during start-up fails the start instead. */
    this.supervising = false;
    this.stopping = false;
  }

  /** Starts a child; `meta` (e.g. its health URL) is published in the state file. */
  start(name, command, env, meta = {}) {
    const entry = { name, command, env, meta, child: undefined, restarts: 0, streak: 0, startedAt: 0 };
    this.entries.set(name, entry);
    this.spawn(entry);
    return entry;
  }

  spawn(entry) {
    const [file, ...args] = entry.command;
    const child = spawn(file, args, { cwd: this.cwd, env: entry.env, stdio: ['ignore', 'pipe', 'pipe'] });
    entry.child = child;
    entry.startedAt = Date.now();
    this.onSpawn(entry.name, child);
    child.once('exit', (code, signal) => this.onExit(entry, child, code, signal));
    // A process that could not be started at all (no 'exit' follows) is retried like one that died.
    child.once('error', (err) => {
      this.log(`${entry.name} could not be started: ${err.message}`);
      if (child.pid === undefined) this.onExit(entry, child, null, null);
    });
    this.writeState();
  }

  onExit(entry, child, code, signal) {
    if (entry.child !== child) return;
    entry.lastExit = { code, signal, at: new Date().toISOString() };
    this.writeState();
    if (this.stopping || !this.supervising) return;
    // A child that ran a while is healthy again; one that keeps dying waits longer each time.
    if (Date.now() - entry.startedAt >= STABLE_AFTER_MS) entry.streak = 0;
    entry.streak += 1;
    entry.restarts += 1;
    const delay = restartDelayMs(entry.streak);
    entry.lastRestartDelayMs = delay;
    this.writeState();
    this.log(`${entry.name} exited (${describeExit(code, signal)}); restarting in ${delay / 1000} s (restart ${entry.restarts})`);
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      if (this.stopping) return;
      this.spawn(entry);
      this.log(`${entry.name} restarted (pid ${entry.child.pid})`);
    }, delay);
  }

  /** The children in start order: {name, child} with the current process of each. */
  get children() {
    return [...this.entries.values()].map((e) => ({ name: e.name, get child() { return e.child; } }));
  }

  /** The first child that exited and is not being restarted (start-up failures), if any. */
  deadChild() {
    return [...this.entries.values()].find((e) => e.child.exitCode !== null || e.child.signalCode !== null);
  }

  /**
   * Stops every child for good: the ones named in `order` first, one after the other, then the
   * rest together. Answers the names of those that did not exit cleanly (code 0 after SIGTERM),
   * with how they ended.
   */
  async stop(order = []) {
    this.stopping = true;
    for (const e of this.entries.values()) if (e.timer) clearTimeout(e.timer);
    const first = order.map((n) => this.entries.get(n)).filter(Boolean);
    const rest = [...this.entries.values()].filter((e) => !first.includes(e));
    const unclean = [];
    const stopOne = async (e) => {
      const wasRunning = e.child.exitCode === null && e.child.signalCode === null;
      await terminate(e.child, this.killAfterMs);
      if (wasRunning && e.child.exitCode !== 0) unclean.push(`${e.name} (${describeExit(e.child.exitCode, e.child.signalCode)})`);
    };
    for (const e of first) await stopOne(e);
    await Promise.all(rest.map(stopOne));
    this.writeState();
    return unclean;
  }

  state() {
    const children = {};
    for (const e of this.entries.values()) {
      const running = e.child.exitCode === null && e.child.signalCode === null;
      children[e.name] = { pid: running ? e.child.pid : null, restarts: e.restarts, startedAt: new Date(e.startedAt).toISOString(), lastExit: e.lastExit ?? null, lastRestartDelayMs: e.lastRestartDelayMs ?? null, ...e.meta };
    }
    return { launcherPid: process.pid, children };
  }

  /** Rewrites the state file atomically, so a reader never sees half of it. */
  writeState() {
    if (!this.stateFile) return;
    const tmp = `${this.stateFile}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(this.state(), null, 2)}\n`);
    renameSync(tmp, this.stateFile);
  }
}

function terminate(child, killAfterMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
