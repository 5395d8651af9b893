import type { EntityManager } from 'typeorm';
import { EVENTS, type DiscussionModerated, type ModerationDecision, type ReplyModerated } from '@civic/contracts';
import { recordEvent } from '@civic/service-kit';
import type { ReadModelsRepository } from '../read-models/read-models.repository';

/** What a verdict's event needs of a discussion row. */
interface DiscussionRow {
  id: string;
  user_id: string;
  bill_id: string;
  bill_type: DiscussionModerated['billType'];
  title: string;
  moderation_status: string;
}

/**
 * discussion.moderated.v1, in the verdict's transaction: the one way it is written, whether the
 * AI or a person (review) decided.
 */
export async function recordDiscussionModerated(
  m: EntityManager,
  readModels: ReadModelsRepository,
  d: Omit<DiscussionRow, 'moderation_status'>,
  decision: ModerationDecision,
  reason: string | null,
): Promise<void> {
  const bill = await readModels.in(m).bill(d.bill_type, d.bill_id);
  await recordEvent<DiscussionModerated>(m, EVENTS.discussionModerated, {
    discussionId: d.id,
    authorId: d.user_id,
    billId: d.bill_id,
    billType: d.bill_type,
    billAuthorId: bill?.author_id ?? null,
    title: d.title,
    decision,
    reason,
  });
}

/** reply.moderated.v1, in the verdict's transaction, likewise for the AI and for people. */
export async function recordReplyModerated(
  m: EntityManager,
  reply: { id: string; user_id: string },
  parent: DiscussionRow,
  decision: ModerationDecision,
  reason: string | null,
): Promise<void> {
  await recordEvent<ReplyModerated>(m, EVENTS.replyModerated, {
    replyId: reply.id,
    discussionId: parent.id,
    // A title under review (or refused) is the discussion author's alone: notifications about
    // this reply go to others too, so they quote it only while it is approved.
    discussionTitle: parent.moderation_status === 'approved' ? parent.title : null,
    discussionAuthorId: parent.user_id,
    authorId: reply.user_id,
    decision,
    reason,
  });
}
