import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-42';

let counter = 0;
/** A fresh address per call and per run, so specs never collide with earlier data. */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * A spec's own client address (the gateway trusts X-Forwarded-For from loopback), so its sign-ups
 * count against their own per-IP limit rather than the whole suite's. Use with
 * `test.use({ extraHTTPHeaders: ownClientAddress() })`.
 */
export function ownClientAddress(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/** Fails with a readable list when axe finds a serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, context: string): Promise<void> {
  // axe judges the screen as it settles: an element fading in (a toast's 180 ms entrance) has no
  // contrast to speak of halfway. Finite animations are waited out; endless ones (spinners) never end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, `axe violations on ${context}`).toEqual([]);
  // The scan must actually have looked at something.
  expect(results.passes.length, `axe checked nothing on ${context}`).toBeGreaterThan(0);
}

/** At a small phone's width (360 px) the page scrolls only vertically: nothing is cut at the right. */
export async function expectFitsPhoneWidth(page: Page, context: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: size?.height ?? 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${context} is wider than a 360 px phone`).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

/** Signs up through the real form; the app lands on /personal-info. */
export async function signUp(page: Page, email = uniqueEmail(), password = PASSWORD): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/personal-info$/);
  return email;
}

export async function logOut(page: Page): Promise<void> {
  await page.goto('/dashboard?tab=profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The visible toast card (Radix also announces its text in a separate live region). */
export function toastCard(page: Page, title: string) {
  return page.locator('li[data-variant]').filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * The User Bills tab shows what the public list holds (other suites on the same stack may have
 * published bills); on an empty list, the SPEC's empty state with its way to create one.
 */
export async function expectPublicUserBills(page: Page): Promise<void> {
  const publicBills = (await (await page.request.get('/api/user-bills/public?limit=20')).json()) as { title: string }[];
  if (publicBills.length === 0) {
    await expect(page.getByRole('heading', { name: 'No user bills found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create First Bill' })).toHaveAttribute('href', '/submit-bill');
  } else {
    await expect(page.getByRole('list', { name: 'User bills' }).getByRole('article')).toHaveCount(publicBills.length);
  }
}

/**
 * Collects what a page reports as wrong while a test runs: uncaught errors and console errors or
 * warnings (a hydration mismatch is one). The browser's note on the signed-out session probe's 401
 * is the one expected line. The test asserts the list is empty at its end.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource: the server responded with a status of 401')) return;
    problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** A moment a test waits for: `happened` resolves once `signal` is called (a held request, a frame seen). */
export function moment(): { happened: Promise<void>; signal: () => void } {
  let signal!: () => void;
  const happened = new Promise<void>((resolve) => (signal = resolve));
  return { happened, signal };
}

/** A signed-up voter with a name and a Brooklyn address, in a browser context of their own. */
export async function brooklynVoter(browser: Browser, name: string): Promise<{ page: Page; email: string; id: string }> {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  const email = await signUp(page);
  const info = await page.request.post('/api/user/personal-info', { data: { name, address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211' } });
  expect(info.status()).toBe(200);
  const { id } = (await (await page.request.get('/api/user')).json()) as { id: string };
  return { page, email, id };
}
