import { recordDiscussionModerated, recordReplyModerated } from '../posts/moderated-events';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EVENTS,
  REVIEW_MESSAGES,
  rooms,
  SOCKET_EVENTS,
  type AppealBody,
  type DiscussionModeratedPush,
  type PostReviewDecided,
  type ReplyModeratedPush,
  isUuid,
  REVIEW_OUTCOME,
  type ReportBody,
  type ReviewDecisionBody,
  type ReviewLogEntry,
} from '@civic/contracts';
import { conflict, decisionEntry, forbidden, notFound, recordEvent, ServiceError, ServiceRuntime } from '@civic/service-kit';
import { DISCUSSIONS_CONFIG, type DiscussionsConfig } from '../config';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { DiscussionsRepository } from '../posts/discussions.repository';
import { RepliesRepository } from '../posts/replies.repository';
import { aiVerdictOf, ReviewRepository, type PostItemType, type ReviewPost } from './review.repository';

const HOUR = 3600_000;

/**
 * People in the loop for discussions and replies (ADR 0020): users report published posts (enough
 * distinct reporters hide one until a person decides), authors appeal a rejection once, and
 * operators (checked by the gateway in identity) decide on what is held, hidden or appealed.
 * Every step is a row of the append-only moderation log, in the same transaction as the change.
 */
@Injectable()
export class ReviewService {
  constructor(
    private readonly ds: DataSource,
    private readonly review: ReviewRepository,
    private readonly discussions: DiscussionsRepository,
    private readonly replies: RepliesRepository,
    private readonly readModels: ReadModelsRepository,
    private readonly runtime: ServiceRuntime,
    @Inject(DISCUSSIONS_CONFIG) private readonly config: DiscussionsConfig,
  ) {}

  async report(reporterId: string, body: ReportBody & { itemType: PostItemType }): Promise<{ reported: true; hidden: boolean }> {
    const { itemType, itemId } = body;
    // Counted before the post is locked: a flood of reports costs no locks.
    if ((await this.review.reportsSince(reporterId, new Date(Date.now() - HOUR))) >= this.config.reportsPerUserPerHour) {
      throw new ServiceError(429, REVIEW_MESSAGES.tooManyReports);
    }
    const hidden = await this.ds.transaction(async (m) => {
      const repo = this.review.in(m);
      const post = await this.lockVisible(repo, itemType, itemId, reporterId);
      if (post.user_id === reporterId) throw forbidden(REVIEW_MESSAGES.ownReport);
      if (post.moderation_status !== 'approved') throw conflict(REVIEW_MESSAGES.notReportable);
      if (!(await repo.addReport(itemType, itemId, reporterId, body.reason, body.note))) throw conflict(REVIEW_MESSAGES.alreadyReported);
      const reporters = await repo.openReporters(itemType, itemId);
      if (reporters < this.config.reportThreshold) return false;
      await repo.enqueue(itemType, itemId, 'reported', 'pending');
      if (itemType === 'reply') await this.discussions.in(m).addToReplyCount(post.discussion_id, -1);
      await repo.log({ postType: itemType, postId: itemId, actorId: null, action: 'hidden', reason: `Reported by ${reporters} users`, queue: 'reported', ai: this.aiOf(post) });
      return true;
    });
    if (hidden) await this.pushToAuthor(itemType, itemId);
    return { reported: true, hidden };
  }

  async appeal(authorId: string, body: AppealBody & { itemType: PostItemType }): Promise<{ appealed: true }> {
    const { itemType, itemId } = body;
    await this.ds.transaction(async (m) => {
      const repo = this.review.in(m);
      const post = isUuid(itemId) ? await repo.lockPost(itemType, itemId) : undefined;
      if (!post || post.user_id !== authorId) throw notFound(REVIEW_MESSAGES.itemNotFound);
      if (post.moderation_status !== 'rejected') throw conflict(REVIEW_MESSAGES.notAppealable);
      if (!(await repo.addAppeal(itemType, itemId, authorId, body.note))) throw conflict(REVIEW_MESSAGES.alreadyAppealed);
      await repo.enqueue(itemType, itemId, 'appealed');
      await repo.log({ postType: itemType, postId: itemId, actorId: authorId, action: 'appealed', reason: body.note, queue: 'appealed', ai: this.aiOf(post) });
    });
    await this.pushToAuthor(itemType, itemId);
    return { appealed: true };
  }

  /** An operator's decision on a post in the queue; answers the log row it wrote. */
  async decide(operatorId: string, body: ReviewDecisionBody & { itemType: PostItemType }): Promise<ReviewLogEntry> {
    const { itemType, itemId, action, reason } = body;
    const outcome = REVIEW_OUTCOME[action];
    const result = await this.ds.transaction(async (m) => {
      const repo = this.review.in(m);
      const post = isUuid(itemId) ? await repo.lockPost(itemType, itemId) : undefined;
      if (!post) throw notFound(REVIEW_MESSAGES.itemNotFound);
      const queue = post.review_state;
      if (!queue) throw conflict(REVIEW_MESSAGES.notInQueue);
      await repo.decide(itemType, itemId, outcome, outcome === 'approved' ? null : reason);
      // Every post in the queue is out of sight; an approved reply counts on its discussion again.
      if (itemType === 'reply' && outcome === 'approved') await this.discussions.in(m).addToReplyCount(post.discussion_id, 1);
      await repo.resolveReports(itemType, itemId);
      if (queue === 'appealed') await repo.closeAppeal(itemType, itemId, outcome);
      const ai = this.aiOf(post);
      const logId = await repo.log({ postType: itemType, postId: itemId, actorId: operatorId, action: outcome, reason, queue, ai });
      await recordEvent<PostReviewDecided>(m, EVENTS.postReviewDecided, {
        postType: itemType,
        postId: itemId,
        discussionId: post.discussion_id,
        discussionTitle: post.discussion_title,
        authorId: post.user_id,
        queue,
        outcome,
        reason,
        decisionId: `discussions:${logId}`,
      });
      // A post published for the first time reaches those it concerns, as an AI approval would.
      if (outcome === 'approved' && queue !== 'reported') await this.recordPublished(m, itemType, post);
      return { logId, queue, ai, post };
    });
    this.runtime.kick();
    await this.pushToAuthor(itemType, itemId, outcome === 'approved' ? result.post : undefined);
    const operatorName = (await this.readModels.authorName(operatorId)) ?? '';
    return decisionEntry({ logId: result.logId, itemType, itemId, action: outcome, operatorId, operatorName, reason, ai: result.ai });
  }

  queue(limit: number) {
    return this.review.queue(limit);
  }

  log(limit: number, offset: number) {
    return this.review.logPage(limit, offset);
  }

  agreement() {
    return this.review.agreement();
  }

  private async lockVisible(repo: ReviewRepository, type: PostItemType, id: string, viewerId: string): Promise<ReviewPost> {
    const post = isUuid(id) ? await repo.lockPost(type, id) : undefined;
    if (!post || (post.moderation_status !== 'approved' && post.user_id !== viewerId)) throw notFound(REVIEW_MESSAGES.itemNotFound);
    return post;
  }

  private aiOf(post: ReviewPost) {
    const v = aiVerdictOf(post.moderation, post.review_state);
    return { decision: v?.decision ?? null, provider: v?.provider ?? null, model: v?.model ?? null };
  }

  private async recordPublished(m: EntityManager, type: PostItemType, post: ReviewPost): Promise<void> {
    if (type === 'discussion') {
      const d = (await this.discussions.in(m).lock(post.id))!;
      await recordDiscussionModerated(m, this.readModels, d, 'approved', null);
      return;
    }
    const parent = (await this.discussions.in(m).lock(post.discussion_id))!;
    await recordReplyModerated(m, post, parent, 'approved', null);
  }

  /**
   * The author's open pages flip without a reload (the same pushes as an AI verdict); a reply
   * published by a person also reaches its discussion's author.
   */
  private async pushToAuthor(type: PostItemType, id: string, published?: ReviewPost): Promise<void> {
    if (type === 'discussion') {
      const discussion = await this.discussions.view(id, NO_VIEWER);
      if (discussion) this.runtime.push.toRoom(rooms.user(discussion.userId), SOCKET_EVENTS.discussionModerated, { discussion } satisfies DiscussionModeratedPush);
      return;
    }
    const reply = await this.replies.view(id, NO_VIEWER);
    if (!reply) return;
    this.runtime.push.toRoom(rooms.user(reply.userId), SOCKET_EVENTS.replyModerated, { reply } satisfies ReplyModeratedPush);
    if (published) {
      const parent = await this.discussions.view(published.discussion_id, NO_VIEWER);
      if (parent && parent.userId !== reply.userId) this.runtime.push.toRoom(rooms.user(parent.userId), SOCKET_EVENTS.replyAdded, reply);
    }
  }
}

/** Views pushed to the author carry no reader's marks. */
const NO_VIEWER = '00000000-0000-0000-0000-000000000000';
