import net from 'node:net';

/**
 * A per-connection TCP balancer on loopback, standing in for a Kubernetes ClusterIP Service (one
 * address, each new connection dealt to a backend in turn, as kube-proxy's IPVS round-robin does;
 * iptables mode picks at random). It never looks inside the stream: every request of a
 * connection goes to the backend that connection was dealt. A backend that refuses is skipped
 * for that connection, as an endpoint removed from the Service would be.
 */
export interface TcpBalancer {
  port: number;
  /** The backends new connections are dealt to (change it to add or remove one). */
  backends: Array<{ host: string; port: number }>;
  /** Connections dealt so far, by backend (host:port). */
  dealt: Map<string, number>;
  close(): Promise<void>;
}

export async function startTcpBalancer(backends: Array<{ host: string; port: number }>, listenPort = 0): Promise<TcpBalancer> {
  const state = { backends: [...backends], turn: 0 };
  const dealt = new Map<string, number>();
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.pause();
    const tryBackend = (left: number) => {
      if (left === 0 || !state.backends.length) return client.destroy();
      const target = state.backends[state.turn++ % state.backends.length]!;
      const upstream = net.connect(target.port, target.host);
      let connected = false;
      upstream.on('error', () => {
        if (!connected) tryBackend(left - 1);
      });
      upstream.once('connect', () => {
        connected = true;
        const key = `${target.host}:${target.port}`;
        dealt.set(key, (dealt.get(key) ?? 0) + 1);
        open.add(upstream);
        upstream.once('close', () => {
          open.delete(upstream);
          client.destroy();
        });
        client.once('close', () => upstream.destroy());
        client.on('error', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    tryBackend(state.backends.length);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    dealt,
    get backends() {
      return state.backends;
    },
    set backends(next) {
      state.backends = [...next];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
