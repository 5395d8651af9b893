import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import { BILL_MESSAGES, billIdSchema, MAX_WATCHED_BILLS, rooms, SOCKET_EVENTS, SOCKET_REQUESTS, type WatchBillAck, type WatchBillRequest } from '@civic/contracts';
import { logger } from '@civic/service-kit';
import { isAllowedOrigin } from '../http/origin';
import { SessionStore, userIdFromCookieHeader } from '../auth/session';

export const SOCKET_UNAUTHORIZED = 'unauthorized';

/** The normalized bill id of a watch/unwatch request, or undefined for anything malformed. */
function requestedBillId(request: unknown): string | undefined {
  const parsed = billIdSchema.safeParse((request as Partial<WatchBillRequest> | null)?.billId);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Socket.IO on the site's own origin. Handshakes from foreign origins are refused before upgrade;
 * a socket without a signed-in session is refused in middleware. Each socket joins its user's
 * room, and the rooms of the bills whose live tally its page asks for (`bill.watch`); services
 * and workers emit to rooms through the Redis emitter, which the Redis adapter fans out across
 * every gateway replica.
 */
export function attachLiveChannel(opts: {
  httpServer: HttpServer;
  redis: Redis;
  prefix: string;
  session: SessionStore;
  extraOrigins: string[];
  trustProxy: boolean;
}): Server {
  const io = new Server(opts.httpServer, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (req, callback) => {
      const forwardedProto = opts.trustProxy ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0] : '';
      const protocol = forwardedProto || ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
      const ok = Boolean(req.headers.origin) && isAllowedOrigin(req.headers, protocol, opts.extraOrigins);
      callback(ok ? null : 'Cross-origin request refused', ok);
    },
  });
  // The adapter's own connections (a subscriber cannot share a pipelined one).
  const pub = opts.redis.duplicate({ enableAutoPipelining: false });
  const sub = opts.redis.duplicate({ enableAutoPipelining: false });
  io.adapter(createAdapter(pub, sub, { key: `${opts.prefix}:socket.io` }));

  io.use(async (socket, next) => {
    try {
      const userId = await userIdFromCookieHeader(socket.handshake.headers.cookie, opts.session);
      if (!userId) return next(new Error(SOCKET_UNAUTHORIZED));
      socket.data.userId = userId;
      next();
    } catch (err) {
      logger().warn({ err }, 'socket session lookup failed');
      next(new Error(SOCKET_UNAUTHORIZED));
    }
  });

  io.on('connection', (socket) => {
    const userId = socket.data.userId as string;
    void socket.join(rooms.user(userId));
    const watched = new Set<string>();
    // Tallies are per district and every signed-in user may read any bill's, so following a
    // bill's room needs only a well-formed id and a cap on how many one socket follows.
    socket.on(SOCKET_REQUESTS.watchBill, (request: unknown, ack?: (answer: WatchBillAck) => void) => {
      const billId = requestedBillId(request);
      let answer: WatchBillAck = { ok: true };
      if (!billId) answer = { ok: false, error: BILL_MESSAGES.notFound };
      else if (!watched.has(billId) && watched.size >= MAX_WATCHED_BILLS) answer = { ok: false, error: 'Too many bills followed at once' };
      else {
        watched.add(billId);
        void socket.join(rooms.bill(billId));
      }
      if (typeof ack === 'function') ack(answer);
    });
    socket.on(SOCKET_REQUESTS.unwatchBill, (request: unknown, ack?: (answer: WatchBillAck) => void) => {
      const billId = requestedBillId(request);
      if (billId && watched.delete(billId)) void socket.leave(rooms.bill(billId));
      if (typeof ack === 'function') ack({ ok: Boolean(billId) });
    });
    socket.emit(SOCKET_EVENTS.ready, { userId });
  });

  const close = io.close.bind(io);
  io.close = async (fn) => {
    // The adapter unsubscribes as it closes, so its connections close after it (closing them
    // first made that unsubscribe an unhandled 'Connection is closed.' rejection at shutdown).
    await close(fn);
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
  return io;
}
