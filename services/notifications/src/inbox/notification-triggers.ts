import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENTS, type DiscussionModerated, type IntegrationEvent, type ReplyModerated, type UserPublicProfileChanged } from '@civic/contracts';
import { OnEvent, type FollowUp } from '@civic/service-kit';
import { LiveNotifications } from '../notifications/live-notifications';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { fromDiscussionVerdict, fromReplyVerdict, type NewNotification } from '../notifications/triggers';

/**
 * What other services report, turned into notifications (DESIGN §4) in the event's transaction;
 * after the commit, the recipients' sockets hear of them.
 */
@Injectable()
export class NotificationTriggers {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly live: LiveNotifications,
  ) {}

  @OnEvent(EVENTS.userPublicProfileChanged)
  async onProfile(p: UserPublicProfileChanged, m: EntityManager, event: IntegrationEvent): Promise<void> {
    await this.notifications.in(m).upsertUser(p.userId, p.name, event.occurredAt);
  }

  @OnEvent(EVENTS.discussionModerated)
  async onDiscussionVerdict(p: DiscussionModerated, m: EntityManager): Promise<FollowUp | void> {
    const repo = this.notifications.in(m);
    return this.create(repo, fromDiscussionVerdict(p, await repo.nameOf(p.authorId)));
  }

  @OnEvent(EVENTS.replyModerated)
  async onReplyVerdict(p: ReplyModerated, m: EntityManager): Promise<FollowUp | void> {
    const repo = this.notifications.in(m);
    return this.create(repo, fromReplyVerdict(p, await repo.nameOf(p.authorId)));
  }

  private async create(repo: NotificationsRepository, rows: NewNotification[]): Promise<FollowUp | void> {
    const created = await repo.insert(rows);
    if (created.length) return () => this.live.created(created);
  }
}
