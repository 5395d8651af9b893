import 'reflect-metadata';
import type { EventName } from '@civic/contracts';

/*
 * Where a service's background work is declared: on the method that does it, keyed by the
 * contract's names. ServiceRuntime finds these on the handler classes it is given and checks
 * them against the routing table at boot (runtime/wiring.ts).
 */

export type HandlerKind = 'event' | 'after-event' | 'job' | 'every';

export interface HandlerMeta {
  kind: HandlerKind;
  method: string;
  /** Event name (event, after-event), `queue/job name` (job), timer name (every). */
  key: string;
  queue?: string;
  job?: string;
  everyMs?: number;
  /** @OnEvent only: hand the payload over as it came (the handler validates it itself). */
  unparsed?: boolean;
  /** @OnEventBatch: the handler takes consecutive events of its name together. */
  batch?: boolean;
}

const HANDLERS = Symbol('civic:runtime-handlers');

function declare(meta: Omit<HandlerMeta, 'method'>): MethodDecorator {
  return (target, method) => {
    const list: HandlerMeta[] = Reflect.getMetadata(HANDLERS, target) ?? [];
    Reflect.defineMetadata(HANDLERS, [...list, { ...meta, method: String(method) }], target);
  };
}

/**
 * Applies one integration event routed to this service's inbox, inside the event's transaction
 * (with the record of its id, so a redelivery changes nothing). Called as
 * `(payload parsed by its contract, manager, event)`; may answer a follow-up to run after commit.
 * A payload its contract refuses is logged and recorded as seen, unless `unparsed` hands it to a
 * handler that records what it could not read (a failed result on the item it names).
 */
export const OnEvent = (event: EventName, opts: { unparsed?: boolean } = {}): MethodDecorator => declare({ kind: 'event', key: event, ...opts });

/**
 * Applies integration events of one name a batch at a time: called as `(payloads parsed by their
 * contract, manager, events)` with every consecutive event of this name in an inbox batch (ADR
 * 0035), or with one event when it comes alone, inside the transaction that records their ids.
 * For a handler that reads something per event: one query for the run instead of one per event.
 * Events of other names in the batch are applied before or after the run, in their order.
 * Malformed payloads are logged and left out (recorded as seen, like @OnEvent's).
 */
export const OnEventBatch = (event: EventName): MethodDecorator => declare({ kind: 'event', key: event, batch: true });

/**
 * Runs after an event's transaction committed, and again when the event is redelivered (a crash
 * after the commit): for idempotent pushes. Called as `(payload, event)`.
 */
export const AfterEvent = (event: EventName): MethodDecorator => declare({ kind: 'after-event', key: event });

/** Works the jobs named `job` of one of the service's own queues. Called as `(data, job)`. */
export const OnJob = (queue: string, job: string): MethodDecorator => declare({ kind: 'job', key: `${queue}/${job}`, queue, job });

/** Runs at start and then every `ms` (errors logged; the next run tries again). */
export const Every = (ms: number): MethodDecorator => declare({ kind: 'every', key: `every ${ms} ms`, everyMs: ms });

/** The handlers declared on an instance's class. */
export function handlersOf(instance: object): HandlerMeta[] {
  return Reflect.getMetadata(HANDLERS, Object.getPrototypeOf(instance)) ?? [];
}
