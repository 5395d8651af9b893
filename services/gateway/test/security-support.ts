import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '@civic/contracts';

/** Opens a signed-in socket on a gateway (resolves once the gateway says it joined the user's room). */
export function openSocket(baseUrl: string, cookie: string, origin: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie, origin }, timeout: 5000 });
    socket.once(SOCKET_EVENTS.ready, () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Resolves with the reason once the socket is disconnected ("io server disconnect" when the gateway closed it). */
export function disconnection(socket: Socket, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Whether the gateway still answers this socket (a round trip on the live channel). */
export async function stillServed(socket: Socket): Promise<boolean> {
  if (!socket.connected) return false;
  const ack = (await socket.timeout(5000).emitWithAck('bill.watch', { billId: '119-hr-1' })) as { ok: boolean };
  return ack.ok;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface SecondGateway {
  url: string;
  metricsUrl: string;
  port: number;
  /** Everything the process wrote (JSON log lines). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Another replica of the real gateway (its built dist/main.js), beside the test stack's: same
 * services, Redis and session secret (so sessions and sockets are shared across the two, as in a
 * deployment), with its own port and the settings a test needs to differ (e.g. TRUST_PROXY).
 */
export async function startSecondGateway(env: Record<string, string>): Promise<SecondGateway> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, '../dist/main.js')], {
    env: { ...process.env, SERVICE_NAME: 'gateway-b', PORT: String(port), METRICS_HOST: '127.0.0.1', METRICS_PORT: String(metricsPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`second gateway exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`second gateway not ready after 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, output: () => output, stop };
}
