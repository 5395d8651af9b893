import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  EVENTS,
  REVIEW_MESSAGES,
  USER_BILL_MESSAGES,
  userBillSupportChanged,
  type SupportType,
  type UserBill,
  type UserBillCreate,
  type UserBillStatus,
  type UserBillUpdate,
} from '@civic/contracts';
import { conflict, forbidden, notFound, recordEvent, ServiceRuntime } from '@civic/service-kit';
import { requestReview } from './review';
import { UserBillsRepository, type StoredUserBill } from './user-bills.repository';

/** What `bills:remoderate` asks about: every delayed pending bill, published AI approvals (all or `ids`), or the pending bills named. */
export interface RemoderateSelection {
  kind: 'delayed' | 'approved' | 'ids';
  ids: string[];
}

/**
 * The rules of user bills (SPEC §4): drafts are private and editable; submitting makes a bill
 * pending and asks for a review in the same transaction; only drafts can be edited or deleted;
 * a bill is visible to others only once approved and public. Someone else's private bill does
 * not exist for the caller (404); changing someone else's visible bill is refused (403).
 */
@Injectable()
export class UserBillsService {
  constructor(
    private readonly ds: DataSource,
    private readonly bills: UserBillsRepository,
    /** Absent in operator commands: there the running service's relay timer publishes. */
    @Optional() private readonly runtime?: ServiceRuntime,
  ) {}

  async create(userId: string, input: UserBillCreate): Promise<UserBill> {
    const bill = await this.ds.transaction(async (m) => {
      const created = await this.bills.in(m).insert(userId, { ...input, policyArea: input.policyArea ?? null }, input.moderationStatus);
      if (input.moderationStatus === 'pending') await requestReview(m, created);
      return created.view;
    });
    // The author waits on the review: publish the request now rather than on the relay's next tick.
    if (bill.moderationStatus === 'pending') this.runtime?.kick();
    return bill;
  }

  listOwn(userId: string, status?: UserBillStatus): Promise<UserBill[]> {
    return this.bills.listByAuthor(userId, status);
  }

  /** Someone's bills for their profile: approved and public ones, or all of them for the author. */
  async byAuthor(viewerId: string, authorId: string, limit: number): Promise<UserBill[]> {
    return this.withViewerMarks(viewerId, await this.bills.byAuthor(authorId, viewerId !== authorId, limit));
  }

  async listPublic(viewerId: string, limit: number, offset: number): Promise<UserBill[]> {
    return this.withViewerMarks(viewerId, await this.bills.listPublic(limit, offset));
  }

  async get(userId: string, id: string): Promise<UserBill> {
    const bill = await this.bills.find(id);
    if (!bill || !visibleTo(bill, userId)) throw notFound(USER_BILL_MESSAGES.notFound);
    const [view] = await this.withViewerMarks(userId, [bill.view]);
    return view!;
  }

  /**
   * Supports or opposes (null: takes back) someone else's approved public bill; one choice per
   * voter, changed by sending another. The bill row is locked, so the counters move with the
   * choice in one transaction; user-bill.support-changed.v1 is recorded with it when it changed.
   * Someone else's private or unapproved bill does not exist for the caller (404).
   */
  async support(userId: string, id: string, choice: SupportType | null): Promise<UserBill> {
    const { bill, changed } = await this.ds.transaction(async (m) => {
      const bills = this.bills.in(m);
      const bill = await bills.lock(id);
      if (!bill || !visibleTo(bill, userId)) throw notFound(USER_BILL_MESSAGES.notFound);
      const b = bill.view;
      if (b.userId === userId) throw forbidden(USER_BILL_MESSAGES.supportOwn);
      if (b.moderationStatus !== 'approved' || !b.isPublic) throw conflict(USER_BILL_MESSAGES.supportNotApproved);
      const previous = await bills.setSupport(id, b.userId, userId, choice);
      if (previous === choice) return { bill: { ...b, mySupport: choice }, changed: false };
      await recordEvent(
        m,
        EVENTS.userBillSupportChanged,
        userBillSupportChanged.parse({ billId: id, authorId: b.userId, title: b.title, userId, supportType: choice, previous }),
      );
      const after = (await bills.find(id))!;
      return { bill: { ...after.view, mySupport: choice }, changed: true };
    });
    if (changed) this.runtime?.kick();
    return { ...bill, hasUserReported: (await this.bills.reportedOf(userId, [id])).has(id) };
  }

  async update(userId: string, id: string, input: UserBillUpdate): Promise<UserBill> {
    const bill = await this.ds.transaction(async (m) => {
      const bills = this.bills.in(m);
      const submit = input.moderationStatus === 'pending';
      // A rejected bill may be revised and submitted again, as its feedback tells the author (ADR 0020).
      const bill = await this.ownDraft(bills, userId, id, true);
      if (bill.view.moderationStatus === 'rejected' && !submit) throw conflict(USER_BILL_MESSAGES.rejectedResubmitOnly);
      if (bill.view.removed) throw conflict(USER_BILL_MESSAGES.removed);
      if (bill.view.reviewState) throw conflict(REVIEW_MESSAGES.withModerator);
      const b = bill.view;
      const updated = await bills.updateDraft(
        id,
        {
          title: input.title ?? b.title,
          description: input.description ?? b.description,
          fullText: input.fullText ?? b.fullText,
          policyArea: input.policyArea === undefined ? b.policyArea : input.policyArea,
          tags: input.tags ?? b.tags,
          isPublic: input.isPublic ?? b.isPublic,
        },
        submit,
      );
      if (submit) await requestReview(m, updated);
      return updated.view;
    });
    if (bill.moderationStatus === 'pending') this.runtime?.kick();
    return bill;
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.ds.transaction(async (m) => {
      const bills = this.bills.in(m);
      await this.ownDraft(bills, userId, id);
      await bills.delete(id);
    });
  }

  /**
   * Operators: asks again for the AI review of pending bills (the given ones, or every delayed
   * one), or of published bills the AI approved (`approved`: all of them, or the given ones), e.g.
   * after a new rule set or model. Returns the ids re-requested and the ones skipped, with why.
   */
  async remoderate(selection: RemoderateSelection): Promise<{ requested: string[]; skipped: { id: string; reason: string }[] }> {
    const recheck = selection.kind === 'approved';
    const eligible = recheck ? new Set(await this.bills.approvedByTheAiIds(selection.ids.length ? selection.ids : null)) : null;
    const targets = selection.kind === 'delayed' ? await this.bills.delayedIds() : recheck && !selection.ids.length ? [...eligible!] : selection.ids;
    const requested: string[] = [];
    const skipped: { id: string; reason: string }[] = [];
    for (const id of targets) {
      await this.ds.transaction(async (m) => {
        const bill = await this.bills.in(m).lock(id);
        const wanted = recheck ? 'approved' : 'pending';
        if (!bill) skipped.push({ id, reason: 'no such bill' });
        else if (bill.view.moderationStatus !== wanted) skipped.push({ id, reason: `status is ${bill.view.moderationStatus}` });
        else if (bill.view.reviewState) skipped.push({ id, reason: 'with a moderator' });
        else if (eligible && !eligible.has(id)) skipped.push({ id, reason: 'approved by a moderator' });
        else {
          await requestReview(m, bill);
          requested.push(id);
        }
      });
    }
    return { requested, skipped };
  }

  /** The viewer's own choice on each bill and whether they reported it (one query each per page; none on their own bills). */
  private async withViewerMarks(viewerId: string, views: UserBill[]): Promise<UserBill[]> {
    const others = views.filter((b) => b.userId !== viewerId).map((b) => b.id);
    const [mine, reported] = await Promise.all([this.bills.supportsOf(viewerId, others), this.bills.reportedOf(viewerId, others)]);
    return views.map((b) => ({ ...b, mySupport: mine.get(b.id) ?? null, hasUserReported: reported.has(b.id) }));
  }

  /** The caller's own draft (or rejected bill being resubmitted), locked: 404 when it is not theirs to see, 403 when visible but not theirs, 409 when not a draft. */
  private async ownDraft(bills: UserBillsRepository, userId: string, id: string, orRejected = false): Promise<StoredUserBill> {
    const bill = await bills.lock(id);
    if (!bill || !visibleTo(bill, userId)) throw notFound(USER_BILL_MESSAGES.notFound);
    if (bill.view.userId !== userId) throw forbidden(USER_BILL_MESSAGES.forbidden);
    const status = bill.view.moderationStatus;
    if (status !== 'draft' && !(orRejected && status === 'rejected')) throw conflict(USER_BILL_MESSAGES.notDraft);
    return bill;
  }
}

function visibleTo(bill: StoredUserBill, userId: string): boolean {
  return bill.view.userId === userId || (bill.view.moderationStatus === 'approved' && bill.view.isPublic);
}
