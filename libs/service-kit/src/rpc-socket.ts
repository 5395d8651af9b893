import type { Socket } from 'node:net';
import { JsonSocket, ServerTCP } from '@nestjs/microservices';

/**
 * The TCP transport's JSON framing, with the messages of one event-loop turn written together:
 * the first send of a turn corks the socket and a setImmediate (same turn, after I/O callbacks)
 * uncorks it, so requests or answers that became ready in the same turn leave in one system call
 * instead of one each. Under load, write system calls were the largest single cost of an RPC hop
 * (15–30% of a service's CPU in profiles). Used by both ends (createRpcClient, bootstrapService).
 *
 * Nagle's algorithm is off: one connection carries many requests in flight, and with it on a
 * small write waits for the peer's ACK of the previous one, which Linux delays up to 40 ms; that
 * put a 5 ms median and 50–200 ms p99 on every RPC hop at 200 req/s. Corking already batches
 * the writes of a turn, which is the part of Nagle worth keeping.
 */
export class CoalescingJsonSocket extends JsonSocket {
  private corked = false;

  constructor(socket: Socket) {
    super(socket);
    // Applied on connect when the client's socket is not connected yet (net.Socket keeps it).
    socket.setNoDelay(true);
  }

  protected override handleSend(message: unknown, callback?: (err?: unknown) => void): void {
    if (!this.corked) {
      this.corked = true;
      this.socket.cork();
      setImmediate(() => {
        this.corked = false;
        this.socket.uncork();
      });
    }
    super.handleSend(message, callback);
  }
}

/**
 * Nest's TCP server, minus an exception per message: it looks each frame's pattern up by first
 * trying JSON.parse on it, and our patterns are plain names ('voting.cast-vote'), so every call
 * threw and caught a SyntaxError (about 4% of a service's CPU under load, in profiles). A name
 * that starts with a letter and is not a JSON literal is its own route (what Nest's fallback
 * makes of it); anything else takes Nest's path.
 */
export class PlainPatternTcpServer extends ServerTCP {
  protected override getRouteFromPattern(pattern: string): string {
    if (typeof pattern === 'string' && /^[A-Za-z]/.test(pattern) && pattern !== 'true' && pattern !== 'false' && pattern !== 'null') return pattern;
    return super.getRouteFromPattern(pattern);
  }
}
