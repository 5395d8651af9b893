import 'reflect-metadata';
import { partyName } from '@civic/contracts';
import { runMain } from '@civic/service-kit';
import { commandArgs, withAccounts } from './accounts-db';

const USAGE = `Usage: npm run users:grant-partner -- EMAIL --party "PARTY NAME"
       npm run users:grant-partner -- EMAIL --revoke

Links the account with this email to a partner party (after the partner contact form): it then
sees the partner dashboard (/partner), records its candidates' pledges and publishes district
events. Given again with another --party, it renames the party. --revoke ends the partnership.
Takes effect on the partner's next request. Uses DATABASE_URL (from the environment or .env).`;

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** `npm run users:grant-partner`: the one way to make an account a partner party's (ADR 0031). */
runMain(async () => {
  const { args, help } = commandArgs();
  if (help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const revoke = args.includes('--revoke');
  const partyAt = args.indexOf('--party');
  const party = partyAt >= 0 ? args[partyAt + 1] : undefined;
  const emails = args.filter((a, i) => a !== '--revoke' && a !== '--party' && (partyAt < 0 || i !== partyAt + 1));
  if (emails.length !== 1 || revoke === (partyAt >= 0)) fail(USAGE, 2);
  const email = emails[0]!.trim().toLowerCase();
  if (revoke) {
    const id = await withAccounts((users) => users.revokePartnerByEmail(email));
    if (!id) fail(`No account with the email ${email}.`, 1);
    process.stdout.write(`${email} (${id}) is no longer a partner.\n`);
    return;
  }
  const name = partyName.safeParse(party ?? '');
  if (!name.success) fail(name.error.issues[0]!.message, 2);
  const id = await withAccounts((users) => users.grantPartnerByEmail(email, name.data));
  if (!id) fail(`No account with the email ${email}.`, 1);
  process.stdout.write(`${email} (${id}) now speaks for ${name.data}.\n`);
});
