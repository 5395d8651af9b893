import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DISCUSSION_MESSAGES,
  type DiscussionCreate,
  type DiscussionDetail,
  type DiscussionListQuery,
  type DiscussionUpdate,
  type DiscussionView,
  type FeedFlags,
  type FollowedUserReply,
  type FeedResponse,
  isUuid,
  type ReplyCreate,
  type ReplyView,
  type UpvoteResult,
} from '@civic/contracts';
import { conflict, forbidden, notFound, ServiceRuntime } from '@civic/service-kit';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { DiscussionsRepository, type DiscussionState } from './discussions.repository';
import { RepliesRepository } from './replies.repository';
import { FeedMarks } from './feed-marks';
import { requestReview } from './review';

/** No user has this id: a page read for nobody in particular. */
const NO_VIEWER = '00000000-0000-0000-0000-000000000000';

/**
 * The rules of discussions and replies (SPEC §3–§5): a post is about a discussable bill, is
 * reviewed before others see it (an edit goes back to review), is changed only by its author,
 * takes replies only while approved (409 to its author otherwise), and is upvoted by anyone but
 * its author, once. Someone else's post that is not approved does not exist for the caller (404).
 */
@Injectable()
export class DiscussionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly discussions: DiscussionsRepository,
    private readonly replies: RepliesRepository,
    private readonly readModels: ReadModelsRepository,
    private readonly runtime: ServiceRuntime,
    private readonly marks: FeedMarks,
  ) {}

  list(query: DiscussionListQuery, viewerId: string): Promise<DiscussionView[]> {
    if ('userParticipationOnly' in query) return this.discussions.participation(viewerId);
    return this.discussions.ofBill(query.billType, query.billId, viewerId);
  }

  async get(id: string, viewerId: string): Promise<DiscussionDetail> {
    const detail = isUuid(id) ? await this.discussions.detail(id, viewerId) : undefined;
    if (!detail || !visible(detail.moderationStatus, detail.userId, viewerId)) throw notFound(DISCUSSION_MESSAGES.discussionNotFound);
    return detail;
  }

  async create(userId: string, body: DiscussionCreate): Promise<DiscussionView> {
    const bill = await this.readModels.bill(body.billType, body.billId);
    if (!bill?.discussable) throw notFound(DISCUSSION_MESSAGES.billNotFound);
    const id = await this.ds.transaction(async (m) => {
      const newId = await this.discussions.in(m).insert({ userId, ...body });
      await requestReview(m, { postType: 'discussion', postId: newId, authorId: userId, contentVersion: 1, title: body.title, content: body.content });
      return newId;
    });
    this.runtime.kick();
    return (await this.discussions.view(id, userId))!;
  }

  async update(userId: string, id: string, changes: DiscussionUpdate): Promise<DiscussionView> {
    await this.ds.transaction(async (m) => {
      const repo = this.discussions.in(m);
      const d = ownDiscussion(await this.lockDiscussion(repo, id, userId), userId);
      const version = await repo.revise(id, changes.title, changes.content);
      await requestReview(m, { postType: 'discussion', postId: id, authorId: userId, contentVersion: version, title: changes.title, content: changes.content });
      return d;
    });
    this.runtime.kick();
    return (await this.discussions.view(id, userId))!;
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.ds.transaction(async (m) => {
      const repo = this.discussions.in(m);
      ownDiscussion(await this.lockDiscussion(repo, id, userId), userId);
      await repo.delete(id);
    });
  }

  async upvote(userId: string, id: string, on: boolean): Promise<UpvoteResult> {
    const archetype = on ? await this.readModels.archetypeOf(userId) : '';
    const upvotes = await this.ds.transaction(async (m) => {
      const repo = this.discussions.in(m);
      const d = await this.lockDiscussion(repo, id, userId);
      if (d.user_id === userId) throw forbidden(DISCUSSION_MESSAGES.ownDiscussionUpvote);
      return on ? repo.addUpvote(id, userId, archetype) : repo.removeUpvote(id, userId);
    });
    await this.marks.bump(userId);
    return { upvotes, hasUserUpvoted: on };
  }

  async listReplies(discussionId: string, viewerId: string): Promise<ReplyView[]> {
    await this.get(discussionId, viewerId);
    return this.replies.ofDiscussion(discussionId, viewerId);
  }

  async createReply(userId: string, discussionId: string, body: ReplyCreate): Promise<ReplyView> {
    const id = await this.ds.transaction(async (m) => {
      // Shared with the discussion's writers: a reply never lands on a discussion being deleted.
      const d = await this.lockDiscussion(this.discussions.in(m), discussionId, userId);
      // Its author sees it under review or rejected, but a reply there would be read by nobody.
      if (d.moderation_status !== 'approved') throw conflict(DISCUSSION_MESSAGES.repliesClosed);
      const newId = await this.replies.in(m).insert({ discussionId, userId, content: body.content });
      await requestReview(m, { postType: 'reply', postId: newId, authorId: userId, contentVersion: 1, content: body.content });
      return newId;
    });
    this.runtime.kick();
    await this.marks.bump(userId);
    return (await this.replies.view(id, userId))!;
  }

  async updateReply(userId: string, id: string, changes: ReplyCreate): Promise<ReplyView> {
    await this.ds.transaction(async (m) => {
      const repo = this.replies.in(m);
      const r = await this.lockReply(repo, id, userId);
      if (r.user_id !== userId) throw forbidden(DISCUSSION_MESSAGES.forbidden);
      const version = await repo.revise(id, changes.content);
      // An approved reply under review again no longer counts on its discussion.
      if (r.moderation_status === 'approved') await this.discussions.in(m).addToReplyCount(r.discussion_id, -1);
      await requestReview(m, { postType: 'reply', postId: id, authorId: userId, contentVersion: version, content: changes.content });
    });
    this.runtime.kick();
    return (await this.replies.view(id, userId))!;
  }

  async deleteReply(userId: string, id: string): Promise<void> {
    await this.ds.transaction(async (m) => {
      const repo = this.replies.in(m);
      const r = await this.lockReply(repo, id, userId);
      if (r.user_id !== userId) throw forbidden(DISCUSSION_MESSAGES.forbidden);
      await repo.delete(id);
      if (r.moderation_status === 'approved') await this.discussions.in(m).addToReplyCount(r.discussion_id, -1);
    });
    await this.marks.bump(userId);
  }

  async upvoteReply(userId: string, id: string, on: boolean): Promise<UpvoteResult> {
    const upvotes = await this.ds.transaction(async (m) => {
      const repo = this.replies.in(m);
      const r = await this.lockReply(repo, id, userId);
      if (r.user_id === userId) throw forbidden(DISCUSSION_MESSAGES.ownReplyUpvote);
      return repo.setUpvote(id, userId, on);
    });
    return { upvotes, hasUserUpvoted: on };
  }

  /** The feed page as anyone sees it (no viewer: flags false), for readers that cache it; feedFlags adds a reader's marks. */
  async feedPage(limit: number, offset: number): Promise<FeedResponse> {
    return { discussions: await this.discussions.feed(NO_VIEWER, limit, offset), lastUpdated: new Date().toISOString() };
  }

  /** Someone's discussions for their profile: approved ones, or all of them for the author. */
  byAuthor(viewerId: string, authorId: string, limit: number): Promise<DiscussionView[]> {
    return this.discussions.byAuthor(authorId, viewerId, viewerId === authorId, limit);
  }

  repliesByAuthors(authorIds: string[], limit: number): Promise<FollowedUserReply[]> {
    return authorIds.length ? this.replies.approvedByAuthors(authorIds, limit) : Promise.resolve([]);
  }

  feedFlags(viewerId: string, ids: string[]): Promise<FeedFlags> {
    return ids.length ? this.discussions.flags(viewerId, ids) : Promise.resolve({ upvoted: [], commented: [] });
  }

  /** The discussion, locked, if the caller may see it (approved, or their own); else 404. */
  private async lockDiscussion(repo: DiscussionsRepository, id: string, viewerId: string): Promise<DiscussionState> {
    const d = isUuid(id) ? await repo.lock(id) : undefined;
    if (!d || !visible(d.moderation_status, d.user_id, viewerId)) throw notFound(DISCUSSION_MESSAGES.discussionNotFound);
    return d;
  }

  private async lockReply(repo: RepliesRepository, id: string, viewerId: string) {
    const r = isUuid(id) ? await repo.lock(id) : undefined;
    if (!r || !visible(r.moderation_status, r.user_id, viewerId)) throw notFound(DISCUSSION_MESSAGES.replyNotFound);
    return r;
  }
}

const visible = (status: string, authorId: string, viewerId: string) => status === 'approved' || authorId === viewerId;

function ownDiscussion(d: DiscussionState, userId: string): DiscussionState {
  if (d.user_id !== userId) throw forbidden(DISCUSSION_MESSAGES.forbidden);
  return d;
}
