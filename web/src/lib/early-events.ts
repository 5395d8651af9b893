/**
 * Pushes that reach the socket before any screen listens for them. The socket joins the user's
 * room as soon as it connects, but the code that listens for verdicts is loaded on demand and
 * mounts a moment later (React also holds a revealed Suspense boundary back briefly); a verdict
 * pushed in between had no listener and was gone, while the write it answers had not been
 * answered yet, so nothing re-read it. Such events are kept here and handed to the first
 * listener of their name; once every live feature has mounted (`close`), nothing more is kept.
 */
export class EarlyEvents {
  private kept: Array<{ event: string; args: unknown[] }> = [];
  private open = true;

  /** `onClose` stops whatever feeds `keep` (the socket's catch-all listener). */
  constructor(
    private readonly onClose: () => void = () => {},
    private readonly max = 100,
  ) {}

  /** An event that arrived with no listener for its name. */
  keep(event: string, args: unknown[]): void {
    if (!this.open) return;
    this.kept.push({ event, args });
    if (this.kept.length > this.max) this.kept.shift();
  }

  /** The kept events of this name, oldest first; they are handed over once. */
  take(event: string): unknown[][] {
    const taken = this.kept.filter((k) => k.event === event).map((k) => k.args);
    if (taken.length) this.kept = this.kept.filter((k) => k.event !== event);
    return taken;
  }

  /** Every live feature listens now: what nobody took is dropped, and nothing more is kept. */
  close(): void {
    if (!this.open) return;
    this.open = false;
    this.kept = [];
    this.onClose();
  }
}
