import type { DataSource, EntityManager } from 'typeorm';
import { billIdSchema } from '@civic/contracts';
import { isPolicyArea, type ImportedBill } from '../importers';
import { requestSynthesis } from '../synthesis/request';
import { contentHash, recordHash } from './hashes';

export type UpsertOutcome =
  | { billId: string; outcome: 'imported' | 'updated' | 'unchanged'; synthesisRequested: boolean }
  | { billId: string; outcome: 'skipped'; reason: string; synthesisRequested: false };

/** Column order of every insert and update; values come from `columnValues`. */
const COLUMNS = [
  'bill_id', 'congress', 'bill_type', 'bill_number', 'title', 'short_title', 'origin_chamber', 'introduced_date',
  'update_date', 'latest_action_date', 'latest_action_text', 'policy_area', 'subjects', 'summary', 'bill_text',
  'text_available', 'sponsors', 'legislation_url', 'constitutional_authority', 'source', 'record_hash', 'content_hash',
] as const;

const CASTS: Partial<Record<(typeof COLUMNS)[number], string>> = {
  introduced_date: 'date', update_date: 'timestamptz', latest_action_date: 'date', subjects: 'text[]', sponsors: 'jsonb',
};
const placeholder = (c: (typeof COLUMNS)[number], i: number) => `$${i + 1}${CASTS[c] ? `::${CASTS[c]}` : ''}`;

const INSERT_SQL = `INSERT INTO bills (${COLUMNS.join(', ')}, fetch_timestamp)
  VALUES (${COLUMNS.map(placeholder).join(', ')}, now())
  ON CONFLICT (bill_id) DO NOTHING RETURNING bill_id`;

const UPDATE_SQL = `UPDATE bills SET ${COLUMNS.slice(1).map((c, i) => `${c} = ${placeholder(c, i + 1)}`).join(', ')},
    fetch_timestamp = now(), updated_at = now(),
    synthesis_status = CASE WHEN content_hash IS DISTINCT FROM $${COLUMNS.indexOf('content_hash') + 1} THEN 'pending' ELSE synthesis_status END
  WHERE bill_id = $1`;

// PostgreSQL text cannot hold NUL; a source that has one in it loses only that character.
const clean = (s: string | null) => (s === null ? null : s.replaceAll(String.fromCharCode(0), ''));

function columnValues(bill: ImportedBill): unknown[] {
  const b = { ...bill, title: clean(bill.title)!, summary: clean(bill.summary), billText: clean(bill.billText) };
  return [
    b.billId, b.congress, b.billType, b.billNumber, b.title, clean(b.shortTitle), b.originChamber, b.introducedDate,
    b.updateDate, b.latestActionDate, clean(b.latestActionText), b.policyArea, b.subjects.map((s) => clean(s)!), b.summary, b.billText,
    b.textAvailable, JSON.stringify(b.sponsors), b.legislationUrl, clean(b.constitutionalAuthority), b.source, recordHash(b), contentHash(b),
  ];
}

/** What the database would refuse, said in words, so the import reports it as a skip reason. */
function invalidReason(bill: ImportedBill): string | null {
  const id = billIdSchema.safeParse(bill.billId);
  if (!id.success || id.data !== bill.billId) return `bill id ${JSON.stringify(bill.billId)} is not of the form 119-hr-1234`;
  if (bill.billId !== `${bill.congress}-${bill.billType.toLowerCase()}-${bill.billNumber}`) return `bill id ${bill.billId} does not match its congress, type and number`;
  if (!bill.title?.trim()) return 'bill has no title';
  if (bill.policyArea !== null && !isPolicyArea(bill.policyArea)) return `unknown policy area ${JSON.stringify(bill.policyArea)}`;
  return null;
}

interface StoredBill {
  record_hash: string;
  content_hash: string;
  update_date: Date | null;
  source: string;
}

/**
 * How complete a source's records are. The same bill at the same update can arrive from two
 * sources (a BILLSTATUS file and its data.json conversion, which drops party and the
 * constitutional authority statement); the fuller one is kept, whatever order they come in.
 */
export function sourceRank(source: string): number {
  if (source.startsWith('congress-gov-api') || source.startsWith('govinfo-billstatus')) return 3;
  if (source === 'sample') return 1;
  return 2;
}

const lockStored = async (m: EntityManager, billId: string): Promise<StoredBill | undefined> =>
  (await m.query(`SELECT record_hash, content_hash, update_date, source FROM bills WHERE bill_id = $1 FOR UPDATE`, [billId]))[0];

/**
 * Stores one imported bill in the caller's transaction, idempotently: a new bill is inserted and
 * its synthesis requested; a known one is updated only when some field changed, and its
 * synthesis requested again only when title, summary or text changed (the bill goes back to
 * pending until the new synthesis lands). A record older than the stored one is skipped, so
 * importing an old file never rolls a bill back; so is one of the same update from a less
 * complete source. A row the database refuses is skipped with the
 * reason and the rest of the transaction goes on (savepoint).
 */
export async function upsertBill(m: EntityManager, bill: ImportedBill): Promise<UpsertOutcome> {
  const invalid = invalidReason(bill);
  if (invalid) return { billId: bill.billId, outcome: 'skipped', reason: invalid, synthesisRequested: false };
  await m.query('SAVEPOINT upsert_bill');
  try {
    const outcome = await upsert(m, bill);
    await m.query('RELEASE SAVEPOINT upsert_bill');
    return outcome;
  } catch (err) {
    await m.query('ROLLBACK TO SAVEPOINT upsert_bill');
    const e = err as { message?: string; driverError?: { message?: string } };
    // Only data errors are a skip; a lost connection or the like ends the import.
    if (!(err as { code?: string }).code && !(err as { driverError?: { code?: string } }).driverError?.code) throw err;
    return { billId: bill.billId, outcome: 'skipped', reason: `refused by the database: ${e.driverError?.message ?? e.message}`, synthesisRequested: false };
  }
}

async function upsert(m: EntityManager, bill: ImportedBill): Promise<UpsertOutcome> {
  const values = columnValues(bill);
  let stored = await lockStored(m, bill.billId);
  if (!stored) {
    const inserted: unknown[] = await m.query(INSERT_SQL, values);
    if (inserted.length) {
      await requestSynthesis(m, bill.billId);
      return { billId: bill.billId, outcome: 'imported', synthesisRequested: true };
    }
    // Another importer inserted it a moment ago: compare with theirs.
    stored = (await lockStored(m, bill.billId))!;
  }
  if (stored.record_hash === values[COLUMNS.indexOf('record_hash')]) {
    return { billId: bill.billId, outcome: 'unchanged', synthesisRequested: false };
  }
  if (bill.updateDate && stored.update_date && new Date(bill.updateDate).getTime() < stored.update_date.getTime()) {
    return {
      billId: bill.billId,
      outcome: 'skipped',
      reason: `older than the stored record (updated ${bill.updateDate}, stored ${stored.update_date.toISOString()})`,
      synthesisRequested: false,
    };
  }
  if (
    bill.updateDate && stored.update_date && new Date(bill.updateDate).getTime() === stored.update_date.getTime() &&
    sourceRank(bill.source) < sourceRank(stored.source)
  ) {
    return {
      billId: bill.billId,
      outcome: 'skipped',
      reason: `same update as the stored record, which came from a fuller source (${stored.source})`,
      synthesisRequested: false,
    };
  }
  await m.query(UPDATE_SQL, values);
  const contentChanged = stored.content_hash !== values[COLUMNS.indexOf('content_hash')];
  if (contentChanged) await requestSynthesis(m, bill.billId);
  return { billId: bill.billId, outcome: 'updated', synthesisRequested: contentChanged };
}

/** Stores a batch in one transaction (one round of commits for many bills). */
export function upsertBills(ds: DataSource, bills: ImportedBill[]): Promise<UpsertOutcome[]> {
  return ds.transaction(async (m) => {
    const out: UpsertOutcome[] = [];
    for (const bill of bills) out.push(await upsertBill(m, bill));
    return out;
  });
}
