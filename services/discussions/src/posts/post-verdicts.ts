import { recordDiscussionModerated, recordReplyModerated } from './moderated-events';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  EVENTS,
  rooms,
  SOCKET_EVENTS,
  type DiscussionModeratedPush,
  type IntegrationEvent,
  type PostModerationCompleted,
  type ReplyModeratedPush,
} from '@civic/contracts';
import { logger, OnEvent, ServiceRuntime, type FollowUp } from '@civic/service-kit';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { DiscussionsRepository } from './discussions.repository';
import { RepliesRepository } from './replies.repository';
import { ReviewRepository } from '../review/review.repository';

interface PostState {
  moderation_status: string;
  content_version: number;
  review_state: string | null;
  recheck_request_id: string | null;
}

/**
 * A published post asked again by `discussions:remoderate -- --approved` (a new rule set or
 * model): only the verdict of that very request applies to it, and only while nobody changed it.
 */
const rechecked = (post: PostState, p: PostModerationCompleted) =>
  post.moderation_status === 'approved' && post.review_state === null && post.content_version === p.contentVersion && post.recheck_request_id === p.requestEventId;

/**
 * The AI's verdict applies to this revision while it is under review by the machine: pending and
 * not hidden by reports or appealed (those wait for a person), or published and re-checked. A held
 * post takes a new verdict when it is asked again (discussions:remoderate).
 */
const awaitsTheAi = (post: PostState, p: PostModerationCompleted) =>
  (post.moderation_status === 'pending' && post.content_version === p.contentVersion && (post.review_state === null || post.review_state === 'held')) || rechecked(post, p);

type Decided = { status: 'approved' | 'rejected'; reason: string | null; moderation: object };
type Verdict = Decided | { status: 'held'; reason: null; moderation: object };

/**
 * A result the ai-worker could not produce leaves the post under review (an operator asks
 * again). A hold keeps the post pending and puts it in the people's review queue with what the
 * AI said (ADR 0020).
 */
function verdictOf(p: PostModerationCompleted): Verdict | null {
  if (!p.result.ok) return null;
  const { output, provenance } = p.result;
  const moderation = { ...provenance, decision: output.decision, reasons: output.reasons, categories: output.categories, requestEventId: p.requestEventId };
  if (output.decision === 'held') return { status: 'held', reason: null, moderation };
  return { status: output.decision, reason: output.decision === 'rejected' ? output.reasons.join(' ') : null, moderation };
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
    private readonly review: ReviewRepository,
    private readonly runtime: ServiceRuntime,
  ) {}

  @OnEvent(EVENTS.postModerationCompleted)
  async apply(p: PostModerationCompleted, m: EntityManager, event: IntegrationEvent): Promise<FollowUp | void> {
    const verdict = verdictOf(p);
    if (!verdict) {
      logger().warn({ postType: p.postType, postId: p.postId, error: !p.result.ok && p.result.error }, 'post review could not be produced; it stays under review');
      return;
    }
    if (verdict.status === 'held') return this.hold(m, p, verdict);
    const follow = p.postType === 'discussion' ? await this.applyToDiscussion(m, p, verdict) : await this.applyToReply(m, p, verdict);
    logger().info({ postType: p.postType, postId: p.postId, eventId: event.id, outcome: follow ? verdict.status : 'ignored' }, 'post verdict');
    return follow;
  }

  /** A post the AI is unsure of waits for a person: in the queue, with the AI's reasons, logged. */
  private async hold(m: EntityManager, p: PostModerationCompleted, v: Verdict): Promise<FollowUp | void> {
    const post = p.postType === 'discussion' ? await this.discussions.in(m).lock(p.postId) : await this.replies.in(m).lock(p.postId);
    if (!post || !awaitsTheAi(post, p) || post.review_state === 'held') return;
    const review = this.review.in(m);
    await review.hold(p.postType, p.postId, v.moderation);
    // A published reply taken out of sight leaves its discussion's count (an approval restores it).
    if (post.moderation_status === 'approved' && 'discussion_id' in post) await this.discussions.in(m).addToReplyCount(post.discussion_id, -1);
    const provenance = p.result.ok ? p.result.provenance : undefined;
    await review.log({
      postType: p.postType,
      postId: p.postId,
      actorId: null,
      action: 'held',
      reason: p.result.ok ? p.result.output.reasons.join(' ') : null,
      queue: 'held',
      ai: { decision: 'held', provider: provenance?.provider ?? null, model: provenance?.model ?? null },
    });
    logger().info({ postType: p.postType, postId: p.postId }, 'post held for a person');
  }

  /** A published post the re-check rejected: the log says the machine took it down, and why. */
  private async logRecheck(m: EntityManager, p: PostModerationCompleted, v: Decided): Promise<void> {
    const provenance = p.result.ok ? p.result.provenance : undefined;
    await this.review.in(m).log({
      postType: p.postType,
      postId: p.postId,
      actorId: null,
      action: 'rejected',
      reason: v.reason,
      queue: null,
      ai: { decision: v.status, provider: provenance?.provider ?? null, model: provenance?.model ?? null },
    });
  }

  private async applyToDiscussion(m: EntityManager, p: PostModerationCompleted, v: Decided): Promise<FollowUp | undefined> {
    const repo = this.discussions.in(m);
    const d = await repo.lock(p.postId);
    if (!d || !awaitsTheAi(d, p)) return undefined;
    await repo.setVerdict(d.id, v.status, v.reason, v.moderation);
    // Re-checked and still approved: the new provenance is kept, nobody needs telling.
    if (d.moderation_status === 'approved' && v.status === 'approved') return undefined;
    if (d.moderation_status === 'approved') await this.logRecheck(m, p, v);
    await recordDiscussionModerated(m, this.readModels, d, v.status, v.reason);
    return async () => {
      const discussion = await this.discussions.view(d.id, d.user_id);
      if (discussion) this.runtime.push.toRoom(rooms.user(d.user_id), SOCKET_EVENTS.discussionModerated, { discussion } satisfies DiscussionModeratedPush);
    };
  }

  private async applyToReply(m: EntityManager, p: PostModerationCompleted, v: Decided): Promise<FollowUp | undefined> {
    const repo = this.replies.in(m);
    const r = await repo.lock(p.postId);
    if (!r || !awaitsTheAi(r, p)) return undefined;
    const discussions = this.discussions.in(m);
    const parent = await discussions.lock(r.discussion_id);
    if (!parent) return undefined;
    await repo.setVerdict(r.id, v.status, v.reason, v.moderation);
    if (r.moderation_status === 'approved' && v.status === 'approved') return undefined;
    if (r.moderation_status === 'approved') await this.logRecheck(m, p, v);
    // Published now, or (re-checked) no longer: the discussion's count follows.
    if (v.status === 'approved') await discussions.addToReplyCount(parent.id, 1);
    else if (r.moderation_status === 'approved') await discussions.addToReplyCount(parent.id, -1);
    await recordReplyModerated(m, r, parent, v.status, v.reason);
    return async () => {
      const reply = await this.replies.view(r.id, r.user_id);
      if (!reply) return;
      this.runtime.push.toRoom(rooms.user(r.user_id), SOCKET_EVENTS.replyModerated, { reply } satisfies ReplyModeratedPush);
      if (v.status === 'approved' && parent.user_id !== r.user_id) this.runtime.push.toRoom(rooms.user(parent.user_id), SOCKET_EVENTS.replyAdded, reply);
    };
  }
}
