import { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxInboxSql } from '@civic/service-kit';

// Frozen copies (a migration must not change when the code's lists do).
const POLICY_AREAS = [
  'Agriculture and Food', 'Armed Forces and National Security', 'Civil Rights and Liberties', 'Commerce',
  'Crime and Law Enforcement', 'Economics and Public Finance', 'Education', 'Emergency Management', 'Energy',
  'Environmental Protection', 'Families', 'Finance and Financial Sector', 'Foreign Trade and International Finance',
  'Government Operations and Politics', 'Health', 'Housing and Community Development', 'Immigration',
  'International Affairs', 'Labor and Employment', 'Law', 'Public Lands and Natural Resources',
  'Science, Technology, Communications', 'Social Sciences and History', 'Social Welfare', 'Sports and Recreation',
  'Taxation', 'Transportation and Public Works', 'Water Resources Development',
];
const BILL_TYPES = ['HR', 'S', 'HJRES', 'SJRES', 'HCONRES', 'SCONRES', 'HRES', 'SRES'];

const sqlList = (values: string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

export class CreateBills1764100000000 implements MigrationInterface {
  name = 'CreateBills1764100000000';

  async up(q: QueryRunner): Promise<void> {
    // Trigram indexes make substring search (ILIKE '%word%') use an index. The extension is
    // database-wide: reuse it wherever another service installed it, else put it in public.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    const [{ nspname: trgm }] = await q.query(
      `SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    );

    await q.query(`
      CREATE TABLE bills.bills (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        bill_id text NOT NULL,
        congress smallint NOT NULL CHECK (congress BETWEEN 1 AND 999),
        bill_type text NOT NULL CHECK (bill_type IN (${sqlList(BILL_TYPES)})),
        bill_number text NOT NULL CHECK (bill_number ~ '^[0-9]{1,6}$'),
        title text NOT NULL CHECK (title <> ''),
        short_title text,
        origin_chamber text NOT NULL CHECK (origin_chamber IN ('House', 'Senate')),
        introduced_date date,
        update_date timestamptz,
        latest_action_date date,
        latest_action_text text,
        policy_area text CHECK (policy_area IN (${sqlList(POLICY_AREAS)})),
        subjects text[] NOT NULL DEFAULT '{}',
        summary text,
        bill_text text,
        text_available boolean NOT NULL DEFAULT false,
        sponsors jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(sponsors) = 'array'),
        legislation_url text,
        constitutional_authority text,
        source text NOT NULL,
        fetch_timestamp timestamptz NOT NULL DEFAULT now(),
        -- Hash of every imported field: an identical re-import changes nothing.
        record_hash text NOT NULL,
        -- Hash of title + summary + text: the synthesis's content version.
        content_hash text NOT NULL,
        synthesis_status text NOT NULL DEFAULT 'pending' CHECK (synthesis_status IN ('pending', 'synthesized', 'failed')),
        -- SPEC's flag, derived so it can never disagree with the status. Active bills are synthesized.
        synthesized boolean GENERATED ALWAYS AS (synthesis_status = 'synthesized') STORED,
        -- The outstanding synthesis request (its event id) and when it was made.
        synthesis_request_id uuid,
        synthesis_requested_at timestamptz,
        -- The last failure, kept until a synthesis succeeds; attempts count every failed try.
        synthesis_error text,
        synthesis_attempts integer NOT NULL DEFAULT 0 CHECK (synthesis_attempts >= 0),
        synthesis_failed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- What search matches: "hr 1234", "hr1234", titles and summary, lower-cased.
        search_text text GENERATED ALWAYS AS (
          lower(bill_type || ' ' || bill_number || ' ' || bill_type || bill_number || ' ' || title || ' ' ||
                coalesce(short_title, '') || ' ' || coalesce(summary, ''))
        ) STORED,
        CONSTRAINT bills_bill_id_key UNIQUE (bill_id),
        CONSTRAINT bills_bill_id_matches CHECK (bill_id = congress::text || '-' || lower(bill_type) || '-' || bill_number),
        CONSTRAINT bills_failed_has_error CHECK (synthesis_status <> 'failed' OR synthesis_error IS NOT NULL)
      )`);
    // The list: active bills, newest action first, billId breaking ties (stable paging).
    await q.query(`CREATE INDEX bills_active_order ON bills.bills (latest_action_date DESC NULLS LAST, bill_id) WHERE synthesized`);
    await q.query(`CREATE INDEX bills_active_policy ON bills.bills (policy_area, latest_action_date DESC NULLS LAST, bill_id) WHERE synthesized`);
    await q.query(`CREATE INDEX bills_search_trgm ON bills.bills USING gin (search_text "${trgm}".gin_trgm_ops)`);
    // Operators find stuck and failed work quickly.
    await q.query(`CREATE INDEX bills_unsynthesized ON bills.bills (synthesis_status) WHERE synthesis_status <> 'synthesized'`);

    await q.query(`
      CREATE TABLE bills.bill_syntheses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        bill_id text NOT NULL REFERENCES bills.bills (bill_id) ON DELETE CASCADE ON UPDATE CASCADE,
        -- The bill content version this synthesis describes.
        content_hash text NOT NULL,
        bill_ai_synthesis_short text NOT NULL CHECK (bill_ai_synthesis_short <> ''),
        bill_ai_synthesis_long text NOT NULL CHECK (bill_ai_synthesis_long <> ''),
        bill_arguments_for text[] NOT NULL CHECK (cardinality(bill_arguments_for) >= 1),
        bill_arguments_against text[] NOT NULL CHECK (cardinality(bill_arguments_against) >= 1),
        bill_importance_score smallint NOT NULL CHECK (bill_importance_score BETWEEN 1 AND 10),
        -- {ArchetypeKey: {vote, reason}}: one suggested vote per archetype.
        archetype_votes jsonb NOT NULL CHECK (
          jsonb_typeof(archetype_votes) = 'object'
          AND NOT jsonb_path_exists(archetype_votes, '$.* ? (!(@.vote == "support" || @.vote == "oppose" || @.vote == "abstain"))')
        ),
        archetype_reviewed boolean NOT NULL DEFAULT false,
        provider text NOT NULL,
        model text NOT NULL,
        prompt_version text NOT NULL,
        -- The synthesis-requested event this answers.
        request_event_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bill_syntheses_bill_id_key UNIQUE (bill_id)
      )`);

    for (const sql of outboxInboxSql('bills')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bills.inbox`);
    await q.query(`DROP TABLE bills.outbox`);
    await q.query(`DROP TABLE bills.bill_syntheses`);
    await q.query(`DROP TABLE bills.bills`);
  }
}
