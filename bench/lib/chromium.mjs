// A headless Chromium with a DevTools port, for tools that drive a browser (Lighthouse).
// Launched directly rather than through a launcher package: the flags are the machine's own
// (README, helper rules) and the port is read from the line Chromium prints when it listens.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--remote-debugging-port=0',
];

export function chromiumMissing() {
  return existsSync(CHROME_PATH) ? null : `no Chromium at ${CHROME_PATH} (set CHROME_PATH)`;
}

/** Starts Chromium on a free DevTools port; returns { port, stop }. */
export async function launchChromium({ timeoutMs = 30_000 } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'civic-bench-chromium-'));
  const child = spawn(CHROME_PATH, [...FLAGS, `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port within ${timeoutMs} ms: ${stderr.slice(-500)}`)), timeoutMs);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}): ${stderr.slice(-500)}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, stop };
}
