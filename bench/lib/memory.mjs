// Resident memory of the stack's processes, as the kernel counts it (Linux /proc).
import { readFileSync } from 'node:fs';

/** `key` (VmRSS, RssAnon, RssFile) of /proc/<pid>/status in MB, or null when the process is gone. */
export function statusMb(pid, key = 'VmRSS') {
  try {
    const kb = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Proportional set size in MB: pages shared with other processes (the node binary's code, which
 * VmRSS counts in full in every process) divided among them. Null where the kernel has no smaps_rollup.
 */
export function pssMb(pid) {
  try {
    const kb = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return kb ? Number(kb[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** RSS (with its anonymous and file-backed parts) and PSS of every process: [{ name, pid, rss, anon, file, pss }]. */
export function memoryOf(children) {
  return children.map(({ name, child }) => ({
    name,
    pid: child.pid,
    rss: statusMb(child.pid, 'VmRSS'),
    anon: statusMb(child.pid, 'RssAnon'),
    file: statusMb(child.pid, 'RssFile'),
    pss: pssMb(child.pid),
  }));
}
