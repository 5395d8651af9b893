import type { DataSource } from 'typeorm';
import { billSynthesisRequested, billSynthesized, EVENTS } from '@civic/contracts';
import { upsertBills } from '../src/persist/bill-store';
import { applySynthesisCompleted } from '../src/synthesis/apply-completed';
import { completedEvent, makeBill, outboxEvents, outstandingRequest, privateBillsDatabase } from './support';

/*
 * Every event the bills service writes, produced through the code that writes it (an import, a
 * synthesis result), read back from the outbox and parsed with its contract schema: a payload
 * that drifted from the contract (a renamed, missing or extra field) fails here.
 */
let db: Awaited<ReturnType<typeof privateBillsDatabase>>;
let ds: DataSource;

beforeAll(async () => {
  db = await privateBillsDatabase();
  ds = db.ds;
}, 30_000);

afterAll(async () => {
  await db?.drop();
});

it('writes bill.synthesis-requested.v1 and bill.synthesized.v1 as their contracts have them', async () => {
  const bill = makeBill({ policyArea: null, shortTitle: 'Short Test Act', billText: 'Be it enacted: a test.' });
  await upsertBills(ds, [bill]);
  const [requested] = await outboxEvents(ds, EVENTS.billSynthesisRequested, bill.billId);
  const request = billSynthesisRequested.strict().parse(requested.payload);
  expect(request).toMatchObject({ billId: bill.billId, input: { title: bill.title, shortTitle: 'Short Test Act', policyArea: null } });

  const req = await outstandingRequest(ds, bill.billId);
  expect(req.requestEventId).toBe(requested.id);
  expect(await ds.transaction((m) => applySynthesisCompleted(m, completedEvent({ billId: bill.billId, ...req }).payload))).toBe('applied');
  const [synthesized] = await outboxEvents(ds, EVENTS.billSynthesized, bill.billId);
  expect(billSynthesized.strict().parse(synthesized.payload)).toMatchObject({ billId: bill.billId, title: bill.title, policyArea: null });
});
