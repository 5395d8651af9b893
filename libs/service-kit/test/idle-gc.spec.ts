import { shouldCollect, startIdleCollector, youngGenerationBytes } from '../src/idle-gc';

/*
 * The idle collector (ADR 0033): a young generation grown by a busy spell is given back once the
 * event loop goes quiet, and never while the loop is busy or the young generation is small.
 */
const opts = { quietUtilization: 0.05, grownBytes: 4 * 1024 * 1024 };

it('collects only when the young generation is grown and the loop was quiet', () => {
  expect(shouldCollect(16 * 1024 * 1024, 0.01, opts)).toBe(true);
  expect(shouldCollect(16 * 1024 * 1024, 0.5, opts)).toBe(false); // busy: collecting would only add work
  expect(shouldCollect(1024 * 1024, 0.0, opts)).toBe(false); // already at its minimum
});

it('shrinks a grown young generation once the process goes quiet', async () => {
  // A busy spell: many objects that survive a scavenge or two make V8 grow the semi-spaces.
  let kept: object[] = [];
  for (let round = 0; round < 40 && youngGenerationBytes() <= opts.grownBytes; round++) {
    kept = [];
    for (let i = 0; i < 200_000; i++) kept.push({ i, s: `x${i}` });
  }
  kept = [];
  expect(youngGenerationBytes()).toBeGreaterThan(opts.grownBytes);

  const collector = startIdleCollector({ checkMs: 100, ...opts });
  try {
    // Quiet now (only awaiting): the checks see an idle loop and collect. V8 shrinks the young
    // generation in a collection once its own reading of the allocation rate (the last few
    // seconds) is low, so the first collections right after the spell may keep it.
    while (youngGenerationBytes() > opts.grownBytes) await new Promise((r) => setTimeout(r, 50));
    expect(collector.collections()).toBeGreaterThan(0);
    // Small again: later quiet checks leave it alone.
    const after = collector.collections();
    await new Promise((r) => setTimeout(r, 500));
    expect(collector.collections()).toBe(after);
  } finally {
    collector.stop();
  }
}, 60_000);
