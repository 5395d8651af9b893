import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import { ownClientAddress, signUp } from './helpers';

/** What the review specs (posts and user bills) share: named voters and the operator role. */
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** A signed-up voter with a name and a Brooklyn address, in a browser context of their own. */
export async function voter(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  const email = await signUp(page);
  const info = await page.request.post('/api/user/personal-info', { data: { name, address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211' } });
  expect(info.status()).toBe(200);
  return { page, email };
}

/** Makes an account an operator the way an operator would: `npm run users:grant-operator` (built). */
export function grantOperator(email: string): void {
  const res = spawnSync(process.execPath, [join(ROOT, 'services/identity/dist/cli/grant-operator.js'), email], { env: process.env, encoding: 'utf8' });
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
}
