import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { stackEnv } from '@civic/testing';
import { db } from './voting-support';

const ROOT = join(__dirname, '../../..');

/** An account command (`npm run users:grant-operator|grant-partner -- …`) as an operator runs it: the built CLI against the stack's database. */
export function accountCommand(command: 'grant-operator' | 'grant-partner', ...args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, `services/identity/dist/cli/${command}.js`), ...args], {
    env: { ...process.env, DATABASE_URL: stackEnv('DATABASE_URL') },
    encoding: 'utf8',
  });
}

export async function emailOf(userId: string): Promise<string> {
  const { rows } = await db().query<{ email: string }>('SELECT email FROM identity.users WHERE id = $1', [userId]);
  return rows[0]!.email;
}

/** Makes the user a partner of this party through the CLI, and checks the command said so. */
export async function grantPartner(userId: string, party: string): Promise<void> {
  const granted = accountCommand('grant-partner', await emailOf(userId), '--party', party);
  if (granted.status !== 0 || !granted.stdout.includes(`now speaks for ${party}`)) {
    throw new Error(`grant-partner failed (${granted.status}): ${granted.stdout}${granted.stderr}`);
  }
}
