import type { DataSource } from 'typeorm';
import type { ImportedBill } from './importers';
import { upsertBill, type UpsertOutcome } from './persist/bill-store';
import { BillsRepository } from './repositories';

/**
 * Loads the built-in sample when the bills table is empty, so a fresh offline install shows real
 * bills (the ai-worker synthesizes them). A transaction-scoped advisory lock makes replicas
 * starting together wait for each other: the first loads, the rest find bills and do nothing.
 * Returns the outcomes, or null when there were bills already.
 */
export async function loadSampleIfEmpty(ds: DataSource, sample: readonly ImportedBill[]): Promise<UpsertOutcome[] | null> {
  return ds.transaction(async (m) => {
    const bills = new BillsRepository(m);
    await bills.lockSampleLoad();
    if (!(await bills.isEmpty())) return null;
    const out: UpsertOutcome[] = [];
    for (const bill of sample) out.push(await upsertBill(m, bill));
    return out;
  });
}
