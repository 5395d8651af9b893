import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENTS, type IntegrationEvent } from '@civic/contracts';
import { logger, OnEvent } from '@civic/service-kit';
import { applySynthesisCompleted } from './apply-completed';

/** The bills inbox's side of synthesis: applies each result in the event's transaction. */
@Injectable()
export class SynthesisResults {
  /** Unparsed: a result that cannot be read is recorded on the bill it names as a failure. */
  @OnEvent(EVENTS.billSynthesisCompleted, { unparsed: true })
  async apply(payload: unknown, m: EntityManager, event: IntegrationEvent): Promise<void> {
    const outcome = await applySynthesisCompleted(m, payload, event);
    logger().info({ billId: (payload as { billId?: string } | null)?.billId, eventId: event.id, outcome }, 'synthesis result');
  }
}
