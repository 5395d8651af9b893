import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { LocalProvider } from '@civic/ai';
import { EVENTS, localEventModerationCompleted, QUEUES, type IntegrationEvent, type LocalEventModerationCompleted, type LocalEventModerationRequested } from '@civic/contracts';
import { createRootLogger } from '@civic/service-kit';
import { waitFor, stackEnv } from '@civic/testing';
import { aiWorkerEnv, completedEventId, failedEventId, startAiWorker, toWorkerConfig, type RunningAiWorker } from '../src';
import { privatePrefix, QueueFixture } from './helpers';

jest.setTimeout(30_000);

/*
 * Partner events (ADR 0031) go through the same request/reply pair as posts: the social-graph
 * outbox publishes local-event.moderation-requested.v1 on ai.moderation, the post review runs on
 * the event's text, and the verdict reaches inbox.social-graph under a deterministic id.
 */
function eventRequest(content: string, overrides: Partial<LocalEventModerationRequested> = {}): IntegrationEvent<LocalEventModerationRequested> {
  return {
    id: randomUUID(),
    name: EVENTS.localEventModerationRequested,
    occurredAt: new Date().toISOString(),
    requestId: `req-${randomUUID()}`,
    payload: { eventId: randomUUID(), organizerId: randomUUID(), contentVersion: 1, input: { kind: 'event', title: 'Town Hall on Clean Water', content }, ...overrides },
  };
}

describe('ai-worker: partner event moderation against real Redis (local provider, in-process)', () => {
  let fx: QueueFixture;
  let worker: RunningAiWorker;

  const socialInbox = async () => {
    const jobs = await fx.queue(QUEUES.inbox('social-graph')).getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized', 'paused']);
    return new Map(jobs.filter(Boolean).map((j) => [j.id!, j as Job<IntegrationEvent<LocalEventModerationCompleted>>]));
  };
  const answerTo = async (request: IntegrationEvent, id = completedEventId(request.id)) => {
    const job = await waitFor(`the answer to ${request.id}`, async () => (await socialInbox()).get(id), 10_000);
    expect(job.name).toBe(EVENTS.localEventModerationCompleted);
    expect(job.data.id).toBe(job.id);
    return localEventModerationCompleted.parse(job.data.payload);
  };

  beforeAll(async () => {
    createRootLogger('ai-worker-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    fx = new QueueFixture(privatePrefix('event-mod'));
    const config = toWorkerConfig(aiWorkerEnv.parse({ REDIS_URL: stackEnv('REDIS_URL'), REDIS_PREFIX: fx.prefix, QUEUES: QUEUES.aiModeration, CONCURRENCY: '2' }));
    worker = await startAiWorker({ config, provider: new LocalProvider() });
  });

  afterAll(async () => {
    await worker?.stop();
    await fx?.close();
  });

  it('approves a civil town hall and rejects an advert, each answer naming the event and its revision', async () => {
    const civil = eventRequest('Join us for a town hall on clean water. Ask questions and hear from neighbours.\n\nVenue: Fletcher Free Library');
    const advert = eventRequest('Visit www.cheap-watches.example for 90% off!!! Buy now, limited offer, click here\n\nVenue: Mall', { contentVersion: 3 });
    for (const r of [civil, advert]) await fx.events.publish(r);

    const approved = await answerTo(civil);
    expect(approved).toMatchObject({ eventId: civil.payload.eventId, contentVersion: 1, requestEventId: civil.id, result: { ok: true, output: { decision: 'approved' } } });
    const rejected = await answerTo(advert);
    expect(rejected).toMatchObject({ eventId: advert.payload.eventId, contentVersion: 3, result: { ok: true, output: { decision: 'rejected', categories: ['spam'] } } });
    expect(rejected.result.ok && rejected.result.output.reasons.length).toBeGreaterThan(0);
  });

  it('a re-run of the same request publishes the same event id, so social-graph applies it once', async () => {
    const request = eventRequest('A reading circle on the farm bill, section by section.\n\nVenue: Branch Library');
    await fx.events.publish(request);
    await answerTo(request);
    await fx.queue(QUEUES.aiModeration).add(request.name, request, { jobId: `${request.id}.redelivery` });
    await waitFor('the re-run to finish', async () => (await fx.queue(QUEUES.aiModeration).getJob(`${request.id}.redelivery`))?.finishedOn !== undefined, 10_000);
    expect([...(await socialInbox()).keys()].filter((id) => id.startsWith(request.id))).toEqual([completedEventId(request.id)]);
  });

  it('a request the contract refuses is answered once with {ok:false} for the event it names, never retried', async () => {
    const request = eventRequest('', { input: { kind: 'newsletter', content: 'x' } as never });
    await fx.events.publish(request);
    const failed = await answerTo(request, failedEventId(request.id, '1'));
    expect(failed).toMatchObject({ eventId: request.payload.eventId, contentVersion: 1, result: { ok: false, attempts: 1 } });
    expect(failed.result.ok === false && failed.result.error).toMatch(/invalid local-event\.moderation-requested\.v1 payload: input\.kind/);
    const job = await fx.finishedJob(QUEUES.aiModeration, request.id);
    expect([await job.getState(), job.attemptsMade]).toEqual(['failed', 1]);
  });
});
