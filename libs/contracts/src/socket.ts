/** Socket.IO rooms and events. Servers emit through the Redis emitter; the web client listens. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  bill: (billId: string) => `bill:${billId}`,
};

export const SOCKET_EVENTS = {
  /** Sent to a user's own room right after the socket joins: proves the live channel works. */
  ready: 'session.ready',
  /** Voting → the user's room: archetype votes were registered or recomputed (VotesPopulatedPush). */
  votesPopulated: 'votes.populated',
  /** Voting → the bill's room: a personal vote moved this district's tally (TallyChangedPush). */
  tallyChanged: 'votes.tally-changed',
} as const;
