import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ARCHETYPES,
  BILL_LIST_SUMMARY_MAX,
  BILL_MESSAGES,
  GENERAL_POLICY_AREA,
  type ActiveBillSuggestionsPage,
  type ArchetypeVoteSuggestion,
  type BillDetail,
  type BillListItem,
  type BillListQuery,
  type BillSynthesisView,
  type ActiveBillSuggestionsInput,
} from '@civic/contracts';
import { notFound } from '@civic/service-kit';
import { POLICY_AREAS } from './importers';

const MAX_SEARCH_TERMS = 10;

// A bill reference as people write it: "HR 1234", "H.R.1234", "h. r. 1234", "S.J.Res. 5", "sres 12".
const D = '\\.?\\s*';
const BILL_TYPE = [`h${D}j${D}res`, `s${D}j${D}res`, `h${D}con${D}res`, `s${D}con${D}res`, `h${D}res`, `s${D}res`, `h${D}r`, 's'].join('|');
const BILL_REF = new RegExp(`(?<![a-z0-9])(${BILL_TYPE})${D}(\\d{1,6})(?![0-9])`, 'g');

/**
 * Turns what a user typed into terms that must all appear in a bill's search text (bill number,
 * titles, summary; lower-cased). A bill reference becomes one exact-number term: the search text
 * holds " hr1234 " with spaces around it, so HR 12345 does not match HR 1234. Every other word
 * matches as a substring.
 */
export function searchTerms(query: string): string[] {
  const terms: string[] = [];
  const rest = query.toLowerCase().replace(BILL_REF, (_m, type: string, num: string) => {
    terms.push(` ${type.replace(/[.\s]/g, '')}${Number(num)} `);
    return ' ';
  });
  terms.push(...rest.split(/\s+/).filter(Boolean));
  return [...new Set(terms)].slice(0, MAX_SEARCH_TERMS);
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The summary's start for lists: cut at a word boundary, marked with an ellipsis. */
export function summaryExcerpt(summary: string | null): string | null {
  if (summary === null || summary.length <= BILL_LIST_SUMMARY_MAX) return summary;
  const cut = summary.slice(0, BILL_LIST_SUMMARY_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > BILL_LIST_SUMMARY_MAX * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

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

// `summary` here is cut in SQL to what an excerpt needs, so a list never ships whole summaries.
const LIST_COLUMNS = `
  b.id, b.bill_id, b.congress, b.bill_type, b.bill_number, b.title, b.short_title, b.origin_chamber,
  to_char(b.introduced_date, 'YYYY-MM-DD') AS introduced_date, b.update_date,
  to_char(b.latest_action_date, 'YYYY-MM-DD') AS latest_action_date, b.latest_action_text, b.policy_area, b.subjects,
  left(b.summary, ${BILL_LIST_SUMMARY_MAX + 1}) AS summary, b.text_available, b.sponsors, b.legislation_url,
  b.fetch_timestamp, b.synthesized, s.bill_ai_synthesis_short, s.bill_importance_score`;

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

/** Reads for the API. Only active (synthesized) bills are listed; any known bill can be opened. */
@Injectable()
export class BillsQueries {
  constructor(private readonly ds: DataSource) {}

  async list(q: BillListQuery): Promise<BillListItem[]> {
    const where = ['b.synthesized'];
    const params: unknown[] = [];
    if (q.policyArea !== undefined) {
      if (q.policyArea === GENERAL_POLICY_AREA) where.push('b.policy_area IS NULL');
      else {
        params.push(q.policyArea);
        where.push(`b.policy_area = $${params.length}`);
      }
    }
    for (const term of q.search ? searchTerms(q.search) : []) {
      params.push(`%${likeEscape(term)}%`);
      where.push(`b.search_text LIKE $${params.length}`);
    }
    params.push(q.limit, q.offset);
    // The page's ids come from the ordered index alone; only those 20 rows are then read whole
    // and joined, so a deep offset costs an index walk, not thousands of joins.
    const rows: ListRow[] = await this.ds.query(
      `WITH page AS (
         SELECT b.bill_id FROM bills b
          WHERE ${where.join(' AND ')}
          ORDER BY b.latest_action_date DESC NULLS LAST, b.bill_id
          LIMIT $${params.length - 1} OFFSET $${params.length})
       SELECT ${LIST_COLUMNS}
         FROM page JOIN bills b ON b.bill_id = page.bill_id LEFT JOIN bill_syntheses s ON s.bill_id = b.bill_id
        ORDER BY b.latest_action_date DESC NULLS LAST, b.bill_id`,
      params,
    );
    return rows.map(toListItem);
  }

  async get(billId: string): Promise<BillDetail> {
    const [row]: DetailRow[] = await this.ds.query(
      `SELECT ${LIST_COLUMNS.replace(`left(b.summary, ${BILL_LIST_SUMMARY_MAX + 1}) AS summary`, 'b.summary')},
              b.bill_text, b.constitutional_authority, b.content_hash, b.synthesis_status,
              s.content_hash AS s_content_hash, s.bill_ai_synthesis_long, s.bill_arguments_for, s.bill_arguments_against,
              s.archetype_votes, s.archetype_reviewed, s.provider, s.model, s.prompt_version, s.created_at AS s_created_at
         FROM bills b LEFT JOIN bill_syntheses s ON s.bill_id = b.bill_id
        WHERE b.bill_id = $1`,
      [billId],
    );
    if (!row) throw notFound(BILL_MESSAGES.notFound);
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
  async getMany(billIds: string[]): Promise<BillListItem[]> {
    if (!billIds.length) return [];
    const rows: ListRow[] = await this.ds.query(
      `SELECT ${LIST_COLUMNS} FROM bills b LEFT JOIN bill_syntheses s ON s.bill_id = b.bill_id WHERE b.bill_id = ANY($1::text[])`,
      [[...new Set(billIds)]],
    );
    const byId = new Map(rows.map((r) => [r.bill_id, toListItem(r)]));
    return billIds.map((id) => byId.get(id)).filter((b): b is BillListItem => b !== undefined);
  }

  /** SPEC names with active bills, in SPEC order, then 'General' when an active bill has none. */
  async policyAreas(): Promise<string[]> {
    const rows: { policy_area: string | null }[] = await this.ds.query(`SELECT DISTINCT policy_area FROM bills WHERE synthesized`);
    const present = new Set(rows.map((r) => r.policy_area));
    const named = (POLICY_AREAS as readonly string[]).filter((a) => present.has(a));
    // A name outside the SPEC list cannot be stored (check constraint), so nothing else can appear.
    return present.has(null) ? [...named, GENERAL_POLICY_AREA] : named;
  }

  async activeBillSuggestions(input: Required<Pick<ActiveBillSuggestionsInput, 'limit'>> & ActiveBillSuggestionsInput): Promise<ActiveBillSuggestionsPage> {
    const votesExpr = input.archetypeKey
      ? `jsonb_build_object($3::text, s.archetype_votes -> $3::text -> 'vote')`
      : `(SELECT jsonb_object_agg(k, v -> 'vote') FROM jsonb_each(s.archetype_votes) AS e(k, v))`;
    const params: unknown[] = [input.after ?? null, input.limit];
    if (input.archetypeKey) params.push(input.archetypeKey);
    const rows: { bill_id: string; title: string; policy_area: string | null; votes: Record<string, string | null> }[] = await this.ds.query(
      `SELECT b.bill_id, b.title, b.policy_area, ${votesExpr} AS votes
         FROM bills b JOIN bill_syntheses s ON s.bill_id = b.bill_id
        WHERE b.synthesized AND ($1::text IS NULL OR b.bill_id > $1::text)
        ORDER BY b.bill_id
        LIMIT $2`,
      params,
    );
    const items = rows.map((r) => ({
      billId: r.bill_id,
      title: r.title,
      policyArea: r.policy_area,
      // A synthesis from before an archetype existed has no vote for it: leave the key out.
      archetypeVotes: Object.fromEntries(Object.entries(r.votes ?? {}).filter(([, v]) => v !== null)) as ActiveBillSuggestionsPage['items'][number]['archetypeVotes'],
    }));
    return { items, nextAfter: items.length === input.limit ? items[items.length - 1].billId : null };
  }
}
