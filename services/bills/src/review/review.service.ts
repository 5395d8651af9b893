import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  EVENTS,
  REVIEW_MESSAGES,
  rooms,
  SOCKET_EVENTS,
  userBillModerated,
  userBillHidden,
  userBillReviewDecided,
  type AppealBody,
  isUuid,
  REVIEW_OUTCOME,
  type ReportBody,
  type ReviewDecisionBody,
  type ReviewLogEntry,
  type UserBillModeratedPush,
} from '@civic/contracts';
import { conflict, decisionEntry, forbidden, namedLogEntries, notFound, recordEvent, ServiceError, ServiceRuntime } from '@civic/service-kit';
import { BILLS_CONFIG, type BillsConfig } from '../config';
import { UserBillsRepository } from '../user-bills/user-bills.repository';
import { billVerdictOf, BillReviewRepository, type ReviewBill } from './review.repository';

const HOUR = 3600_000;

/**
 * People in the loop for user bills (ADR 0020), the same rules as for posts: users report a public
 * bill (enough distinct reporters hide it until a person decides), the author appeals a rejection
 * once, operators (checked by the gateway in identity) decide. Every step is a row of the
 * append-only log in the same transaction as the change; the author hears of it live
 * (user-bills.moderated) and as a notification (user-bill.review-decided.v1).
 */
@Injectable()
export class BillReviewService {
  constructor(
    private readonly ds: DataSource,
    private readonly review: BillReviewRepository,
    private readonly bills: UserBillsRepository,
    private readonly runtime: ServiceRuntime,
    @Inject(BILLS_CONFIG) private readonly config: BillsConfig,
  ) {}

  async report(reporterId: string, body: ReportBody): Promise<{ reported: true; hidden: boolean }> {
    const { itemId } = body;
    // Counted before the bill is locked: a flood of reports costs no locks.
    if ((await this.review.reportsSince(reporterId, new Date(Date.now() - HOUR))) >= this.config.reportsPerUserPerHour) {
      throw new ServiceError(429, REVIEW_MESSAGES.tooManyReports);
    }
    const hidden = await this.ds.transaction(async (m) => {
      const repo = this.review.in(m);
      const bill = isUuid(itemId) ? await repo.lockBill(itemId) : undefined;
      // Someone else's bill that is not public and approved does not exist for the reporter.
      if (!bill || (bill.user_id !== reporterId && !(bill.moderation_status === 'approved' && bill.is_public))) throw notFound(REVIEW_MESSAGES.itemNotFound);
      if (bill.user_id === reporterId) throw forbidden(REVIEW_MESSAGES.ownReport);
      if (!(await repo.addReport('user_bill', itemId, reporterId, body.reason, body.note))) throw conflict(REVIEW_MESSAGES.alreadyReported);
      const reporters = await repo.openReporters('user_bill', itemId);
      if (reporters < this.config.reportThreshold) return false;
      await repo.enqueue(itemId, 'reported', 'pending');
      await repo.log({ postType: 'user_bill', postId: itemId, actorId: null, action: 'hidden', reason: `Reported by ${reporters} users`, queue: 'reported', ai: aiOf(bill) });
      await recordEvent(m, EVENTS.userBillHidden, userBillHidden.parse({ billId: bill.id, authorId: bill.user_id, title: bill.title }));
      return true;
    });
    if (hidden) {
      this.runtime.kick();
      await this.pushToAuthor(itemId);
    }
    return { reported: true, hidden };
  }

  async appeal(authorId: string, body: AppealBody): Promise<{ appealed: true }> {
    const { itemId } = body;
    await this.ds.transaction(async (m) => {
      const repo = this.review.in(m);
      const bill = isUuid(itemId) ? await repo.lockBill(itemId) : undefined;
      if (!bill || bill.user_id !== authorId) throw notFound(REVIEW_MESSAGES.itemNotFound);
      // A removal is final; only the AI's or a moderator's rejection can be appealed.
      if (bill.moderation_status !== 'rejected' || bill.removed) throw conflict(REVIEW_MESSAGES.notAppealable);
      if (!(await repo.addAppeal('user_bill', itemId, authorId, body.note))) throw conflict(REVIEW_MESSAGES.alreadyAppealed);
      await repo.enqueue(itemId, 'appealed');
      await repo.log({ postType: 'user_bill', postId: itemId, actorId: authorId, action: 'appealed', reason: body.note, queue: 'appealed', ai: aiOf(bill) });
    });
    await this.pushToAuthor(itemId);
    return { appealed: true };
  }

  /** An operator's decision on a bill in the queue; answers the log row it wrote (the gateway adds the name). */
  async decide(operatorId: string, body: ReviewDecisionBody): Promise<ReviewLogEntry> {
    const { itemId, action, reason } = body;
    const outcome = REVIEW_OUTCOME[action];
    const result = await this.ds.transaction(async (m) => {
      const repo = this.review.in(m);
      const bill = isUuid(itemId) ? await repo.lockBill(itemId) : undefined;
      if (!bill) throw notFound(REVIEW_MESSAGES.itemNotFound);
      const queue = bill.review_state;
      if (!queue) throw conflict(REVIEW_MESSAGES.notInQueue);
      await repo.decide(itemId, outcome, outcome === 'approved' ? null : reason);
      await repo.resolveReports('user_bill', itemId);
      if (queue === 'appealed') await repo.closeAppeal('user_bill', itemId, outcome);
      const ai = aiOf(bill);
      const logId = await repo.log({ postType: 'user_bill', postId: itemId, actorId: operatorId, action: outcome, reason, queue, ai });
      const common = { billId: bill.id, authorId: bill.user_id, title: bill.title, isPublic: bill.is_public };
      await recordEvent(m, EVENTS.userBillReviewDecided, userBillReviewDecided.parse({ ...common, queue, outcome, reason, decisionId: `bills:${logId}` }));
      // A bill published for the first time (an accepted appeal) reaches the author's followers
      // and district as an AI approval would (the notifications' source keys dedupe).
      if (outcome === 'approved' && queue === 'appealed') await recordEvent(m, EVENTS.userBillModerated, userBillModerated.parse({ ...common, decision: 'approved' }));
      return { logId, ai };
    });
    this.runtime.kick();
    await this.pushToAuthor(itemId);
    return decisionEntry({ logId: result.logId, itemType: 'user_bill', itemId, action: outcome, operatorId, reason, ai: result.ai });
  }

  queue(limit: number) {
    return this.review.queue(limit);
  }

  /** The log without names (the gateway names the actors from identity). */
  async log(limit: number, offset: number): Promise<ReviewLogEntry[]> {
    return namedLogEntries(await this.review.logRows(limit, offset));
  }

  agreement() {
    return this.review.agreement();
  }

  /** The author's open pages (My Bills, the bill) flip without a reload: the same push as an AI verdict. */
  private async pushToAuthor(id: string): Promise<void> {
    const bill = await this.bills.find(id);
    if (!bill) return;
    this.runtime.push.toRoom(rooms.user(bill.view.userId), SOCKET_EVENTS.userBillModerated, { bill: bill.view } satisfies UserBillModeratedPush);
  }
}

function aiOf(bill: ReviewBill) {
  const v = billVerdictOf(bill);
  return { decision: v?.decision ?? null, provider: v?.provider ?? null, model: v?.model ?? null };
}
