import net from 'node:net';

/**
 * A loopback TCP relay in front of the real Redis that a test can cut, as a network outage or a
 * Redis restart would: cut() drops every open connection and refuses new ones; restore()
 * listens again on the same port. Bytes pass through untouched (no stand-in: the real Redis answers).
 */
export class RedisCut {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly target: { host: string; port: number },
    private port: number,
  ) {}

  static async start(redisUrl: string): Promise<RedisCut> {
    const url = new URL(redisUrl);
    const relay = new RedisCut({ host: url.hostname, port: Number(url.port || 6379) }, 0);
    await relay.listen();
    return relay;
  }

  /** The Redis URL to hand to the process under test (same database and credentials). */
  urlFor(redisUrl: string): string {
    const url = new URL(redisUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  restore(): Promise<void> {
    return this.listen();
  }

  close(): Promise<void> {
    return this.cut();
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const [a, b] of [[client, upstream], [upstream, client]] as const) {
        this.sockets.add(a);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
        a.pipe(b);
      }
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }
}
