import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  EVENTS,
  type BillSynthesized,
  type DiscussionModerated,
  type FollowChanged,
  type IntegrationEvent,
  type PostReviewDecided,
  type ReplyModerated,
  type UserBillModerated,
  type UserBillReviewDecided,
  type UserBillSupportChanged,
  type UserPublicProfileChanged,
  type VoteCast,
} from '@civic/contracts';
import { OnEvent, OnEventBatch, type FollowUp } from '@civic/service-kit';
import { FanoutJobs } from '../notifications/fanout-jobs';
import { LiveNotifications } from '../notifications/live-notifications';
import { NotificationsRepository } from '../notifications/notifications.repository';
import {
  followersOfDiscussion,
  followersOfReply,
  fromBillSynthesized,
  fromDiscussionVerdict,
  fromReplyVerdict,
  fromReviewDecision,
  fromUserBillReviewDecision,
  fromUserBillSupport,
  fromUserBillVerdict,
  fromVoteCast,
  type Fanout,
  type NewNotification,
} from '../notifications/triggers';

/**
 * What other services report, turned into notifications (DESIGN §4) in the event's transaction;
 * after the commit, the recipients' sockets hear of them. Names, districts, follows and bill
 * titles are read models kept from the same events.
 */
@Injectable()
export class NotificationTriggers {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly live: LiveNotifications,
    private readonly fanouts: FanoutJobs,
  ) {}

  @OnEvent(EVENTS.userPublicProfileChanged)
  async onProfile(p: UserPublicProfileChanged, m: EntityManager, event: IntegrationEvent): Promise<void> {
    await this.notifications.in(m).upsertUser(p, event.occurredAt);
  }

  @OnEvent(EVENTS.followChanged)
  async onFollow(p: FollowChanged, m: EntityManager, event: IntegrationEvent): Promise<void> {
    await this.notifications.in(m).upsertFollow(p.followerId, p.followingId, p.following, event.occurredAt);
  }

  @OnEvent(EVENTS.billSynthesized)
  async onBillSynthesized(p: BillSynthesized, m: EntityManager, event: IntegrationEvent): Promise<FollowUp | void> {
    const repo = this.notifications.in(m);
    await repo.upsertBill(p.billId, p.title, event.occurredAt);
    return this.create(repo, [], fromBillSynthesized(p.billId, p.title));
  }

  @OnEventBatch(EVENTS.voteCast)
  async onVotesCast(casts: VoteCast[], m: EntityManager): Promise<FollowUp | void> {
    const changed = casts.filter((p) => p.previousVote !== p.vote);
    if (!changed.length) return;
    const repo = this.notifications.in(m);
    // Followers are read when the events are applied (as the fan-out job would read them), one
    // query for the run of casts in a batch: a voter nobody follows queues no fan-out, no job and
    // no job transaction.
    const contexts = await repo.voteCastContexts(changed);
    const fanouts = changed.flatMap((p, i) => (contexts[i].followed ? fromVoteCast(p, contexts[i].name, contexts[i].title) : []));
    if (!fanouts.length) return;
    return this.create(repo, [], fanouts);
  }

  @OnEvent(EVENTS.userBillModerated)
  async onUserBillVerdict(p: UserBillModerated, m: EntityManager, event: IntegrationEvent): Promise<FollowUp | void> {
    const repo = this.notifications.in(m);
    if (p.decision === 'approved') await repo.upsertBill(p.billId, p.title, event.occurredAt);
    const author = await repo.userOf(p.authorId);
    return this.create(repo, [], fromUserBillVerdict(p, author?.name, author?.district ?? undefined));
  }

  @OnEvent(EVENTS.userBillSupportChanged)
  async onUserBillSupport(p: UserBillSupportChanged, m: EntityManager): Promise<FollowUp | void> {
    const repo = this.notifications.in(m);
    return this.create(repo, fromUserBillSupport(p, await repo.nameOf(p.userId)), []);
  }

  @OnEvent(EVENTS.discussionModerated)
  async onDiscussionVerdict(p: DiscussionModerated, m: EntityManager): Promise<FollowUp | void> {
    const repo = this.notifications.in(m);
    const name = await repo.nameOf(p.authorId);
    return this.create(repo, fromDiscussionVerdict(p, name), followersOfDiscussion(p, name));
  }

  @OnEvent(EVENTS.replyModerated)
  async onReplyVerdict(p: ReplyModerated, m: EntityManager): Promise<FollowUp | void> {
    const repo = this.notifications.in(m);
    const name = await repo.nameOf(p.authorId);
    return this.create(repo, fromReplyVerdict(p, name), followersOfReply(p, name));
  }

  @OnEvent(EVENTS.postReviewDecided)
  async onReviewDecision(p: PostReviewDecided, m: EntityManager): Promise<FollowUp | void> {
    return this.create(this.notifications.in(m), [fromReviewDecision(p)], []);
  }

  @OnEvent(EVENTS.userBillReviewDecided)
  async onUserBillReviewDecision(p: UserBillReviewDecided, m: EntityManager): Promise<FollowUp | void> {
    return this.create(this.notifications.in(m), [fromUserBillReviewDecision(p)], []);
  }

  /**
   * Direct notifications are written in the event's transaction; fan-outs are queued in it and
   * written in chunks by their jobs after the commit (FanoutJobs), however many recipients they have.
   */
  private async create(repo: NotificationsRepository, rows: NewNotification[], fanouts: Fanout[]): Promise<FollowUp | void> {
    const created = await repo.insert(rows);
    const queued: string[] = [];
    for (const f of fanouts) queued.push(await repo.queueFanout(f));
    if (!created.length && !queued.length) return;
    return async () => {
      if (queued.length) await this.fanouts.enqueue(queued);
      if (created.length) await this.live.created(created);
    };
  }
}
