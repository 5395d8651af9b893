import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

const SCREENS = ['/', '/features', '/about', '/how-it-works', '/privacy', '/terms', '/login', '/signup', '/missing-page'];

for (const path of SCREENS) {
  test(`axe: no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);
  });
}

test('axe: the mobile header menu and the partner dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/about (mobile menu open)');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await page.getByRole('button', { name: 'Become a Partner' }).click();
  await expect(page.getByRole('dialog', { name: 'Become a Partner' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/about (partner dialog with errors)');
});

test('axe: the auth forms showing validation errors', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/signup (errors shown)');
});
