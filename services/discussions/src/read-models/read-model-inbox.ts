import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENTS, type BillSynthesized, type IntegrationEvent, type UserBillHidden, type UserBillModerated, type UserBillReviewDecided, type UserPublicProfileChanged } from '@civic/contracts';
import { OnEvent } from '@civic/service-kit';
import { ReadModelsRepository } from './read-models.repository';

/** "119-hr-1234" → congress 119, "HR 1234" (the number as lists show it). */
export function congressionalBillNumber(billId: string): { congress: number; billNumber: string | null } {
  const m = /^(\d{1,3})-([a-z]+)-(\d+)$/.exec(billId);
  return m ? { congress: Number(m[1]), billNumber: `${m[2].toUpperCase()} ${m[3]}` } : { congress: 0, billNumber: null };
}

/** Keeps the authors and the discussable bills in step with identity and bills. */
@Injectable()
export class ReadModelInbox {
  constructor(private readonly readModels: ReadModelsRepository) {}

  @OnEvent(EVENTS.userPublicProfileChanged)
  async onProfile(p: UserPublicProfileChanged, m: EntityManager, event: IntegrationEvent): Promise<void> {
    await this.readModels.in(m).upsertAuthor({ userId: p.userId, name: p.name, voterArchetype: p.voterArchetype, observedAt: event.occurredAt });
  }

  /** A congressional bill became active: it can be discussed. */
  @OnEvent(EVENTS.billSynthesized)
  async onBill(p: BillSynthesized, m: EntityManager, event: IntegrationEvent): Promise<void> {
    const { congress, billNumber } = congressionalBillNumber(p.billId);
    await this.readModels
      .in(m)
      .upsertBill({ billType: 'congressional', billId: p.billId, billNumber, congress, title: p.title, policyArea: p.policyArea, authorId: null, discussable: true, observedAt: event.occurredAt });
  }

  /** A user bill can be discussed once approved and public (and not after a later rejection). */
  @OnEvent(EVENTS.userBillModerated)
  async onUserBill(p: UserBillModerated, m: EntityManager, event: IntegrationEvent): Promise<void> {
    await this.upsertUserBill(m, p, p.decision === 'approved' && p.isPublic, event);
  }

  /** Hidden after reports (ADR 0020): not discussable until a moderator decides. */
  @OnEvent(EVENTS.userBillHidden)
  async onUserBillHidden(p: UserBillHidden, m: EntityManager, event: IntegrationEvent): Promise<void> {
    await this.upsertUserBill(m, p, false, event);
  }

  /** A moderator's decision on a user bill (ADR 0020): discussable again when approved, not after a rejection or removal. */
  @OnEvent(EVENTS.userBillReviewDecided)
  async onUserBillReview(p: UserBillReviewDecided, m: EntityManager, event: IntegrationEvent): Promise<void> {
    await this.upsertUserBill(m, p, p.outcome === 'approved' && p.isPublic, event);
  }

  /** The latest word on a user bill wins (by the event's time: the repository keeps the newest). */
  private async upsertUserBill(m: EntityManager, p: { billId: string; authorId: string; title: string }, discussable: boolean, event: IntegrationEvent): Promise<void> {
    await this.readModels.in(m).upsertBill({
      billType: 'user',
      billId: p.billId,
      billNumber: null,
      congress: 0,
      title: p.title,
      policyArea: null,
      authorId: p.authorId,
      discussable,
      observedAt: event.occurredAt,
    });
  }
}
