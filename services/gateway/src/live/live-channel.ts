import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import { BILL_MESSAGES, billIdSchema, MAX_WATCHED_BILLS, presenceKey, rooms, SOCKET_EVENTS, SOCKET_REQUESTS, type WatchBillAck, type WatchBillRequest } from '@civic/contracts';
import { logger } from '@civic/service-kit/edge';
import type { OriginPolicy } from '../http/origin';
import { SessionStore, sessionFromCookieHeader } from '../auth/session';
import { Presence } from './presence';

export const SOCKET_UNAUTHORIZED = 'unauthorized';

const SESSION_ROOM_PREFIX = 'session:';
/**
 * The room of one session's sockets: ending the session closes them on every replica (the
 * session layer's `ended` event), a rotation moves them to the new id. Rooms live only on the
 * server side; the id alone, without the cookie's signature, signs nobody in.
 */
export const sessionRoom = (sessionId: string) => `${SESSION_ROOM_PREFIX}${sessionId}`;
/** How many sessions one sweep reads at a time (one MGET each). */
const SWEEP_BATCH = 500;

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
  origins: OriginPolicy;
  /** How often each replica checks that its sockets' sessions are still live (ms). */
  sessionCheckMs: number;
  /** The user's congressional district now (null: none yet), asked on each watch request. */
  districtOf: (userId: string) => Promise<string | null>;
  /** After how long without a heartbeat another gateway's presence counts are dropped (ms). */
  presenceExpireMs?: number;
}): Server {
  const io = new Server(opts.httpServer, {
    path: '/socket.io',
    serveClient: false,
    // A handshake must name an allowed Origin (no exception for a missing one, unlike the API).
    allowRequest: (req, callback) => {
      const ok = Boolean(req.headers.origin) && opts.origins.allows(req);
      callback(ok ? null : 'Cross-origin request refused', ok);
    },
  });
  // The adapter's own connections (a subscriber cannot share a pipelined one).
  const pub = opts.redis.duplicate({ enableAutoPipelining: false });
  const sub = opts.redis.duplicate({ enableAutoPipelining: false });
  io.adapter(createAdapter(pub, sub, { key: `${opts.prefix}:socket.io` }));

  const presence = new Presence(opts.redis, presenceKey(opts.prefix), opts.presenceExpireMs);
  void presence.start();

  io.use(async (socket, next) => {
    try {
      const session = await sessionFromCookieHeader(socket.handshake.headers.cookie, opts.session);
      if (!session) return next(new Error(SOCKET_UNAUTHORIZED));
      socket.data.userId = session.userId;
      socket.data.sessionId = session.id;
      next();
    } catch (err) {
      logger().warn({ err }, 'socket session lookup failed');
      next(new Error(SOCKET_UNAUTHORIZED));
    }
  });

  io.on('connection', async (socket) => {
    const userId = socket.data.userId as string;
    void socket.join([rooms.user(userId), sessionRoom(socket.data.sessionId as string)]);
    const counted = presence.online(userId);
    socket.on('disconnect', () => void counted.then(() => presence.offline(userId)));
    /** Watched bill → the room joined for it (the bill's room of the user's district, or none). */
    const watched = new Map<string, string | null>();
    // Watches sent together share one district lookup (a burst costs identity one call).
    let lookup: Promise<string | null> | null = null;
    const districtNow = () =>
      (lookup ??= opts.districtOf(userId).finally(() => {
        lookup = null;
      }));
    // A tally is its district's: the socket joins the bill's room of the user's district only
    // (read on each watch, so a page opened after a move follows the new district). Any
    // signed-in user may follow any bill, so a well-formed id and a cap suffice. A new bill takes
    // its place under the cap before the lookup: watches sent at once cannot all pass the count.
    socket.on(SOCKET_REQUESTS.watchBill, async (request: unknown, ack?: (answer: WatchBillAck) => void) => {
      const billId = requestedBillId(request);
      let answer: WatchBillAck = { ok: true };
      if (!billId) answer = { ok: false, error: BILL_MESSAGES.notFound };
      else if (!watched.has(billId) && watched.size >= MAX_WATCHED_BILLS) answer = { ok: false, error: 'Too many bills followed at once' };
      else {
        const isNew = !watched.has(billId);
        if (isNew) watched.set(billId, null);
        try {
          const district = await districtNow();
          const room = district ? rooms.billDistrict(billId, district) : null;
          const before = watched.get(billId);
          if (before && before !== room) void socket.leave(before);
          if (watched.has(billId)) {
            watched.set(billId, room);
            if (room) void socket.join(room);
          }
        } catch (err) {
          if (isNew) watched.delete(billId);
          logger().warn({ err }, 'district lookup for a bill watch failed');
          answer = { ok: false, error: 'The service is unavailable right now. Please try again shortly.' };
        }
      }
      if (typeof ack === 'function') ack(answer);
    });
    socket.on(SOCKET_REQUESTS.unwatchBill, (request: unknown, ack?: (answer: WatchBillAck) => void) => {
      const billId = requestedBillId(request);
      const room = billId ? watched.get(billId) : undefined;
      if (billId && watched.delete(billId) && room) void socket.leave(room);
      if (typeof ack === 'function') ack({ ok: Boolean(billId) });
    });
    // Counted online before `ready`, so a push sent after the client saw it is never skipped.
    await counted;
    socket.emit(SOCKET_EVENTS.ready, { userId });
  });

  // Sessions also end without anyone signing out (idle or absolute timeout, a key removed by an
  // operator): a sweep closes the sockets whose session is gone.
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    closeSocketsOfEndedSessions(io, opts.session)
      .catch((err) => logger().warn({ err }, 'socket session sweep failed; will retry'))
      .finally(() => (sweeping = false));
  }, opts.sessionCheckMs);
  sweep.unref();

  const close = io.close.bind(io);
  io.close = async (fn) => {
    clearInterval(sweep);
    // The adapter unsubscribes as it closes, so its connections close after it (closing them
    // first made that unsubscribe an unhandled 'Connection is closed.' rejection at shutdown).
    await close(fn);
    await presence.stop();
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
  return io;
}

/** The session ids a socket belongs to (its session room; two for a moment around a rotation). */
function sessionIdsOf(socket: Socket): string[] {
  return [...socket.rooms].filter((room) => room.startsWith(SESSION_ROOM_PREFIX)).map((room) => room.slice(SESSION_ROOM_PREFIX.length));
}

/** Disconnects this replica's sockets none of whose sessions is live: one MGET per SWEEP_BATCH sessions. */
export async function closeSocketsOfEndedSessions(io: Server, store: SessionStore): Promise<number> {
  const sockets = [...io.of('/').sockets.values()];
  const ids = [...new Set(sockets.flatMap(sessionIdsOf))];
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += SWEEP_BATCH) {
    for (const id of await store.liveSessionIds(ids.slice(i, i + SWEEP_BATCH))) live.add(id);
  }
  let closed = 0;
  for (const socket of sockets) {
    if (socket.connected && !sessionIdsOf(socket).some((id) => live.has(id))) {
      socket.disconnect(true);
      closed += 1;
    }
  }
  return closed;
}
