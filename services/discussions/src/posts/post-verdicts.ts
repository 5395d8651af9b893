import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  EVENTS,
  rooms,
  SOCKET_EVENTS,
  type DiscussionModerated,
  type DiscussionModeratedPush,
  type IntegrationEvent,
  type PostModerationCompleted,
  type ReplyModerated,
  type ReplyModeratedPush,
} from '@civic/contracts';
import { logger, OnEvent, recordEvent, ServiceRuntime, type FollowUp } from '@civic/service-kit';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { DiscussionsRepository } from './discussions.repository';
import { RepliesRepository } from './replies.repository';

type Verdict = { status: 'approved' | 'rejected'; reason: string | null; moderation: object };

/**
 * A result the ai-worker could not produce leaves the post under review (an operator asks again);
 * so does a hold, which waits for a person.
 */
function verdictOf(p: PostModerationCompleted): Verdict | null {
  if (!p.result.ok) return null;
  const { output, provenance } = p.result;
  if (output.decision === 'held') return null;
  return {
    status: output.decision,
    reason: output.decision === 'rejected' ? output.reasons.join(' ') : null,
    moderation: { ...provenance, reasons: output.reasons, categories: output.categories, requestEventId: p.requestEventId },
  };
}

/**
 * Applies moderation verdicts to discussions and replies, once per revision (a verdict for an
 * older revision, or for a post no longer under review, changes nothing). Records
 * discussion.moderated.v1 / reply.moderated.v1 for notifications (comment_rejected,
 * discussion_reply, user_bill_comment, followed_user_comment), then tells the author's sockets;
 * an approved reply also reaches the discussion's author.
 */
@Injectable()
export class PostVerdicts {
  constructor(
    private readonly discussions: DiscussionsRepository,
    private readonly replies: RepliesRepository,
    private readonly readModels: ReadModelsRepository,
    private readonly runtime: ServiceRuntime,
  ) {}

  @OnEvent(EVENTS.postModerationCompleted)
  async apply(p: PostModerationCompleted, m: EntityManager, event: IntegrationEvent): Promise<FollowUp | void> {
    const verdict = verdictOf(p);
    if (!verdict) {
      const held = p.result.ok && p.result.output.decision === 'held';
      logger().warn({ postType: p.postType, postId: p.postId, error: !p.result.ok && p.result.error }, held ? 'post held for a person; it stays under review' : 'post review could not be produced; it stays under review');
      return;
    }
    const follow = p.postType === 'discussion' ? await this.applyToDiscussion(m, p, verdict) : await this.applyToReply(m, p, verdict);
    logger().info({ postType: p.postType, postId: p.postId, eventId: event.id, outcome: follow ? verdict.status : 'ignored' }, 'post verdict');
    return follow;
  }

  private async applyToDiscussion(m: EntityManager, p: PostModerationCompleted, v: Verdict): Promise<FollowUp | undefined> {
    const repo = this.discussions.in(m);
    const d = await repo.lock(p.postId);
    if (!d || d.moderation_status !== 'pending' || d.content_version !== p.contentVersion) return undefined;
    await repo.setVerdict(d.id, v.status, v.reason, v.moderation);
    const bill = await this.readModels.in(m).bill(d.bill_type, d.bill_id);
    await recordEvent<DiscussionModerated>(m, EVENTS.discussionModerated, {
      discussionId: d.id,
      authorId: d.user_id,
      billId: d.bill_id,
      billType: d.bill_type,
      billAuthorId: bill?.author_id ?? null,
      title: d.title,
      decision: v.status,
      reason: v.reason,
    });
    return async () => {
      const discussion = await this.discussions.view(d.id, d.user_id);
      if (discussion) this.runtime.push.toRoom(rooms.user(d.user_id), SOCKET_EVENTS.discussionModerated, { discussion } satisfies DiscussionModeratedPush);
    };
  }

  private async applyToReply(m: EntityManager, p: PostModerationCompleted, v: Verdict): Promise<FollowUp | undefined> {
    const repo = this.replies.in(m);
    const r = await repo.lock(p.postId);
    if (!r || r.moderation_status !== 'pending' || r.content_version !== p.contentVersion) return undefined;
    const discussions = this.discussions.in(m);
    const parent = await discussions.lock(r.discussion_id);
    if (!parent) return undefined;
    await repo.setVerdict(r.id, v.status, v.reason, v.moderation);
    if (v.status === 'approved') await discussions.addToReplyCount(parent.id, 1);
    await recordEvent<ReplyModerated>(m, EVENTS.replyModerated, {
      replyId: r.id,
      discussionId: parent.id,
      // A title under review (or refused) is the discussion author's alone: notifications about
      // this reply go to others too, so they quote it only while it is approved.
      discussionTitle: parent.moderation_status === 'approved' ? parent.title : null,
      discussionAuthorId: parent.user_id,
      authorId: r.user_id,
      decision: v.status,
      reason: v.reason,
    });
    return async () => {
      const reply = await this.replies.view(r.id, r.user_id);
      if (!reply) return;
      this.runtime.push.toRoom(rooms.user(r.user_id), SOCKET_EVENTS.replyModerated, { reply } satisfies ReplyModeratedPush);
      if (v.status === 'approved' && parent.user_id !== r.user_id) this.runtime.push.toRoom(rooms.user(parent.user_id), SOCKET_EVENTS.replyAdded, reply);
    };
  }
}
