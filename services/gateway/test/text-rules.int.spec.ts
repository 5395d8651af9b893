import { signedInClient } from '@civic/testing';
import { TEXT_MESSAGES } from '@civic/contracts';
import { closeVotingSupport } from './voting-support';
import { discussableBill, sockets, voter } from './discussions-support';

/*
 * Text that cannot deceive: single-line fields (names, titles) refuse Unicode format characters
 * (bidi overrides and isolates, zero-width characters), which would show another reader
 * something else than was stored; multi-line text keeps its newlines.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

const DECEIVING: Record<string, string> = {
  'right-to-left override': 'Act \u202egnivaS',
  'right-to-left isolate': 'Act \u2067gnivaS\u2069',
  'zero-width space': 'Sav\u200bings Act',
  'zero-width joiner': 'Savings\u200d Act',
};

describe.each(Object.entries(DECEIVING))('a single-line field with a %s', (_, value) => {
  it('is refused with a clear 400 in a name, a user-bill title and a discussion title', async () => {
    const { client } = await signedInClient();
    const name = await client.post('/api/user/personal-info', { name: value, address: '1 Main St', city: 'Burlington', state: 'VT', zipCode: '05401' });
    expect(name.status).toBe(400);
    expect(name.body.message).toBe(TEXT_MESSAGES.format('Name'));
    const bill = await client.post('/api/user-bills', { title: value, description: 'Fixes things.', moderationStatus: 'draft' });
    expect(bill.status).toBe(400);
    expect(bill.body.message).toBe(TEXT_MESSAGES.format('Title'));
    expect(bill.body.fieldErrors).toMatchObject({ title: TEXT_MESSAGES.format('Title') });
  });
});

it('a discussion title refuses them too; its multi-line content keeps ordinary newlines', async () => {
  const billId = await discussableBill();
  const author = await voter('Ida Tarbell');
  const refused = await author.client.post('/api/discussions', { billType: 'congressional', billId, title: DECEIVING['right-to-left override'], content: 'Because.' });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(TEXT_MESSAGES.format('Policy position'));
  const kept = await author.client.post('/api/discussions', { billType: 'congressional', billId, title: 'Fund the water systems', content: 'First line.\nSecond line.' });
  expect(kept.status).toBe(201);
  expect(kept.body.content).toBe('First line.\nSecond line.');
});
