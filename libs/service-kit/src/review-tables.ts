import { Gauge, register } from 'prom-client';
import type { AgreementRow, ReportReason, ReviewItemType, ReviewLogEntry, ReviewQueueReason } from '@civic/contracts';
import { SqlRepository } from './repository';

/**
 * The people-in-the-loop tables every service that owns reviewable items keeps in its own schema
 * (ADR 0020): reports (one per user and item), appeals (one per item) and the append-only
 * moderation log. The SQL is the same for each schema, so it lives here once; the owning service
 * keeps the rules and its items' own columns (review_state, review_since).
 */

/** One row of the moderation log as written. */
export interface LogRow {
  postType: ReviewItemType;
  postId: string;
  actorId: string | null;
  action: ReviewLogEntry['action'];
  reason: string | null;
  queue: ReviewQueueReason | null;
  ai: { decision: string | null; provider: string | null; model: string | null };
}

export interface OpenReport {
  post_id: string;
  reason: ReportReason;
  note: string | null;
  created_at: Date;
}

export interface OpenAppeal {
  post_id: string;
  note: string;
  created_at: Date;
}

/** A log row before names: the actor's name comes from the owner's authors read model, or the gateway. */
export type LogEntryRow = Omit<ReviewLogEntry, 'actor'> & { actorId: string | null };

export const iso = (d: Date | string) => new Date(d).toISOString();

/** The log entry an operator's decision answers with, as just written (the actor named by the caller, or not yet). */
export function decisionEntry(d: { logId: string; itemType: ReviewItemType; itemId: string; action: ReviewLogEntry['action']; operatorId: string; operatorName?: string; reason: string | null; ai: LogRow['ai'] }): ReviewLogEntry {
  return {
    id: d.logId,
    itemType: d.itemType,
    itemId: d.itemId,
    action: d.action,
    actor: { id: d.operatorId, name: d.operatorName ?? '' },
    reason: d.reason,
    aiDecision: d.ai.decision,
    provider: d.ai.provider,
    model: d.ai.model,
    createdAt: new Date().toISOString(),
  };
}

/** Log rows with their actors' names from `names` (a service without a names read model leaves them for the gateway). */
export function namedLogEntries(rows: LogEntryRow[], names: ReadonlyMap<string, string> = new Map()): ReviewLogEntry[] {
  return rows.map(({ actorId, ...r }) => ({ ...r, actor: actorId ? { id: actorId, name: names.get(actorId) ?? '' } : null }));
}

/** Reports, appeals and the moderation log of one schema. Subclasses name the schema. */
export abstract class ReviewTables extends SqlRepository {
  protected abstract readonly schema: string;

  /** Reports this user sent since `since` (the per-hour limit). */
  async reportsSince(reporterId: string, since: Date): Promise<number> {
    const row = await this.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${this.schema}.reports WHERE reporter_id = $1 AND created_at > $2`, [reporterId, since]);
    return row.n;
  }

  /** Records the report; false if this user already reported this item. */
  async addReport(type: ReviewItemType, id: string, reporterId: string, reason: ReportReason, note: string | null): Promise<boolean> {
    const rows = await this.rows(
      `INSERT INTO ${this.schema}.reports (post_type, post_id, reporter_id, reason, note) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
      [type, id, reporterId, reason, note],
    );
    return rows.length > 0;
  }

  /** Distinct users whose reports on this item no operator has decided on yet. */
  async openReporters(type: ReviewItemType, id: string): Promise<number> {
    const row = await this.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${this.schema}.reports WHERE post_type = $1 AND post_id = $2 AND resolved_at IS NULL`, [type, id]);
    return row.n;
  }

  async resolveReports(type: ReviewItemType, id: string): Promise<void> {
    await this.db.query(`UPDATE ${this.schema}.reports SET resolved_at = now() WHERE post_type = $1 AND post_id = $2 AND resolved_at IS NULL`, [type, id]);
  }

  /** Records the appeal; false if this item was appealed before. */
  async addAppeal(type: ReviewItemType, id: string, authorId: string, note: string): Promise<boolean> {
    const rows = await this.rows(`INSERT INTO ${this.schema}.appeals (post_type, post_id, author_id, note) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1 AS ok`, [
      type,
      id,
      authorId,
      note,
    ]);
    return rows.length > 0;
  }

  async closeAppeal(type: ReviewItemType, id: string, outcome: string): Promise<void> {
    await this.db.query(`UPDATE ${this.schema}.appeals SET outcome = $3, decided_at = now() WHERE post_type = $1 AND post_id = $2 AND outcome IS NULL`, [type, id, outcome]);
  }

  /** Which of these items were appealed (used or open). */
  async appealedOf(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.rows<{ post_id: string }>(`SELECT post_id FROM ${this.schema}.appeals WHERE post_id = ANY($1::uuid[])`, [ids]);
    return new Set(rows.map((r) => r.post_id));
  }

  async log(r: LogRow): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO ${this.schema}.moderation_log (post_type, post_id, actor_id, action, reason, queue, ai_decision, provider, model)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text`,
      [r.postType, r.postId, r.actorId, r.action, r.reason, r.queue, r.ai.decision, r.ai.provider, r.ai.model],
    );
    return row.id;
  }

  /** The open reports and appeals of the queue's items. */
  async openReportsAndAppeals(ids: string[]): Promise<{ reports: OpenReport[]; appeals: OpenAppeal[] }> {
    if (!ids.length) return { reports: [], appeals: [] };
    const [reports, appeals] = await Promise.all([
      this.rows<OpenReport>(`SELECT post_id, reason, note, created_at FROM ${this.schema}.reports WHERE post_id = ANY($1::uuid[]) AND resolved_at IS NULL ORDER BY created_at`, [ids]),
      this.rows<OpenAppeal>(`SELECT post_id, note, created_at FROM ${this.schema}.appeals WHERE post_id = ANY($1::uuid[]) AND outcome IS NULL`, [ids]),
    ]);
    return { reports, appeals };
  }

  /** The log, newest first, without names. */
  async logRows(limit: number, offset: number): Promise<LogEntryRow[]> {
    const rows = await this.rows<{
      id: string;
      post_type: ReviewItemType;
      post_id: string;
      action: ReviewLogEntry['action'];
      actor_id: string | null;
      reason: string | null;
      ai_decision: string | null;
      provider: string | null;
      model: string | null;
      created_at: Date;
    }>(
      `SELECT id::text, post_type, post_id, action, actor_id, reason, ai_decision, provider, model, created_at
         FROM ${this.schema}.moderation_log ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((r) => ({
      id: r.id,
      itemType: r.post_type,
      itemId: r.post_id,
      action: r.action,
      actorId: r.actor_id,
      reason: r.reason,
      aiDecision: r.ai_decision,
      provider: r.provider,
      model: r.model,
      createdAt: iso(r.created_at),
    }));
  }

  /**
   * People's decisions against what the AI had said, per provider and model (from the log):
   * approved agrees with approved, rejected or removed with rejected; held is counted apart.
   */
  agreement(): Promise<AgreementRow[]> {
    return this.rows<AgreementRow>(
      `SELECT provider, model,
              count(*) FILTER (WHERE ai_decision IN ('approved', 'rejected'))::int AS decisions,
              count(*) FILTER (WHERE (ai_decision = 'approved' AND action = 'approved') OR (ai_decision = 'rejected' AND action IN ('rejected', 'removed')))::int AS agreed,
              count(*) FILTER (WHERE ai_decision = 'held')::int AS held
         FROM ${this.schema}.moderation_log
        WHERE action IN ('approved', 'rejected', 'removed') AND actor_id IS NOT NULL AND provider IS NOT NULL
        GROUP BY provider, model ORDER BY provider, model`,
    );
  }
}

/**
 * The statements that create the three tables in a schema, for the owner's migration. The log is
 * append-only in the database: a statement trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export function reviewTablesSql(schema: string, itemTypes: readonly ReviewItemType[]): string[] {
  const postType = `post_type text NOT NULL CHECK (post_type IN (${itemTypes.map((t) => `'${t}'`).join(', ')}))`;
  return [
    `CREATE TABLE ${schema}.reports (
        ${postType},
        post_id uuid NOT NULL,
        reporter_id uuid NOT NULL,
        reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'hate', 'misinformation', 'off_topic', 'other')),
        note text CHECK (char_length(note) <= 500),
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Set when an operator decides: later reports count afresh toward the threshold.
        resolved_at timestamptz,
        PRIMARY KEY (post_type, post_id, reporter_id)
      )`,
    `CREATE INDEX reports_by_reporter ON ${schema}.reports (reporter_id, created_at)`,
    `CREATE TABLE ${schema}.appeals (
        ${postType},
        post_id uuid NOT NULL,
        author_id uuid NOT NULL,
        note text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 500),
        created_at timestamptz NOT NULL DEFAULT now(),
        outcome text CHECK (outcome IN ('approved', 'rejected', 'removed')),
        decided_at timestamptz,
        PRIMARY KEY (post_type, post_id)
      )`,
    `CREATE TABLE ${schema}.moderation_log (
        id bigserial PRIMARY KEY,
        ${postType},
        post_id uuid NOT NULL,
        -- Who: an operator, the author (an appeal), or null for the system (the AI, reports).
        actor_id uuid,
        action text NOT NULL CHECK (action IN ('held', 'hidden', 'appealed', 'approved', 'rejected', 'removed')),
        reason text,
        -- The queue it was in (for decisions), and what the AI had said of that revision.
        queue text CHECK (queue IN ('held', 'reported', 'appealed')),
        ai_decision text,
        provider text,
        model text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX moderation_log_newest ON ${schema}.moderation_log (created_at DESC, id DESC)`,
    `CREATE FUNCTION ${schema}.moderation_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '${schema}.moderation_log is append-only';
      END $$`,
    `CREATE TRIGGER moderation_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ${schema}.moderation_log
      FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.moderation_log_append_only()`,
  ];
}

export function dropReviewTablesSql(schema: string): string[] {
  return [
    `DROP TABLE IF EXISTS ${schema}.moderation_log`,
    `DROP FUNCTION IF EXISTS ${schema}.moderation_log_append_only()`,
    `DROP TABLE IF EXISTS ${schema}.appeals`,
    `DROP TABLE IF EXISTS ${schema}.reports`,
  ];
}

/**
 * The AI against people (issue #22 part 4) on the owner's /metrics, read from its log at scrape
 * time (so it survives restarts): `civic_review_decisions{provider, model, agreement}`, with
 * `items` naming what was decided (each owner scrapes its own).
 */
export function registerReviewMetrics(items: string, agreement: () => Promise<AgreementRow[]>): void {
  if (register.getSingleMetric('civic_review_decisions')) return;
  new Gauge({
    name: 'civic_review_decisions',
    help: `Operator decisions on ${items}, per AI provider and model, by agreement with the AI (agreed, disagreed, held)`,
    labelNames: ['provider', 'model', 'agreement'],
    async collect() {
      const rows = await agreement();
      this.reset();
      for (const r of rows) {
        this.set({ provider: r.provider, model: r.model, agreement: 'agreed' }, r.agreed);
        this.set({ provider: r.provider, model: r.model, agreement: 'disagreed' }, r.decisions - r.agreed);
        this.set({ provider: r.provider, model: r.model, agreement: 'held' }, r.held);
      }
    },
  });
}
