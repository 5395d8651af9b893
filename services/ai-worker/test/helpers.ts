import { randomUUID } from 'node:crypto';
import { Job, Queue } from 'bullmq';
import type Redis from 'ioredis';
import { billSynthesisCompleted, EVENTS, QUEUES, type BillSynthesisCompleted, type BillSynthesisRequested, type IntegrationEvent, type UserBillModerationCompleted, type UserBillModerationRequested, userBillModerationCompleted } from '@civic/contracts';
import { bullPrefix, createRedis, QueueRegistry } from '@civic/service-kit';
import { stackEnv, waitFor } from '@civic/testing';

/**
 * Each suite gets its own Redis prefix, so its queues never meet the test stack's own
 * ai-worker (which serves the stack's prefix) or another suite's jobs.
 */
export function privatePrefix(tag: string): string {
  return `${stackEnv('REDIS_PREFIX')}-aiw-${tag}-${randomUUID().slice(0, 8)}`;
}

export class QueueFixture {
  readonly redis: Redis;
  readonly events: QueueRegistry;

  constructor(readonly prefix: string) {
    this.redis = createRedis(stackEnv('REDIS_URL'));
    this.events = new QueueRegistry(this.redis, prefix);
  }

  queue(name: string): Queue {
    return this.events.get(name);
  }

  /** A synthesis request as the bills service's outbox relay would publish it. */
  async requestSynthesis(n: number, overrides: Partial<BillSynthesisRequested> = {}): Promise<IntegrationEvent<BillSynthesisRequested>> {
    const event = synthesisRequest(n, overrides);
    await this.events.publish(event);
    return event;
  }

  /** A user-bill review request as the bills service's outbox relay would publish it. */
  async requestModeration(n: number): Promise<IntegrationEvent<UserBillModerationRequested>> {
    const event = moderationRequest(n);
    await this.events.publish(event);
    return event;
  }

  /** Every result event that reached the bills inbox, by job id (= event id). */
  async billsInbox(): Promise<Map<string, Job<IntegrationEvent<BillSynthesisCompleted>>>> {
    const jobs = await this.queue(QUEUES.inbox('bills')).getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized', 'paused']);
    return new Map(jobs.filter(Boolean).map((j) => [j.id!, j as Job<IntegrationEvent<BillSynthesisCompleted>>]));
  }

  async waitForInbox(count: number, timeoutMs: number) {
    let inbox = await this.billsInbox();
    await waitFor(() => `${inbox.size}/${count} results in inbox.bills`, async () => (inbox = await this.billsInbox()).size >= count, timeoutMs);
    return inbox;
  }

  /**
   * The job once BullMQ has recorded its end. A result reaches the inbox BEFORE the job is
   * recorded completed or failed (so a crash in between re-runs the job rather than leaving the
   * owner unanswered): its attemptsMade, state and finishedOn are only final after this.
   */
  async finishedJob(queueName: string, id: string, timeoutMs = 10_000): Promise<Job> {
    const queue = this.queue(queueName);
    await waitFor(`job ${id} to be recorded as finished`, async () => (await queue.getJob(id))?.finishedOn !== undefined, timeoutMs);
    return (await queue.getJob(id))!;
  }

  async close(): Promise<void> {
    await this.events.close();
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${bullPrefix(this.prefix)}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await this.redis.unlink(...keys);
    } while (cursor !== '0');
    await this.redis.quit();
  }
}

/** Parses a result with the shared schema: the owner must be able to read it. */
export function completedPayload(job: Job<IntegrationEvent>): BillSynthesisCompleted {
  expect(job.name).toBe(EVENTS.billSynthesisCompleted);
  expect(job.data.id).toBe(job.id);
  return billSynthesisCompleted.parse(job.data.payload);
}

/** A result of either kind that reached inbox.bills, parsed with its own contract. */
export function answerPayload(job: Job<IntegrationEvent>): BillSynthesisCompleted | UserBillModerationCompleted {
  expect(job.data.id).toBe(job.id);
  if (job.name === EVENTS.userBillModerationCompleted) return userBillModerationCompleted.parse(job.data.payload);
  return completedPayload(job);
}

export function moderationRequest(n: number): IntegrationEvent<UserBillModerationRequested> {
  const { title, summary, policyArea } = sampleBill(n);
  return {
    id: randomUUID(),
    name: EVENTS.userBillModerationRequested,
    occurredAt: new Date().toISOString(),
    requestId: `req-${randomUUID()}`,
    payload: { billId: randomUUID(), authorId: randomUUID(), contentVersion: 1, input: { title, description: summary ?? title, policyArea } },
  };
}

export function synthesisRequest(n: number, overrides: Partial<BillSynthesisRequested> = {}): IntegrationEvent<BillSynthesisRequested> {
  return {
    id: randomUUID(),
    name: EVENTS.billSynthesisRequested,
    occurredAt: new Date().toISOString(),
    requestId: `req-${randomUUID()}`,
    payload: { billId: `hr${n}-119`, contentVersion: `v${n}`, input: sampleBill(n), ...overrides },
  };
}

const TOPICS = [
  ['Clean Water Infrastructure Act', 'Water Resources Development', 'Authorizes grants to states to replace lead service lines and requires public reporting of water quality test results.'],
  ['Veterans Health Access Act', 'Armed Forces and National Security', 'Expands eligibility for community care for veterans who live far from a medical center and sets wait-time standards.'],
  ['Small Business Tax Relief Act', 'Taxation', 'Increases the deduction for start-up expenses and simplifies filing requirements for businesses with fewer than 20 employees.'],
  ['Border Security Enhancement Act', 'Immigration', 'Funds additional port-of-entry inspection technology and increases penalties for smuggling.'],
] as const;

export function sampleBill(n: number): BillSynthesisRequested['input'] {
  const [title, policyArea, summary] = TOPICS[n % TOPICS.length]!;
  return {
    billId: `hr${n}-119`,
    title: `${title} of 2025 (No. ${n})`,
    summary: `${summary} The bill also directs the agency to report to Congress within one year. It prohibits the use of funds for administrative overhead above five percent.`,
    policyArea,
    subjects: [policyArea],
    latestActionText: 'Referred to the committee of jurisdiction.',
  };
}

