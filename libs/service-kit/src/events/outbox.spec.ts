import { nextSweepMs } from './outbox';

describe('the outbox sweep pace', () => {
  it('doubles while passes find nothing, up to the idle interval', () => {
    const paces = [500];
    for (let i = 0; i < 6; i++) paces.push(nextSweepMs(paces[paces.length - 1], 'idle', 500, 5000));
    expect(paces).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('goes back to the short interval after a pass that moved rows or failed', () => {
    expect(nextSweepMs(5000, 'relayed', 500, 5000)).toBe(500);
    expect(nextSweepMs(2000, 'failed', 500, 5000)).toBe(500);
  });

  it('never sweeps less often than the idle interval allows, nor more often than the short one', () => {
    expect(nextSweepMs(100, 'idle', 500, 5000)).toBe(1000);
    expect(nextSweepMs(500, 'idle', 500, 600)).toBe(600);
  });
});
