import { Injectable } from '@nestjs/common';
import type { ReviewQueueItem } from '@civic/contracts';
import { iso, ReviewTables } from '@civic/service-kit';

/** What the review needs of a locked partner event, with the AI's word on it. */
export interface ReviewEvent {
  id: string;
  organizer_id: string;
  moderation_status: string;
  ai: { decision: string | null; provider: string | null; model: string | null };
}

interface QueueRow {
  id: string;
  organizer_id: string;
  party: string;
  district: string;
  event_name: string;
  event_description: string;
  venue: string;
  street_address: string;
  moderation_status: string;
  moderation: { decision: 'held'; reasons: string[]; categories: string[]; provider: string; model: string } | null;
  review_since: Date;
}

/**
 * The review state of partner events (ADR 0031, the ADR 0020 shape): the queue is the held events
 * on social.events (oldest first), beside the shared reports, appeals and append-only log tables
 * in the social schema. Writers lock the event first.
 */
@Injectable()
export class EventReviewRepository extends ReviewTables {
  protected readonly schema = 'social';

  async lockEvent(id: string): Promise<ReviewEvent | undefined> {
    const row = await this.row<{ id: string; organizer_id: string; moderation_status: string; moderation: Record<string, string> | null }>(
      `SELECT id, organizer_id, moderation_status, moderation FROM social.events WHERE id = $1 AND organizer_id IS NOT NULL FOR UPDATE`,
      [id],
    );
    if (!row) return undefined;
    const m = row.moderation;
    return { ...row, ai: { decision: m?.decision ?? null, provider: m?.provider ?? null, model: m?.model ?? null } };
  }

  /** An operator's decision: approved publishes; rejected or removed keeps it from voters with the operator's reason. */
  async decide(id: string, outcome: 'approved' | 'rejected' | 'removed', reason: string | null): Promise<void> {
    await this.db.query(`UPDATE social.events SET moderation_status = $2, moderation_reason = $3, review_since = NULL WHERE id = $1`, [
      id,
      outcome === 'approved' ? 'approved' : 'rejected',
      outcome === 'approved' ? null : reason,
    ]);
  }

  /** Held events, oldest in the queue first, with what the AI said (the gateway names the partners). */
  async queue(limit: number): Promise<ReviewQueueItem[]> {
    const rows = await this.rows<QueueRow>(
      `SELECT id, organizer_id, party, district, event_name, event_description, venue, street_address, moderation_status, moderation, review_since
         FROM social.events WHERE moderation_status = 'held' ORDER BY review_since, id LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      itemType: 'event' as const,
      itemId: r.id,
      discussionId: null,
      queue: 'held' as const,
      since: iso(r.review_since),
      status: r.moderation_status,
      title: `${r.event_name} (${r.party}, ${r.district})`,
      content: `${r.event_description}\n\nVenue: ${r.venue}, ${r.street_address}`,
      author: { id: r.organizer_id, name: '' },
      rejectionReason: null,
      ai: r.moderation ? { decision: r.moderation.decision, provider: r.moderation.provider, model: r.moderation.model, reasons: r.moderation.reasons, categories: r.moderation.categories, scores: null } : null,
      reports: [],
      appeal: null,
    }));
  }
}
