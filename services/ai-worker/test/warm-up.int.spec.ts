import type { ChildProcess } from 'node:child_process';
import { waitFor } from '@civic/testing';
import { privatePrefix, QueueFixture } from './helpers';
import { assertWorkerBuilt, startWorker } from './worker-process';

jest.setTimeout(60_000);

/** The worker's complete JSON log lines, in order (a line still arriving through the pipe is left out). */
const logLines = (output: string): { msg?: string }[] =>
  output
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string });

describe('ai-worker: the offline provider is warmed before the first job is taken (real process)', () => {
  let fx: QueueFixture;
  let child: ChildProcess | undefined;

  beforeAll(() => {
    assertWorkerBuilt();
    fx = new QueueFixture(privatePrefix('warm'));
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await fx?.close();
  });

  it('warms up, then consumes: requests already waiting are answered after the warm-up', async () => {
    // Waiting before the worker starts, so it would take them the moment it consumes.
    await Promise.all([1, 2, 3].map((n) => fx.requestModeration(300 + n)));
    const worker = await startWorker(fx.prefix, 'ai-worker-warm', { QUEUES: 'ai.moderation' });
    child = worker.child;
    await fx.waitForInbox(3, 30_000);
    // The log reaches this process through a pipe, possibly after the results reached the inbox.
    const logged = () => logLines(worker.output()).map((line) => line.msg ?? '');
    await waitFor('the worker to log its first answer', async () => logged().some((msg) => msg.startsWith('answered ')), 10_000);

    const messages = logged();
    const warmed = messages.indexOf('provider warmed up');
    const consuming = messages.indexOf('consuming queue');
    const firstAnswer = messages.findIndex((msg) => msg.startsWith('answered '));
    expect(warmed).toBeGreaterThanOrEqual(0);
    expect(consuming).toBeGreaterThan(warmed);
    expect(firstAnswer).toBeGreaterThan(warmed);
    // Started as the stack starts it, so the rules are compiled at once (no warning about the flag).
    expect(messages.some((msg) => msg.includes('--no-regexp-tier-up'))).toBe(false);

    child.kill('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
  });
});
