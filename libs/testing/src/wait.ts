/**
 * Polls `probe` until it answers something truthy (and answers that), for effects that happen
 * after a call returns (an event applied, a queued job done). Fails naming `what` at the deadline;
 * `what` may be a function, to say how far the wait got (`3/6 results`).
 */
export async function waitFor<T>(what: string | (() => string), probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
