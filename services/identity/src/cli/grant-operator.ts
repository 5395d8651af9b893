import 'reflect-metadata';
import { runMain } from '@civic/service-kit';
import { commandArgs, withAccounts } from './accounts-db';

const USAGE = `Usage: npm run users:grant-operator -- EMAIL [--revoke]

Makes the account with this email an operator, who works the review queue (/review) and sees the
moderation log; --revoke makes it an ordinary user again. Takes effect on the operator's next
request. Uses DATABASE_URL (from the environment or .env).`;

/** `npm run users:grant-operator -- EMAIL [--revoke]`: the one way to grant the operator role (ADR 0020). */
runMain(async () => {
  const { args, help } = commandArgs();
  if (help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const revoke = args.includes('--revoke');
  const emails = args.filter((a) => a !== '--revoke');
  if (emails.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const email = emails[0]!.trim().toLowerCase();
  const id = await withAccounts((users) => users.setRoleByEmail(email, revoke ? 'user' : 'operator'));
  if (!id) {
    process.stderr.write(`No account with the email ${email}.\n`);
    process.exit(1);
  }
  process.stdout.write(`${email} (${id}) is ${revoke ? 'no longer an operator' : 'now an operator'}.\n`);
});
