import { Injectable } from '@nestjs/common';
import {
  ARCHETYPES,
  BILL_LIST_SUMMARY_MAX,
  type ArchetypeVoteSuggestion,
  type BillDetail,
  type BillListItem,
  type BillSynthesisView,
} from '@civic/contracts';
import { columnList, SqlRepository } from '@civic/service-kit';
import type { SynthesisSource } from '../persist/hashes';

/*
 * bills.bills (with its synthesis, bills.bill_syntheses, for reads): the bills imported from
 * Congress and their synthesis state. Every statement names its schema.
 */

export type SynthesisStatus = 'pending' | 'synthesized' | 'failed';

/** The imported fields, in the order of every insert and update (values: BillRecordValues). */
export const BILL_RECORD_COLUMNS = [
  'bill_id', 'congress', 'bill_type', 'bill_number', 'title', 'short_title', 'origin_chamber', 'introduced_date',
  'update_date', 'latest_action_date', 'latest_action_text', 'policy_area', 'subjects', 'summary', 'bill_text',
  'text_available', 'sponsors', 'legislation_url', 'constitutional_authority', 'source', 'record_hash', 'content_hash',
] as const;
export type BillRecordColumn = (typeof BILL_RECORD_COLUMNS)[number];
/** One value per BILL_RECORD_COLUMNS entry, in that order (sponsors as JSON text). */
export type BillRecordValues = Record<BillRecordColumn, unknown>;

const CASTS: Partial<Record<BillRecordColumn, string>> = {
  introduced_date: 'date', update_date: 'timestamptz', latest_action_date: 'date', subjects: 'text[]', sponsors: 'jsonb',
};
const placeholder = (c: BillRecordColumn, i: number) => `$${i + 1}${CASTS[c] ? `::${CASTS[c]}` : ''}`;
const recordParams = (v: BillRecordValues) => BILL_RECORD_COLUMNS.map((c) => v[c]);

const INSERT_SQL = `INSERT INTO bills.bills (${columnList(BILL_RECORD_COLUMNS)}, fetch_timestamp)
  VALUES (${BILL_RECORD_COLUMNS.map(placeholder).join(', ')}, now())
  ON CONFLICT (bill_id) DO NOTHING RETURNING bill_id`;

const UPDATE_SQL = `UPDATE bills.bills SET ${BILL_RECORD_COLUMNS.slice(1).map((c, i) => `${c} = ${placeholder(c, i + 1)}`).join(', ')},
    fetch_timestamp = now(), updated_at = now(),
    synthesis_status = CASE WHEN content_hash IS DISTINCT FROM $${BILL_RECORD_COLUMNS.indexOf('content_hash') + 1} THEN 'pending' ELSE synthesis_status END
  WHERE bill_id = $1`;

/**
 * What the API reads of a bill and its synthesis, as select expressions: the one column list of
 * every read. Lists cut the summary in SQL to what an excerpt needs, so a list never ships whole
 * summaries; the detail reads it whole.
 */
const readColumns = (summary: 'excerpt' | 'whole') => [
  'b.id', 'b.bill_id', 'b.congress', 'b.bill_type', 'b.bill_number', 'b.title', 'b.short_title', 'b.origin_chamber',
  `to_char(b.introduced_date, 'YYYY-MM-DD') AS introduced_date`, 'b.update_date',
  `to_char(b.latest_action_date, 'YYYY-MM-DD') AS latest_action_date`, 'b.latest_action_text', 'b.policy_area', 'b.subjects',
  summary === 'excerpt' ? `left(b.summary, ${BILL_LIST_SUMMARY_MAX + 1}) AS summary` : 'b.summary',
  'b.text_available', 'b.sponsors', 'b.legislation_url', 'b.fetch_timestamp', 'b.synthesized',
  's.bill_ai_synthesis_short', 's.bill_importance_score',
];
const LIST_COLUMNS = readColumns('excerpt').join(', ');
const DETAIL_COLUMNS = [
  ...readColumns('whole'),
  'b.bill_text', 'b.constitutional_authority', 'b.content_hash', 'b.synthesis_status',
  's.content_hash AS s_content_hash', 's.bill_ai_synthesis_long', 's.bill_arguments_for', 's.bill_arguments_against',
  's.archetype_votes', 's.archetype_reviewed', 's.provider', 's.model', 's.prompt_version', 's.created_at AS s_created_at',
].join(', ');
const FROM_BILL_AND_SYNTHESIS = 'bills.bills b LEFT JOIN bills.bill_syntheses s ON s.bill_id = b.bill_id';

interface ListRow {
  id: string;
  bill_id: string;
  congress: number;
  bill_type: string;
  bill_number: string;
  title: string;
  short_title: string | null;
  origin_chamber: string;
  introduced_date: string | null;
  update_date: Date | null;
  latest_action_date: string | null;
  latest_action_text: string | null;
  policy_area: string | null;
  subjects: string[];
  summary: string | null;
  text_available: boolean;
  sponsors: BillListItem['sponsors'];
  legislation_url: string | null;
  fetch_timestamp: Date;
  synthesized: boolean;
  bill_ai_synthesis_short: string | null;
  bill_importance_score: number | null;
}

interface DetailRow extends ListRow {
  bill_text: string | null;
  constitutional_authority: string | null;
  content_hash: string;
  synthesis_status: BillDetail['synthesisStatus'];
  s_content_hash: string | null;
  bill_ai_synthesis_long: string | null;
  bill_arguments_for: string[] | null;
  bill_arguments_against: string[] | null;
  archetype_votes: Record<string, ArchetypeVoteSuggestion> | null;
  archetype_reviewed: boolean | null;
  provider: string | null;
  model: string | null;
  prompt_version: string | null;
  s_created_at: Date | null;
}

/** The summary's start for lists: cut at a word boundary, marked with an ellipsis. */
export function summaryExcerpt(summary: string | null): string | null {
  if (summary === null || summary.length <= BILL_LIST_SUMMARY_MAX) return summary;
  const cut = summary.slice(0, BILL_LIST_SUMMARY_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > BILL_LIST_SUMMARY_MAX * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function toListItem(r: ListRow): BillListItem {
  return {
    id: r.id,
    billId: r.bill_id,
    congress: r.congress,
    billType: r.bill_type,
    billNumber: r.bill_number,
    title: r.title,
    shortTitle: r.short_title,
    originChamber: r.origin_chamber,
    introducedDate: r.introduced_date,
    updateDate: r.update_date ? r.update_date.toISOString() : null,
    latestActionDate: r.latest_action_date,
    latestActionText: r.latest_action_text,
    policyArea: r.policy_area,
    subjects: r.subjects,
    summary: summaryExcerpt(r.summary),
    textAvailable: r.text_available,
    sponsors: r.sponsors,
    legislationUrl: r.legislation_url,
    fetchTimestamp: r.fetch_timestamp.toISOString(),
    synthesized: r.synthesized,
    billAiSynthesisShort: r.bill_ai_synthesis_short,
    billImportanceScore: r.bill_importance_score,
  };
}

function toSynthesisView(r: DetailRow): BillSynthesisView | null {
  if (!r.s_content_hash || !r.archetype_votes) return null;
  const votes = r.archetype_votes;
  const known = ARCHETYPES.filter((a) => votes[a.key]);
  return {
    billId: r.bill_id,
    billName: r.title,
    billNumber: r.bill_number,
    shortTitle: r.short_title,
    billAiSynthesisShort: r.bill_ai_synthesis_short!,
    billAiSynthesisLong: r.bill_ai_synthesis_long!,
    billArgumentsFor: r.bill_arguments_for ?? [],
    billArgumentsAgainst: r.bill_arguments_against ?? [],
    billImportanceScore: r.bill_importance_score!,
    archetypeReviewed: r.archetype_reviewed ?? false,
    archetypeSuggestions: known.map((a) => ({ key: a.key, name: a.name, vote: votes[a.key].vote, reason: votes[a.key].reason })),
    archetypeVotes: Object.fromEntries(known.map((a) => [a.key, { vote: votes[a.key].vote, reason: votes[a.key].reason }])),
    current: r.s_content_hash === r.content_hash,
    provider: r.provider!,
    model: r.model!,
    promptVersion: r.prompt_version!,
    createdAt: r.s_created_at!.toISOString(),
    ...Object.fromEntries(known.map((a) => [`${a.key}Vote`, votes[a.key].vote])),
  };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of active bills: policy area (null: none, 'General'), search terms that must all appear. */
export interface BillPageFilter {
  policyArea?: string | null;
  terms: string[];
  limit: number;
  offset: number;
}

/** What a synthesis request is built from, read under the bill's row lock. */
export interface BillForRequest extends SynthesisSource {
  contentHash: string;
}

/** A bill locked to apply a synthesis result to it. */
export interface BillForSynthesis {
  billId: string;
  title: string;
  policyArea: string | null;
  contentHash: string;
  synthesisStatus: SynthesisStatus;
  synthesisRequestId: string | null;
}

/** What an import compares a record with. */
export interface StoredBill {
  recordHash: string;
  contentHash: string;
  updateDate: Date | null;
  source: string;
}

export interface FailedBill {
  billId: string;
  error: string;
  attempts: number;
  failedAt: Date;
}

@Injectable()
export class BillsRepository extends SqlRepository {
  // ---------- Reads for the API ----------

  /** One page of active (synthesized) bills, newest action first. */
  async listActive(f: BillPageFilter): Promise<BillListItem[]> {
    const where = ['b.synthesized'];
    const params: unknown[] = [];
    if (f.policyArea === null) where.push('b.policy_area IS NULL');
    else if (f.policyArea !== undefined) {
      params.push(f.policyArea);
      where.push(`b.policy_area = $${params.length}`);
    }
    for (const term of f.terms) {
      params.push(`%${likeEscape(term)}%`);
      where.push(`b.search_text LIKE $${params.length}`);
    }
    params.push(f.limit, f.offset);
    // The page's ids come from the ordered index alone; only those 20 rows are then read whole
    // and joined, so a deep offset costs an index walk, not thousands of joins.
    const rows = await this.rows<ListRow>(
      `WITH page AS (
         SELECT b.bill_id FROM bills.bills b
          WHERE ${where.join(' AND ')}
          ORDER BY b.latest_action_date DESC NULLS LAST, b.bill_id
          LIMIT $${params.length - 1} OFFSET $${params.length})
       SELECT ${LIST_COLUMNS}
         FROM page JOIN bills.bills b ON b.bill_id = page.bill_id LEFT JOIN bills.bill_syntheses s ON s.bill_id = b.bill_id
        ORDER BY b.latest_action_date DESC NULLS LAST, b.bill_id`,
      params,
    );
    return rows.map(toListItem);
  }

  /** A bill with its synthesis, or undefined. */
  async detail(billId: string): Promise<BillDetail | undefined> {
    const row = await this.row<DetailRow>(`SELECT ${DETAIL_COLUMNS} FROM ${FROM_BILL_AND_SYNTHESIS} WHERE b.bill_id = $1`, [billId]);
    if (!row) return undefined;
    return {
      ...toListItem(row),
      summary: row.summary,
      billText: row.bill_text,
      constitutionalAuthority: row.constitutional_authority,
      synthesisStatus: row.synthesis_status,
      synthesis: toSynthesisView(row),
    };
  }

  /** Bills by id, in the order asked, unknown ids left out (one query for a whole page). */
  async many(billIds: string[]): Promise<BillListItem[]> {
    if (!billIds.length) return [];
    const rows = await this.rows<ListRow>(`SELECT ${LIST_COLUMNS} FROM ${FROM_BILL_AND_SYNTHESIS} WHERE b.bill_id = ANY($1::text[])`, [[...new Set(billIds)]]);
    const byId = new Map(rows.map((r) => [r.bill_id, toListItem(r)]));
    return billIds.map((id) => byId.get(id)).filter((b): b is BillListItem => b !== undefined);
  }

  /** The policy areas of active bills (null: some have none). */
  async activePolicyAreas(): Promise<Set<string | null>> {
    const rows = await this.rows<{ policy_area: string | null }>(`SELECT DISTINCT policy_area FROM bills.bills WHERE synthesized`);
    return new Set(rows.map((r) => r.policy_area));
  }

  // ---------- Imports ----------

  /** The stored record of a bill, locked until the caller's transaction ends. */
  async lockStored(billId: string): Promise<StoredBill | undefined> {
    const row = await this.row<{ record_hash: string; content_hash: string; update_date: Date | null; source: string }>(
      `SELECT record_hash, content_hash, update_date, source FROM bills.bills WHERE bill_id = $1 FOR UPDATE`,
      [billId],
    );
    return row && { recordHash: row.record_hash, contentHash: row.content_hash, updateDate: row.update_date, source: row.source };
  }

  /** Inserts a new bill (pending); false when another importer inserted it first. */
  async insert(values: BillRecordValues): Promise<boolean> {
    return (await this.rows<{ bill_id: string }>(INSERT_SQL, recordParams(values))).length > 0;
  }

  /** Overwrites a bill's imported fields; a changed content sends it back to pending. */
  async update(values: BillRecordValues): Promise<void> {
    await this.db.query(UPDATE_SQL, recordParams(values));
  }

  /** Savepoints around one bill of a batch, so a refused row skips only that bill. */
  async savepoint(action: 'begin' | 'release' | 'rollback'): Promise<void> {
    const sql = { begin: 'SAVEPOINT upsert_bill', release: 'RELEASE SAVEPOINT upsert_bill', rollback: 'ROLLBACK TO SAVEPOINT upsert_bill' }[action];
    await this.db.query(sql);
  }

  /** Replicas loading the sample wait for each other (until the caller's transaction ends). */
  async lockSampleLoad(): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('civic-bills:load-sample'))`);
  }

  async isEmpty(): Promise<boolean> {
    return !(await this.one<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM bills.bills) AS any`)).any;
  }

  // ---------- Synthesis ----------

  /** What a synthesis request is built from, with the bill locked; undefined for an unknown bill. */
  async lockForRequest(billId: string): Promise<BillForRequest | undefined> {
    const row = await this.row<{
      bill_id: string; title: string; short_title: string | null; summary: string | null; bill_text: string | null;
      policy_area: string | null; subjects: string[]; latest_action_text: string | null; content_hash: string;
    }>(
      `SELECT bill_id, title, short_title, summary, bill_text, policy_area, subjects, latest_action_text, content_hash
         FROM bills.bills WHERE bill_id = $1 FOR UPDATE`,
      [billId],
    );
    return row && {
      billId: row.bill_id, title: row.title, shortTitle: row.short_title, summary: row.summary, billText: row.bill_text,
      policyArea: row.policy_area, subjects: row.subjects, latestActionText: row.latest_action_text, contentHash: row.content_hash,
    };
  }

  /** Remembers the outstanding request; a failed bill goes back to pending, a synthesized one stays listed. */
  async markRequested(billId: string, requestEventId: string): Promise<void> {
    await this.db.query(
      `UPDATE bills.bills
          SET synthesis_request_id = $2,
              synthesis_requested_at = now(),
              synthesis_status = CASE WHEN synthesis_status = 'failed' THEN 'pending' ELSE synthesis_status END,
              updated_at = now()
        WHERE bill_id = $1`,
      [billId, requestEventId],
    );
  }

  /** The bill a synthesis result is for, locked; undefined for an unknown bill. */
  async lockForSynthesis(billId: string): Promise<BillForSynthesis | undefined> {
    const row = await this.row<{
      bill_id: string; title: string; policy_area: string | null; content_hash: string; synthesis_status: SynthesisStatus; synthesis_request_id: string | null;
    }>(
      `SELECT bill_id, title, policy_area, content_hash, synthesis_status, synthesis_request_id::text
         FROM bills.bills WHERE bill_id = $1 FOR UPDATE`,
      [billId],
    );
    return row && {
      billId: row.bill_id, title: row.title, policyArea: row.policy_area, contentHash: row.content_hash,
      synthesisStatus: row.synthesis_status, synthesisRequestId: row.synthesis_request_id,
    };
  }

  /** The bill has a synthesis of its current content: active. */
  async markSynthesized(billId: string): Promise<void> {
    await this.db.query(
      `UPDATE bills.bills SET synthesis_status = 'synthesized', synthesis_error = NULL, synthesis_failed_at = NULL, updated_at = now()
        WHERE bill_id = $1`,
      [billId],
    );
  }

  /** A failed synthesis: pending → failed (a synthesized bill stays listed with the synthesis it has). */
  async recordFailure(billId: string, error: string, attempts: number): Promise<void> {
    await this.db.query(
      `UPDATE bills.bills
          SET synthesis_status = CASE WHEN synthesis_status = 'synthesized' THEN 'synthesized' ELSE 'failed' END,
              synthesis_error = $2,
              synthesis_attempts = synthesis_attempts + $3,
              synthesis_failed_at = now(),
              updated_at = now()
        WHERE bill_id = $1`,
      [billId, error, attempts],
    );
  }

  // ---------- Operators ----------

  /** Which of these ids are stored bills. */
  async knownIds(billIds: string[]): Promise<Set<string>> {
    const rows = await this.rows<{ bill_id: string }>(`SELECT bill_id FROM bills.bills WHERE bill_id = ANY($1::text[])`, [billIds]);
    return new Set(rows.map((r) => r.bill_id));
  }

  /** Every bill id in a synthesis state (or all), in id order. */
  /**
   * Synthesized bills whose stored synthesis came from another provider, model or prompt
   * version than `current` (what a synthesis made now would record).
   */
  async idsSynthesizedOtherwise(current: { provider: string; modelPrefix: string; promptVersion: string }): Promise<string[]> {
    const rows = await this.rows<{ bill_id: string }>(
      `SELECT s.bill_id FROM bills.bill_syntheses s
        WHERE s.provider <> $1 OR s.prompt_version <> $3 OR left(s.model, length($2)) <> $2
        ORDER BY s.bill_id`,
      [current.provider, current.modelPrefix, current.promptVersion],
    );
    return rows.map((r) => r.bill_id);
  }

  async idsByStatus(status: SynthesisStatus | 'all'): Promise<string[]> {
    const rows = await this.rows<{ bill_id: string }>(
      `SELECT bill_id FROM bills.bills WHERE ($1::text IS NULL OR synthesis_status = $1::text) ORDER BY bill_id`,
      [status === 'all' ? null : status],
    );
    return rows.map((r) => r.bill_id);
  }

  /** Bills per synthesis state. */
  async countByStatus(): Promise<Array<{ status: SynthesisStatus; n: number }>> {
    const rows = await this.rows<{ synthesis_status: SynthesisStatus; n: number }>(
      `SELECT synthesis_status, count(*)::int AS n FROM bills.bills GROUP BY synthesis_status ORDER BY synthesis_status`,
    );
    return rows.map((r) => ({ status: r.synthesis_status, n: r.n }));
  }

  /** The latest failures, newest first. */
  async latestFailures(limit: number): Promise<FailedBill[]> {
    const rows = await this.rows<{ bill_id: string; synthesis_error: string; synthesis_attempts: number; synthesis_failed_at: Date }>(
      `SELECT bill_id, synthesis_error, synthesis_attempts, synthesis_failed_at FROM bills.bills
        WHERE synthesis_status = 'failed' ORDER BY synthesis_failed_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ billId: r.bill_id, error: r.synthesis_error, attempts: r.synthesis_attempts, failedAt: r.synthesis_failed_at }));
  }
}
