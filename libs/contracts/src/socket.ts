/** Socket.IO rooms and events. Servers emit through the Redis emitter; the web client listens. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  bill: (billId: string) => `bill:${billId}`,
};

export const SOCKET_EVENTS = {
  /** Sent to a user's own room right after the socket joins: proves the live channel works. */
  ready: 'session.ready',
} as const;
