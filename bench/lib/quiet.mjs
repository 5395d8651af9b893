// Waits until the stack's processes are idle (outbox relays drained, syntheses applied), so a
// measurement does not compete with work left over from loading the data.
import { existsSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
  } catch {
    return 0;
  }
}

/** Resolves once the processes together use under `threshold` of one core over `windowMs`. */
export async function waitForQuiet(pids, { threshold = 0.05, windowMs = 2000, maxWaitMs = 120_000, log = () => {} } = {}) {
  if (!existsSync('/proc/self/stat')) {
    await new Promise((r) => setTimeout(r, 5000));
    return;
  }
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const before = pids.reduce((s, p) => s + cpuSeconds(p), 0);
    await new Promise((r) => setTimeout(r, windowMs));
    const used = (pids.reduce((s, p) => s + cpuSeconds(p), 0) - before) / (windowMs / 1000);
    if (used < threshold) return;
    if (Date.now() > deadline) {
      log(`  the stack is still busy (${Math.round(used * 100)}% of a core); measuring anyway`);
      return;
    }
  }
}
