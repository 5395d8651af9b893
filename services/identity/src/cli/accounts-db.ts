import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { baseEnv, loadConfig, migrateSchema } from '@civic/service-kit';
import { identityDataSource, IDENTITY_SCHEMA } from '../data-source';
import { UsersRepository } from '../users.repository';

/**
 * The account commands (grant-operator, grant-partner) run against identity's database directly:
 * DATABASE_URL from the environment or the repository's .env (real environment variables win),
 * migrated first so a command works on a fresh database.
 */
export async function withAccounts<T>(work: (users: UsersRepository) => Promise<T>): Promise<T> {
  for (const file of [join(process.cwd(), '.env'), resolve(__dirname, '../../../../.env')]) {
    if (existsSync(file)) {
      process.loadEnvFile(file);
      break;
    }
  }
  const env = loadConfig(baseEnv);
  const dataSource = await identityDataSource(env.DATABASE_URL).initialize();
  try {
    await migrateSchema(dataSource, IDENTITY_SCHEMA);
    return await work(new UsersRepository(dataSource));
  } finally {
    await dataSource.destroy();
  }
}

/** The arguments after `npm run x --`, and whether help was asked for. */
export function commandArgs(): { args: string[]; help: boolean } {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  return { args, help: args.includes('--help') || args.includes('-h') };
}
