import { describe, expect, it } from 'vitest';
import { EarlyEvents } from './early-events';

describe('EarlyEvents', () => {
  it('hands an event kept before anyone listened to the first listener of its name, once', () => {
    const early = new EarlyEvents();
    early.keep('replies.moderated', [{ id: 'r1' }]);
    early.keep('votes.tally-changed', [{ billId: 'b' }]);
    early.keep('replies.moderated', [{ id: 'r2' }]);
    expect(early.take('replies.moderated')).toEqual([[{ id: 'r1' }], [{ id: 'r2' }]]);
    expect(early.take('replies.moderated')).toEqual([]);
    expect(early.take('votes.tally-changed')).toEqual([[{ billId: 'b' }]]);
  });

  it('keeps nothing once closed, drops what nobody took, and stops its feed once', () => {
    let stopped = 0;
    const early = new EarlyEvents(() => (stopped += 1));
    early.keep('notifications.new', [1]);
    early.close();
    early.close();
    expect(stopped).toBe(1);
    early.keep('replies.moderated', [2]);
    expect(early.take('notifications.new')).toEqual([]);
    expect(early.take('replies.moderated')).toEqual([]);
  });

  it('keeps at most its bound, dropping the oldest', () => {
    const early = new EarlyEvents(undefined, 2);
    for (const n of [1, 2, 3]) early.keep('e', [n]);
    expect(early.take('e')).toEqual([[2], [3]]);
  });
});
