import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { baseEnv, loadConfig, migrateSchema, runMain } from '@civic/service-kit';
import { identityDataSource, IDENTITY_SCHEMA } from '../data-source';
import { UsersRepository } from '../users.repository';

const USAGE = `Usage: npm run users:grant-operator -- EMAIL [--revoke]

Makes the account with this email an operator, who works the review queue (/review) and sees the
moderation log; --revoke makes it an ordinary user again. Takes effect on the operator's next
request. Uses DATABASE_URL (from the environment or .env).`;

/** `npm run users:grant-operator -- EMAIL [--revoke]`: the one way to grant the operator role (ADR 0020). */
runMain(async () => {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.includes('--help') || args.includes('-h')) {
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
  for (const file of [join(process.cwd(), '.env'), resolve(__dirname, '../../../../.env')]) {
    if (existsSync(file)) {
      process.loadEnvFile(file); // real environment variables still win
      break;
    }
  }
  const env = loadConfig(baseEnv);
  const dataSource = await identityDataSource(env.DATABASE_URL).initialize();
  try {
    await migrateSchema(dataSource, IDENTITY_SCHEMA);
    const id = await new UsersRepository(dataSource).setRoleByEmail(email, revoke ? 'user' : 'operator');
    if (!id) {
      process.stderr.write(`No account with the email ${email}.\n`);
      process.exit(1);
    }
    process.stdout.write(`${email} (${id}) is ${revoke ? 'no longer an operator' : 'now an operator'}.\n`);
  } finally {
    await dataSource.destroy();
  }
});
