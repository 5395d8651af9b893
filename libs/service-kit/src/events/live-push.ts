import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';

/**
 * Emits Socket.IO events from any process (service or worker) through Redis; the gateways'
 * Redis adapter delivers them to the sockets in the room. The key matches the adapter's.
 */
export class LivePush {
  private readonly emitter: Emitter;
  constructor(redis: Redis, redisPrefix: string) {
    this.emitter = new Emitter(redis, { key: `${redisPrefix}:socket.io` });
  }
  toRoom(room: string, event: string, payload: unknown): void {
    this.emitter.to(room).emit(event, payload);
  }
  /** Moves every socket of room `from` into room `to`, on every gateway replica (a rotated session's sockets). */
  moveSockets(from: string, to: string): void {
    this.emitter.in(from).socketsJoin(to);
    this.emitter.in(from).socketsLeave(from);
  }
  /** Closes every socket in these rooms, on every gateway replica (e.g. the sockets of an ended session). */
  disconnectRooms(rooms: string[]): void {
    if (rooms.length) this.emitter.in(rooms).disconnectSockets(true);
  }
}
