import { lookup } from 'node:dns/promises';
import { isIP, Socket } from 'node:net';
import { CoalescingJsonSocket } from './rpc-socket';

/**
 * The connections a caller keeps to one service (ADR 0027): at least one per address the
 * service's host names resolve to (a headless Service's A records, or a comma-separated list),
 * and at least RPC_POOL_SIZE in all. Each call goes to the open connection with the fewest calls
 * in flight, ties taken in turn, so 3 replicas each get a third of one caller's calls. The names
 * are resolved again every RPC_DNS_REFRESH_MS: a replica added under load gets connections at
 * the next refresh; one that left loses them. A connection older than RPC_CONNECTION_MAX_AGE_MS
 * is replaced (the new one opens before the old one stops taking calls), so behind a
 * per-connection balancer (a ClusterIP) the connections are dealt again now and then.
 *
 * The wire is the Nest TCP transport's (length#json frames, {pattern, data, id} out and
 * {id, response | err, isDisposed} back), written with the same coalescing socket, so services
 * need nothing new to answer it.
 */

export interface RpcTarget {
  host: string;
  port: number;
}

export interface RpcPoolOptions {
  targets: RpcTarget[];
  /** Fewest connections in the pool (RPC_POOL_SIZE); one per resolved address at least. */
  size: number;
  /** Replace a connection after about this long (RPC_CONNECTION_MAX_AGE_MS); 0 keeps it. */
  maxAgeMs: number;
  /** Resolve the host names again this often (RPC_DNS_REFRESH_MS). */
  refreshMs: number;
  /** How long a connection may take to open. */
  connectTimeoutMs: number;
  /** Answers every address of a host name (tests may stand in a resolver). */
  resolve?: (host: string) => Promise<string[]>;
}

/** The connection closed with the call written and unanswered: it may or may not have run. */
export class RpcConnectionLost extends Error {
  constructor() {
    super('Connection closed');
  }
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: unknown): void;
  timer: NodeJS.Timeout;
}

/** Thrown by RpcConnection.send when the call got no answer within its time. */
export class RpcCallTimeout extends Error {
  constructor() {
    super('Timeout has occurred');
  }
}

/** One TCP connection to one address: calls in flight by id, answered in any order. */
export class RpcConnection {
  state: 'connecting' | 'open' | 'closed' = 'connecting';
  /** Takes no new calls; closes once the calls in flight are answered. */
  retiring = false;
  /** Past its age: a replacement is being opened. */
  aged = false;
  /** Resolves true once open, false if it never opened. */
  readonly opened: Promise<boolean>;
  readonly key: string;
  private readonly pending = new Map<number, Pending>();
  private readonly socket: Socket;
  private readonly json: CoalescingJsonSocket;
  private nextId = 1;
  readonly expiresAt: number;

  constructor(
    readonly target: RpcTarget,
    connectTimeoutMs: number,
    maxAgeMs: number,
    private readonly onClosed: (conn: RpcConnection, wasOpen: boolean) => void,
  ) {
    this.key = `${target.host}:${target.port}`;
    // Jittered, so the connections opened together are not all replaced in the same moment.
    this.expiresAt = maxAgeMs > 0 ? Date.now() + maxAgeMs * (0.8 + Math.random() * 0.2) : Infinity;
    this.socket = new Socket();
    this.json = new CoalescingJsonSocket(this.socket);
    this.json.on('message', (message: { id?: number; err?: unknown; response?: unknown }) => this.answer(message));
    let settle!: (ok: boolean) => void;
    this.opened = new Promise((resolve) => (settle = resolve));
    const timer = setTimeout(() => this.socket.destroy(), connectTimeoutMs);
    this.socket.once('connect', () => {
      clearTimeout(timer);
      this.state = 'open';
      settle(true);
    });
    // Errors end in 'close'; who called learns it from the call's rejection.
    this.socket.on('error', () => undefined);
    this.socket.once('close', () => {
      clearTimeout(timer);
      const wasOpen = this.state === 'open';
      this.state = 'closed';
      settle(false);
      for (const call of this.pending.values()) {
        clearTimeout(call.timer);
        call.reject(new RpcConnectionLost());
      }
      this.pending.clear();
      this.onClosed(this, wasOpen);
    });
    this.socket.connect(target.port, target.host);
  }

  get inFlight(): number {
    return this.pending.size;
  }

  /** Whether a new call may be sent on it now. */
  get usable(): boolean {
    return this.state === 'open' && !this.retiring;
  }

  send(pattern: string, data: unknown, timeoutMs: number): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RpcCallTimeout());
        this.closeIfIdle();
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.json.sendMessage({ pattern, data, id });
    });
  }

  /** Stop taking calls; close once those in flight are answered. */
  retire(): void {
    this.retiring = true;
    this.closeIfIdle();
  }

  close(): void {
    this.retiring = true;
    this.socket.destroy();
  }

  private answer(message: { id?: number; err?: unknown; response?: unknown }): void {
    const call = message.id === undefined ? undefined : this.pending.get(message.id);
    if (!call) return; // timed out already
    this.pending.delete(message.id!);
    clearTimeout(call.timer);
    if (message.err !== undefined && message.err !== null) call.reject(message.err);
    else call.resolve(message.response);
    this.closeIfIdle();
  }

  private closeIfIdle(): void {
    if (this.retiring && this.pending.size === 0 && this.state !== 'closed') this.socket.end();
  }
}

const defaultResolve = async (host: string): Promise<string[]> => {
  if (isIP(host)) return [host];
  const found = await lookup(host, { all: true });
  return [...new Set(found.map((a) => a.address))];
};

/** The connections to one service; see the module comment. */
export class RpcPool {
  private conns: RpcConnection[] = [];
  private addresses: RpcTarget[] = [];
  private turn = 0;
  private started = false;
  private closed = false;
  private timer?: NodeJS.Timeout;
  private resolving?: Promise<void>;
  /** Addresses whose last connection attempt failed, and when: not retried until the next refresh or call that finds nothing open. */
  private failedAt = new Map<string, number>();
  private readonly resolve: (host: string) => Promise<string[]>;

  constructor(private readonly opts: RpcPoolOptions) {
    this.resolve = opts.resolve ?? defaultResolve;
  }

  /**
   * The open connection for the next call, or undefined when none is open: the fewest calls in
   * flight, ties taken in turn. `avoid`: connections a retry must not use again.
   */
  pick(avoid?: Set<RpcConnection>): RpcConnection | undefined {
    const conns = this.conns;
    const n = conns.length;
    let best: RpcConnection | undefined;
    for (let k = 0; k < n; k++) {
      const c = conns[(this.turn + k) % n]!;
      if (!c.usable || avoid?.has(c)) continue;
      if (!best || c.inFlight < best.inFlight) best = c;
    }
    this.turn = n ? (this.turn + 1) % n : 0;
    return best;
  }

  /**
   * An open connection, opening some if none is: waits for connection attempts until `deadline`
   * (ms since the epoch); undefined when none opened.
   */
  async acquire(avoid: Set<RpcConnection> | undefined, deadline: number): Promise<RpcConnection | undefined> {
    if (!this.started) this.start();
    // Nothing open: every address is worth a try now, even one that failed a moment ago.
    this.failedAt.clear();
    await this.maintain();
    for (;;) {
      const conn = this.pick(avoid);
      if (conn) return conn;
      const connecting = this.conns.filter((c) => c.state === 'connecting');
      const left = deadline - Date.now();
      if (!connecting.length || left <= 0) return undefined;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([...connecting.map((c) => c.opened), new Promise((r) => (timer = setTimeout(r, left)))]);
      clearTimeout(timer);
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const c of this.conns) c.close();
    this.conns = [];
  }

  private start(): void {
    this.started = true;
    this.timer = setInterval(() => void this.refresh(), this.opts.refreshMs);
    this.timer.unref();
  }

  /** Resolve the names again, then open and retire connections to match. */
  private async refresh(): Promise<void> {
    this.resolving ??= this.resolveAll().finally(() => (this.resolving = undefined));
    await this.resolving;
    this.failedAt.clear();
    this.reconcile();
  }

  private async maintain(): Promise<void> {
    if (!this.addresses.length) {
      this.resolving ??= this.resolveAll().finally(() => (this.resolving = undefined));
      await this.resolving;
    }
    this.reconcile();
  }

  private async resolveAll(): Promise<void> {
    const lists = await Promise.all(
      this.opts.targets.map(async (t) => {
        try {
          return (await this.resolve(t.host)).map((host) => ({ host, port: t.port }));
        } catch {
          return [];
        }
      }),
    );
    const found = lists.flat();
    // A failed lookup keeps what was known: a DNS hiccup must not empty the pool.
    if (found.length) this.addresses = found;
    else if (!this.addresses.length) this.addresses = this.opts.targets;
  }

  /**
   * Opens the connections the addresses want (at least one each, RPC_POOL_SIZE in all, dealt in
   * turn) and retires the ones no address wants any more or that outlived their age.
   */
  private reconcile(): void {
    if (this.closed || !this.addresses.length) return;
    const want = new Map<string, { target: RpcTarget; count: number }>();
    const total = Math.max(this.opts.size, this.addresses.length);
    for (let i = 0; i < total; i++) {
      const target = this.addresses[i % this.addresses.length]!;
      const key = `${target.host}:${target.port}`;
      const entry = want.get(key) ?? { target, count: 0 };
      entry.count += 1;
      want.set(key, entry);
    }
    const now = Date.now();
    const live = new Map<string, RpcConnection[]>();
    for (const c of this.conns) {
      if (c.retiring || c.state === 'closed') continue;
      if (!want.has(c.key)) {
        c.retire();
        continue;
      }
      if (!c.aged && c.state === 'open' && now >= c.expiresAt) {
        // Replaced: the new connection opens first, then the old one stops taking calls.
        c.aged = true;
        const next = this.open(want.get(c.key)!.target);
        void next.opened.then((ok) => ok && c.retire());
        continue;
      }
      if (c.aged) continue;
      live.set(c.key, [...(live.get(c.key) ?? []), c]);
    }
    for (const [key, { target, count }] of want) {
      const have = live.get(key) ?? [];
      if (have.length > count) for (const extra of have.slice(count)) extra.retire();
      if (this.failedAt.has(key)) continue;
      for (let i = have.length; i < count; i++) this.open(target);
    }
    this.conns = this.conns.filter((c) => c.state !== 'closed');
  }

  private open(target: RpcTarget): RpcConnection {
    const conn = new RpcConnection(target, this.opts.connectTimeoutMs, this.opts.maxAgeMs, (closed, wasOpen) => {
      this.conns = this.conns.filter((c) => c !== closed);
      if (!wasOpen) this.failedAt.set(closed.key, Date.now());
      // A dropped connection is replaced at once (a failed attempt waits for a call or a refresh).
      else if (!this.closed) this.reconcile();
    });
    this.conns.push(conn);
    return conn;
  }
}

/**
 * `<NAME>_RPC_HOST` as a caller reads it: one host name (resolved to all its addresses), or a
 * comma-separated list of host[:port] (port defaults to `<NAME>_RPC_PORT`).
 */
export function parseRpcTargets(hosts: string, defaultPort: number): RpcTarget[] {
  return hosts
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const m = /^(.*):(\d+)$/.exec(item);
      // An IPv6 address without brackets has colons of its own: only [addr]:port carries a port.
      if (m && (!m[1]!.includes(':') || m[1]!.startsWith('['))) return { host: m[1]!.replace(/^\[|\]$/g, ''), port: Number(m[2]) };
      return { host: item.replace(/^\[|\]$/g, ''), port: defaultPort };
    });
}
