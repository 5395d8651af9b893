import { afterEach, describe, expect, it } from 'vitest';
import { afterModeratedWrite, liveChannelJoined, liveChannelLeft, writeSent } from './live-gap';

/** Counts the re-reads a pending answer asks for. */
function rereads() {
  let count = 0;
  return { reread: () => (count += 1), count: () => count };
}
const pending = { moderationStatus: 'pending' };

describe('a moderated write whose verdict may have been pushed to no socket', () => {
  afterEach(() => liveChannelLeft());

  it('is not read again when the channel was in the room before the write was sent', () => {
    liveChannelJoined();
    const sent = writeSent();
    const r = rereads();
    afterModeratedWrite(pending, sent, r.reread);
    expect(r.count()).toBe(0);
  });

  it('is read again at once when the channel joined while the write was in flight', () => {
    const sent = writeSent();
    liveChannelJoined();
    const r = rereads();
    afterModeratedWrite(pending, sent, r.reread);
    expect(r.count()).toBe(1);
  });

  it('is read again at the next join when it was answered with no channel in the room, and only once', () => {
    const sent = writeSent();
    const r = rereads();
    afterModeratedWrite(pending, sent, r.reread);
    expect(r.count()).toBe(0);
    liveChannelJoined();
    expect(r.count()).toBe(1);
    liveChannelLeft();
    liveChannelJoined();
    expect(r.count()).toBe(1);
  });

  it('is read again after a reconnect that happened while it was in flight', () => {
    liveChannelJoined();
    const sent = writeSent();
    liveChannelLeft();
    const r = rereads();
    afterModeratedWrite(pending, sent, r.reread);
    expect(r.count()).toBe(0);
    liveChannelJoined();
    expect(r.count()).toBe(1);
  });

  it('needs no re-read once decided, or for a draft', () => {
    const sent = writeSent();
    const r = rereads();
    afterModeratedWrite({ moderationStatus: 'approved' }, sent, r.reread);
    afterModeratedWrite({ moderationStatus: 'draft' }, sent, r.reread);
    liveChannelJoined();
    expect(r.count()).toBe(0);
  });
});
