// Waits until the stack's processes are idle (outbox relays drained, syntheses applied), so a
// measurement does not compete with work left over from loading the data.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
  } catch {
    return 0;
  }
}

/**
 * PostgreSQL's processes working for `database`: its sessions and autovacuum workers (their
 * process titles name the database), and the cluster's checkpointer and writers. What the stack
 * left the database to do (a backlog of events a service is still applying, a vacuum of freshly
 * loaded tables, a checkpoint after them) competes with a measurement as much as the stack's own
 * processes do; other databases on the machine are not waited for.
 */
export function databasePids(database) {
  const pids = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (title.includes(` ${database} `) || title.endsWith(` ${database}`) || /checkpointer|walwriter|background writer/.test(title)) pids.push(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The share of one core the processes use together over `windowMs` (0.05: 5%). */
export async function cpuShare(pids, windowMs) {
  const before = pids.map(cpuSeconds);
  await new Promise((r) => setTimeout(r, windowMs));
  // A process that ended meanwhile (a closed session) reads 0 and counts for nothing.
  const spent = pids.reduce((s, p, i) => s + Math.max(0, cpuSeconds(p) - before[i]), 0);
  return spent / (windowMs / 1000);
}

/**
 * Resolves once the processes together use under `threshold` of one core over `windowMs`.
 * `pids` is a list, or a function giving it anew for each window (sessions come and go).
 */
export async function waitForQuiet(pids, { threshold = 0.05, windowMs = 2000, maxWaitMs = 120_000, log = () => {} } = {}) {
  if (!existsSync('/proc/self/stat')) {
    await new Promise((r) => setTimeout(r, 5000));
    return;
  }
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const used = await cpuShare(typeof pids === 'function' ? pids() : pids, windowMs);
    if (used < threshold) return;
    if (Date.now() > deadline) {
      log(`  the stack is still busy (${Math.round(used * 100)}% of a core); measuring anyway`);
      return;
    }
  }
}
