import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { ARCHETYPE_KEYS, EVENTS, type BillSynthesisCompleted, type BillSynthesisOutput, type IntegrationEvent } from '@civic/contracts';
import { migrateSchema } from '@civic/service-kit';
import { stackEnv } from '@civic/testing';
import { billsDataSource, BILLS_SCHEMA } from '../src/data-source';
import type { ImportedBill } from '../src/importers';

/**
 * A database of its own, migrated like the stack's, for tests that drive the bills code
 * in-process: no running relay or ai-worker sees its outbox, so every outcome is the test's.
 */
export async function privateBillsDatabase(): Promise<{ ds: DataSource; url: string; drop(): Promise<void> }> {
  const base = new URL(stackEnv('DATABASE_URL'));
  const name = `${base.pathname.slice(1)}_bills_${randomUUID().slice(0, 8)}`;
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const c = new Client({ connectionString: admin.toString() });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const ds = await billsDataSource(url.toString(), 4).initialize();
  await migrateSchema(ds, BILLS_SCHEMA);
  return {
    ds,
    url: url.toString(),
    async drop() {
      await ds.destroy();
      await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

let seq = 0;
/** An invented bill; `congress` 9xx keeps it apart from real ones. */
export function makeBill(overrides: Partial<ImportedBill> = {}): ImportedBill {
  seq += 1;
  const congress = overrides.congress ?? 950;
  const billType = overrides.billType ?? 'HR';
  const billNumber = overrides.billNumber ?? String(100000 + Math.floor(Math.random() * 800000) + seq);
  return {
    billId: `${congress}-${billType.toLowerCase()}-${billNumber}`,
    congress,
    billType,
    billNumber,
    title: `Test Bill ${billNumber} Act`,
    shortTitle: null,
    originChamber: billType.startsWith('S') ? 'Senate' : 'House',
    introducedDate: '2025-01-10',
    updateDate: '2025-02-01T10:00:00.000Z',
    latestActionDate: '2025-01-20',
    latestActionText: 'Referred to committee.',
    policyArea: 'Health',
    subjects: ['Hospital care'],
    summary: 'This bill does a test thing for hospitals.',
    billText: null,
    textAvailable: false,
    sponsors: [{ name: 'Rep. Fixture, Ada', party: 'D', state: 'CO' }],
    legislationUrl: `https://www.congress.gov/bill/${congress}th-congress/house-bill/${billNumber}`,
    constitutionalAuthority: null,
    source: 'govinfo-billstatus/3.0.0',
    ...overrides,
  };
}

/** A valid synthesis: every archetype gets a vote (support for even table positions). */
export function makeOutput(overrides: Partial<BillSynthesisOutput> = {}): BillSynthesisOutput {
  return {
    billAiSynthesisShort: 'A short synthesis.',
    billAiSynthesisLong: 'A longer synthesis of what the bill does and whom it affects.',
    billArgumentsFor: ['It helps patients.', 'It is cheap.'],
    billArgumentsAgainst: ['It adds paperwork.'],
    billImportanceScore: 6,
    archetypeVotes: Object.fromEntries(
      ARCHETYPE_KEYS.map((k, i) => [k, { vote: i % 2 === 0 ? 'support' : 'oppose', reason: `Reason for ${k}.` }]),
    ) as BillSynthesisOutput['archetypeVotes'],
    ...overrides,
  };
}

export function completedEvent(
  payload: Omit<BillSynthesisCompleted, 'result'> & { result?: BillSynthesisCompleted['result'] },
  id = randomUUID(),
): IntegrationEvent<BillSynthesisCompleted> {
  return {
    id,
    name: EVENTS.billSynthesisCompleted,
    occurredAt: new Date().toISOString(),
    payload: { result: { ok: true, output: makeOutput(), provenance: { provider: 'test', model: 'fixture', promptVersion: 't1' } }, ...payload },
  };
}

/** The bill's outstanding request: its event id and the content version asked for. */
export async function outstandingRequest(ds: DataSource, billId: string): Promise<{ requestEventId: string; contentVersion: string }> {
  const [row] = await ds.query(`SELECT synthesis_request_id::text AS id, content_hash FROM bills.bills WHERE bill_id = $1`, [billId]);
  return { requestEventId: row.id, contentVersion: row.content_hash };
}

export async function outboxEvents(ds: DataSource, name: string, billId: string): Promise<{ id: string; payload: any }[]> {
  return ds.query(`SELECT id::text, payload FROM bills.outbox WHERE name = $1 AND payload->>'billId' = $2 ORDER BY created_at`, [name, billId]);
}
