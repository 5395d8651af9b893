/**
 * Pushes sent while no socket is in the user's room are lost (Socket.IO keeps no backlog). Each
 * time the live channel joins, features re-read the copies they hold Under Review; that leaves one
 * gap, which this module closes: a write still unanswered when the channel joined (or answered
 * before it ever did) whose verdict was pushed before the join. Its answer says "pending", it was
 * not in the cache when the join's re-read ran, and no push will follow. Such a write is read
 * again once the channel is in the room.
 */

/** Joins so far (each join starts a new one), and whether the socket is in the room now. */
let joins = 0;
let inRoom = false;
const dueOnJoin = new Set<() => void>();

/** The gateway said the socket joined the user's room: re-reads waiting for it run now. */
export function liveChannelJoined(): void {
  joins += 1;
  inRoom = true;
  const due = [...dueOnJoin];
  dueOnJoin.clear();
  for (const reread of due) reread();
}

/** The socket left the room (disconnected, or the user signed out): pushes are lost until it joins again. */
export function liveChannelLeft(): void {
  inRoom = false;
}

/** Where the channel stood when a write was sent: a mutation's onMutate returns it, its onSuccess hands it to afterModeratedWrite. */
export interface SentWrite {
  join: number;
  inRoom: boolean;
}
export const writeSent = (): SentWrite => ({ join: joins, inRoom });

/**
 * A moderated write's answer, once it is in the cache. When it is still pending, `reread` (the
 * feature's re-read of its pending copies) runs unless the socket stayed in the room from before
 * the write was sent (then any verdict push reached this tab): at once when the channel joined
 * while the write was in flight, else at the next join.
 */
export function afterModeratedWrite(answer: { moderationStatus: string }, sent: SentWrite | undefined, reread: () => void): void {
  if (answer.moderationStatus !== 'pending' || !sent) return;
  if (sent.inRoom && inRoom && sent.join === joins) return;
  if (inRoom) reread();
  else dueOnJoin.add(reread);
}
