import { PARTNER_MESSAGES } from '@civic/contracts';
import { closeVotingSupport } from './voting-support';
import { sockets, voter } from './discussions-support';
import { accountCommand, emailOf, grantPartner } from './accounts-support';

/*
 * Partner parties (ADR 0031): an account becomes a party's by the CLI command alone; every
 * /api/partner/* route is 404 for everyone else, and a grant or revocation counts at once.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

describe('the partner role', () => {
  it('is granted, renamed and revoked by the CLI command, and the partner routes are 404 for anyone else', async () => {
    const someone = await voter('Parker Party');
    const denied = await someone.client.get('/api/partner/access');
    expect([denied.status, denied.body.message]).toEqual([404, PARTNER_MESSAGES.notFound]);

    await grantPartner(someone.id, 'Maine Civic Party');
    expect((await someone.client.get('/api/partner/access')).body).toEqual({ userId: someone.id, party: 'Maine Civic Party' });
    await grantPartner(someone.id, 'Maine Civic Alliance');
    expect((await someone.client.get('/api/partner/access')).body.party).toBe('Maine Civic Alliance');

    const email = await emailOf(someone.id);
    const revoked = accountCommand('grant-partner', email, '--revoke');
    expect([revoked.status, revoked.stdout]).toEqual([0, `${email} (${someone.id}) is no longer a partner.\n`]);
    expect((await someone.client.get('/api/partner/access')).status).toBe(404);
  });

  it('refuses a missing party name, an unknown email and a malformed command with a clear message', async () => {
    const someone = await voter('Pat Unnamed');
    const email = await emailOf(someone.id);
    const blank = accountCommand('grant-partner', email, '--party', '   ');
    expect([blank.status, blank.stderr]).toEqual([2, `${PARTNER_MESSAGES.partyRequired}\n`]);
    const unknown = accountCommand('grant-partner', 'nobody-here@example.com', '--party', 'Any Party');
    expect([unknown.status, unknown.stderr]).toEqual([1, 'No account with the email nobody-here@example.com.\n']);
    const both = accountCommand('grant-partner', email, '--party', 'Any Party', '--revoke');
    expect(both.status).toBe(2);
    expect(both.stderr).toContain('Usage: npm run users:grant-partner');
    expect((await someone.client.get('/api/partner/access')).status).toBe(404);
  });
});
