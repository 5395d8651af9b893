import 'reflect-metadata';
import net from 'node:net';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { startTcpBalancer, type TcpBalancer } from '@civic/testing';
import { Ctx, MessagePattern, Payload, type ServerTCP, type TcpContext, Transport } from '@nestjs/microservices';
import { createRpcClient, RpcContextInterceptor, RpcErrorFilter, type RpcClient, type RpcEnvelope } from '../src/rpc';
import { CoalescingJsonSocket } from '../src/rpc-socket';
import { Drain, drainRpcServer } from '../src/shutdown';

/*
 * ADR 0027's bounds, over real loopback TCP with three replicas of a Nest TCP service wired as
 * bootstrapService wires one (signed frames, the drain). A headless Service's DNS name is stood
 * in by a resolver answering 127.0.0.1, .2, .3 (all loopback on Linux) with one port, as a
 * cluster's A records would; the pool under test is the one the gateway uses (createRpcClient).
 */
const SECRET = 'pool-test-secret'.repeat(3);
const NAME = 'demo.headless.svc';
/** What each replica ran: its address → calls, and every write id it applied. */
const ran = new Map<string, number>();
const writes: string[] = [];

@Controller()
class DemoController {
  @MessagePattern('demo.read')
  async read(@Payload() env: RpcEnvelope<{ delayMs?: number }>, @Ctx() ctx: TcpContext) {
    return this.work(env, ctx);
  }

  @MessagePattern('demo.write')
  async write(@Payload() env: RpcEnvelope<{ id: string; delayMs?: number }>, @Ctx() ctx: TcpContext) {
    const replica = await this.work(env, ctx);
    writes.push(env.data.id);
    return replica;
  }

  private async work(env: RpcEnvelope<{ delayMs?: number }>, ctx: TcpContext): Promise<string> {
    const replica = ctx.getSocketRef().socket.localAddress!.replace(/^::ffff:/, '');
    ran.set(replica, (ran.get(replica) ?? 0) + 1);
    if (env.data?.delayMs) await new Promise((r) => setTimeout(r, env.data.delayMs));
    return replica;
  }
}

@Module({ controllers: [DemoController] })
class DemoModule {}

interface Replica {
  host: string;
  app: INestMicroservice;
  drain: Drain;
  listener: net.Server;
}

let port: number;
let addresses: string[] = [];
const replicas = new Map<string, Replica>();
const clients: RpcClient[] = [];

async function startReplica(host: string): Promise<void> {
  const drain = new Drain();
  const app = await NestFactory.createMicroservice(DemoModule, { transport: Transport.TCP, options: { host, port, socketClass: CoalescingJsonSocket }, logger: false });
  app.useGlobalInterceptors(new RpcContextInterceptor({ current: SECRET, previous: undefined }, drain));
  app.useGlobalFilters(new RpcErrorFilter());
  await app.listen();
  const listener = (app as unknown as { serverInstance: ServerTCP }).serverInstance.unwrap<net.Server>();
  replicas.set(host, { host, app, drain, listener });
}

/** What a service does on SIGTERM (bootstrapService): drain, then close. */
async function stopGracefully(host: string): Promise<void> {
  const r = replicas.get(host)!;
  r.drain.begin();
  await drainRpcServer({ listener: r.listener, drain: r.drain, graceMs: 20_000, lingerMs: 1000 });
  await r.app.close();
  replicas.delete(host);
}

function client(pool: { dnsRefreshMs?: number; maxAgeMs?: number; poolSize?: number } = {}): RpcClient {
  const c = createRpcClient({
    service: 'demo',
    host: NAME,
    port,
    timeoutMs: 5000,
    secret: SECRET,
    pool: pool,
    isRead: (pattern) => pattern === 'demo.read',
    resolve: async (name) => {
      if (name !== NAME) throw new Error(`unknown name ${name}`);
      return addresses;
    },
  });
  clients.push(c);
  return c;
}

beforeAll(async () => {
  // One port free on every loopback address, as every pod of a Service listens on the same one.
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => probe.once('listening', r));
  port = (probe.address() as net.AddressInfo).port;
  await new Promise((r) => probe.close(r));
});

beforeEach(() => {
  ran.clear();
  writes.length = 0;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all([...replicas.values()].map((r) => r.app.close()));
  replicas.clear();
});

const share = (host: string, total: number) => (ran.get(host) ?? 0) / total;

it('spreads 3,000 calls of one caller over 3 replicas, a third each (± 10% of a third)', async () => {
  addresses = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
  for (const host of addresses) await startReplica(host);
  const c = client();
  // 30 callers at once, as a gateway under load sends them.
  let next = 0;
  await Promise.all(
    Array.from({ length: 30 }, async () => {
      while (next < 3000) {
        next += 1;
        await c.send('demo.read', {});
      }
    }),
  );
  const total = [...ran.values()].reduce((a, b) => a + b, 0);
  expect(total).toBe(3000);
  for (const host of addresses) expect(Math.abs(share(host, total) - 1 / 3)).toBeLessThanOrEqual(1 / 30);
  console.log(`spread of 3,000 calls: ${addresses.map((h) => `${h} ${ran.get(h)}`).join(', ')}`);
});

it('gives a replica added under load its share within 10 s (the next DNS refresh)', async () => {
  addresses = ['127.0.0.1', '127.0.0.2'];
  for (const host of addresses) await startReplica(host);
  const c = client(); // default refresh (RPC_DNS_REFRESH_MS 5 s)
  let stop = false;
  const windows: Array<Record<string, number>> = [];
  const load = (async () => {
    while (!stop) {
      await Promise.all(Array.from({ length: 10 }, () => c.send('demo.read', {})));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await new Promise((r) => setTimeout(r, 500));
  await startReplica('127.0.0.3');
  addresses = [...addresses, '127.0.0.3'];
  const added = Date.now();
  let tookMs = -1;
  // One-second windows: the new replica has its share once it serves a third (± 10%) of a window.
  while (Date.now() - added < 10_000) {
    ran.clear();
    await new Promise((r) => setTimeout(r, 1000));
    const total = [...ran.values()].reduce((a, b) => a + b, 0);
    windows.push(Object.fromEntries(ran));
    if (total > 0 && Math.abs(share('127.0.0.3', total) - 1 / 3) <= 1 / 30) {
      tookMs = Date.now() - added;
      break;
    }
  }
  stop = true;
  await load;
  console.log(`replica added under load: its share after ${tookMs} ms; windows ${JSON.stringify(windows)}`);
  expect(tookMs).toBeGreaterThan(0);
  expect(tookMs).toBeLessThanOrEqual(10_000);
});

it('loses no call when a replica is stopped gracefully under 50 calls/s, and runs every write once', async () => {
  addresses = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
  for (const host of addresses) await startReplica(host);
  const c = client();
  const failures: unknown[] = [];
  const acknowledged: string[] = [];
  let stop = false;
  let sent = 0;
  // 50 calls a second, half reads and half writes, each taking 30 ms on the replica: the stopped
  // replica has calls running when its drain begins.
  const pacer = (async () => {
    const inFlight: Promise<void>[] = [];
    while (!stop) {
      const i = sent++;
      const write = i % 2 === 1;
      const id = `w${i}`;
      inFlight.push(
        c.send(write ? 'demo.write' : 'demo.read', { id, delayMs: 30 }).then(
          () => void (write && acknowledged.push(id)),
          (err) => void failures.push({ i, write, err }),
        ),
      );
      await new Promise((r) => setTimeout(r, 20));
    }
    await Promise.all(inFlight);
  })();
  await new Promise((r) => setTimeout(r, 1000));
  const before = ran.get('127.0.0.2') ?? 0;
  // The name still lists the stopped replica (DNS lags behind): the pool must cope.
  await stopGracefully('127.0.0.2');
  await new Promise((r) => setTimeout(r, 2000));
  stop = true;
  await pacer;
  console.log(`graceful stop under 50 calls/s: ${sent} calls, ${failures.length} failed; stopped replica ran ${before} before its drain; spread ${JSON.stringify(Object.fromEntries(ran))}`);
  expect(before).toBeGreaterThan(0);
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(120);
  // Every acknowledged write ran exactly once, and no write ran that was not acknowledged.
  expect([...writes].sort()).toEqual([...acknowledged].sort());
  expect(new Set(writes).size).toBe(writes.length);
});

it('does not send a write again when its connection closed under it (it may have run): 503', async () => {
  // A bare TCP server that reads one frame and drops the connection without answering.
  const dropper = net.createServer((socket) => socket.once('data', () => socket.destroy()));
  await new Promise<void>((r) => dropper.listen(port, '127.0.0.1', r));
  addresses = ['127.0.0.1'];
  let frames = 0;
  dropper.on('connection', (s) => s.on('data', () => (frames += 1)));
  try {
    const c = client();
    await expect(c.send('demo.write', { id: 'x' })).rejects.toMatchObject({ status: 503 });
    expect(frames).toBe(1);
    // A read is sent again (up to twice more) on a new connection.
    frames = 0;
    await expect(c.send('demo.read', {})).rejects.toMatchObject({ status: 503 });
    expect(frames).toBe(3);
  } finally {
    await new Promise((r) => dropper.close(r));
  }
});

it('behind a per-connection balancer (a ClusterIP), deals its connections again as they age, so a replica added gets its share', async () => {
  addresses = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
  for (const host of addresses) await startReplica(host);
  const balancer: TcpBalancer = await startTcpBalancer(addresses.slice(0, 2).map((host) => ({ host, port })));
  try {
    // One address (the balancer's); RPC_POOL_SIZE 6 and a 2 s RPC_CONNECTION_MAX_AGE_MS.
    const c = createRpcClient({ service: 'demo', host: '127.0.0.1', port: balancer.port, timeoutMs: 5000, secret: SECRET, pool: { poolSize: 6, maxAgeMs: 2000, dnsRefreshMs: 500 } });
    clients.push(c);
    let stop = false;
    const failures: unknown[] = [];
    const load = (async () => {
      while (!stop) {
        await Promise.all(Array.from({ length: 12 }, () => c.send('demo.read', {}).catch((err) => void failures.push(err))));
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await new Promise((r) => setTimeout(r, 1000));
    expect(ran.get('127.0.0.3') ?? 0).toBe(0);
    balancer.backends = addresses.map((host) => ({ host, port }));
    const added = Date.now();
    let tookMs = -1;
    const windows: Array<Record<string, number>> = [];
    while (Date.now() - added < 10_000) {
      ran.clear();
      await new Promise((r) => setTimeout(r, 1000));
      const total = [...ran.values()].reduce((a, b) => a + b, 0);
      windows.push(Object.fromEntries(ran));
      if (addresses.every((h) => Math.abs(share(h, total) - 1 / 3) <= 0.1)) {
        tookMs = Date.now() - added;
        break;
      }
    }
    stop = true;
    await load;
    console.log(`ClusterIP stand-in, replica added behind it: every share within a third ± 10 points after ${tookMs} ms; windows ${JSON.stringify(windows)}`);
    expect(failures).toEqual([]);
    expect(tookMs).toBeGreaterThan(0);
    expect(tookMs).toBeLessThanOrEqual(10_000);
  } finally {
    await balancer.close();
  }
});
