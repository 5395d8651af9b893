import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { brooklynVoter } from './helpers';

/** What the review specs (posts and user bills) share: named voters and the operator role. */
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** A signed-up voter with a name and a Brooklyn address, in a browser context of their own. */
export const voter = brooklynVoter;

/**
 * After a report is sent: the Report button says so (`You reported this <what>`), keeps focus,
 * opens nothing, and still says so after a reload.
 */
export async function expectReportedOnce(page: Page, dialog: Locator, what: 'discussion' | 'reply' | 'bill'): Promise<void> {
  const reported = page.getByRole('button', { name: `You reported this ${what}` });
  await expect(reported).toBeFocused();
  await expect(reported).toHaveText('Reported');
  await expect(reported).toHaveAttribute('aria-disabled', 'true');
  await reported.press('Enter');
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(reported).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: `Report this ${what}` })).toHaveCount(0);
}

/** Makes an account an operator the way an operator would: `npm run users:grant-operator` (built). */
export function grantOperator(email: string): void {
  const res = spawnSync(process.execPath, [join(ROOT, 'services/identity/dist/cli/grant-operator.js'), email], { env: process.env, encoding: 'utf8' });
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
}
