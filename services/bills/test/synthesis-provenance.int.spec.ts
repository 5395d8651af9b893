import { Client } from 'pg';
import { LEXICON_VERSION, LOCAL_SYNTHESIS_MODEL } from '@civic/ai';
import { billDetail } from '@civic/contracts';
import { signedInClient, stackEnv, waitFor } from '@civic/testing';

/**
 * Which provider and model wrote a bill's synthesis, end to end on the test stack: the bills
 * service loads its built-in sample at start, the ai-worker (the offline local provider: no key
 * is set) synthesizes it, and the bill detail the gateway serves names that provider and model.
 * Other suites add bills with made-up provenance, so this one picks a bill of the sample.
 */
let db: Client;
beforeAll(async () => {
  db = new Client({ connectionString: stackEnv('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

/** The sample is synthesized in the background after start: wait for its first bill. */
async function synthesizedSampleBill(): Promise<string> {
  return waitFor(
    'a bill of the built-in sample to be synthesized',
    async () => (await db.query<{ bill_id: string }>(`SELECT bill_id FROM bills.bills WHERE source = 'sample' AND synthesized ORDER BY bill_id LIMIT 1`)).rows[0]?.bill_id,
    90_000,
  );
}

describe('GET /api/bills/{billId}: who wrote the synthesis', () => {
  it('names the provider, model and prompt version the ai-worker recorded', async () => {
    const billId = await synthesizedSampleBill();
    const { client } = await signedInClient();
    const res = await client.get(`/api/bills/${billId}`);
    expect(res.status).toBe(200);
    const bill = billDetail.parse(res.body);
    expect(bill.synthesis).toMatchObject({ provider: 'local', model: LOCAL_SYNTHESIS_MODEL, promptVersion: LEXICON_VERSION });
  }, 120_000);
});
