import { QUEUES, routesFor, EVENTS } from '@civic/contracts';
import { ConfigError } from '../config';
import type { HandlerMeta } from './handlers';

/** A handler as found on an instance, named for messages (`VotingInbox.onBillSynthesized`). */
export interface FoundHandler extends HandlerMeta {
  owner: string;
}

/** A service whose background handlers do not match the routing table; stops the start. */
export class WiringError extends ConfigError {}

/**
 * Checks a service's declared handlers against EVENT_ROUTES: every event routed to its inbox has
 * exactly one @OnEvent handler, no handler waits for an event never routed to it, and no event,
 * job or after-event is handled twice. Answers every problem at once.
 */
export function checkWiring(service: string, handlers: FoundHandler[]): void {
  const inbox = QUEUES.inbox(service);
  const problems: string[] = [];
  const name = (h: FoundHandler) => `${h.owner}.${h.method}`;
  const byKey = new Map<string, FoundHandler[]>();
  for (const h of handlers) byKey.set(`${h.kind} ${h.key}`, [...(byKey.get(`${h.kind} ${h.key}`) ?? []), h]);
  for (const [key, list] of byKey) {
    if (list.length > 1 && !key.startsWith('every ')) problems.push(`${key} has ${list.length} handlers (${list.map(name).join(', ')}); keep one`);
  }
  const routedHere = Object.values(EVENTS).filter((event) => routesFor(event).includes(inbox));
  for (const event of routedHere) {
    if (!byKey.has(`event ${event}`)) problems.push(`${event} is routed to ${inbox} but no @OnEvent handler applies it`);
  }
  for (const h of handlers) {
    if ((h.kind === 'event' || h.kind === 'after-event') && !routedHere.includes(h.key as never)) {
      problems.push(`${name(h)} handles ${h.key}, which EVENT_ROUTES does not route to ${inbox}`);
    }
    if (h.kind === 'after-event' && !byKey.has(`event ${h.key}`)) problems.push(`${name(h)} follows ${h.key}, which no @OnEvent handler applies`);
  }
  if (problems.length) throw new WiringError(`The ${service} service's event and job handlers do not match the routing table:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
