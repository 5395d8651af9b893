import type { DataSource, EntityManager } from 'typeorm';
import { billIdSchema } from '@civic/contracts';
import { isPolicyArea, type ImportedBill } from '../importers';
import { requestSynthesis } from '../synthesis/request';
import { BillsRepository, type BillRecordValues } from '../repositories';
import { contentHash, recordHash } from './hashes';

export type UpsertOutcome =
  | { billId: string; outcome: 'imported' | 'updated' | 'unchanged'; synthesisRequested: boolean }
  | { billId: string; outcome: 'skipped'; reason: string; synthesisRequested: false };

// PostgreSQL text cannot hold NUL; a source that has one in it loses only that character.
const clean = (s: string | null) => (s === null ? null : s.replaceAll(String.fromCharCode(0), ''));

function columnValues(bill: ImportedBill): BillRecordValues {
  const b = { ...bill, title: clean(bill.title)!, summary: clean(bill.summary), billText: clean(bill.billText) };
  return {
    bill_id: b.billId, congress: b.congress, bill_type: b.billType, bill_number: b.billNumber, title: b.title, short_title: clean(b.shortTitle),
    origin_chamber: b.originChamber, introduced_date: b.introducedDate, update_date: b.updateDate, latest_action_date: b.latestActionDate,
    latest_action_text: clean(b.latestActionText), policy_area: b.policyArea, subjects: b.subjects.map((s) => clean(s)!), summary: b.summary,
    bill_text: b.billText, text_available: b.textAvailable, sponsors: JSON.stringify(b.sponsors), legislation_url: b.legislationUrl,
    constitutional_authority: clean(b.constitutionalAuthority), source: b.source, record_hash: recordHash(b), content_hash: contentHash(b),
  };
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
  const bills = new BillsRepository(m);
  await bills.savepoint('begin');
  try {
    const outcome = await upsert(m, bills, bill);
    await bills.savepoint('release');
    return outcome;
  } catch (err) {
    await bills.savepoint('rollback');
    const e = err as { message?: string; driverError?: { message?: string } };
    // Only data errors are a skip; a lost connection or the like ends the import.
    if (!(err as { code?: string }).code && !(err as { driverError?: { code?: string } }).driverError?.code) throw err;
    return { billId: bill.billId, outcome: 'skipped', reason: `refused by the database: ${e.driverError?.message ?? e.message}`, synthesisRequested: false };
  }
}

async function upsert(m: EntityManager, bills: BillsRepository, bill: ImportedBill): Promise<UpsertOutcome> {
  const values = columnValues(bill);
  let stored = await bills.lockStored(bill.billId);
  if (!stored) {
    if (await bills.insert(values)) {
      await requestSynthesis(m, bill.billId);
      return { billId: bill.billId, outcome: 'imported', synthesisRequested: true };
    }
    // Another importer inserted it a moment ago: compare with theirs.
    stored = (await bills.lockStored(bill.billId))!;
  }
  if (stored.recordHash === values.record_hash) {
    return { billId: bill.billId, outcome: 'unchanged', synthesisRequested: false };
  }
  if (bill.updateDate && stored.updateDate && new Date(bill.updateDate).getTime() < stored.updateDate.getTime()) {
    return {
      billId: bill.billId,
      outcome: 'skipped',
      reason: `older than the stored record (updated ${bill.updateDate}, stored ${stored.updateDate.toISOString()})`,
      synthesisRequested: false,
    };
  }
  if (
    bill.updateDate && stored.updateDate && new Date(bill.updateDate).getTime() === stored.updateDate.getTime() &&
    sourceRank(bill.source) < sourceRank(stored.source)
  ) {
    return {
      billId: bill.billId,
      outcome: 'skipped',
      reason: `same update as the stored record, which came from a fuller source (${stored.source})`,
      synthesisRequested: false,
    };
  }
  await bills.update(values);
  const contentChanged = stored.contentHash !== values.content_hash;
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
