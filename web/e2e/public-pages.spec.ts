import { expect, test } from './fixtures';
import { collectPageProblems } from './helpers';

// Every public route of SPEC §2 renders its content, its own <title> and the shared layout.
const PAGES = [
  { path: '/', title: 'Civic | Your values, your vote, your district', heading: 'Your values. Your vote. Your district.' },
  { path: '/features', title: 'Features | Civic', heading: 'Everything you need to be an informed, heard voter' },
  { path: '/about', title: 'About | Civic', heading: 'Representation that starts with you' },
  { path: '/how-it-works', title: 'How It Works | Civic', heading: 'From sign-up to a seat at the table' },
  { path: '/privacy', title: 'Privacy Policy | Civic', heading: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service | Civic', heading: 'Terms of Service' },
  { path: '/login', title: 'Log In | Civic', heading: 'Log in to Civic' },
  { path: '/signup', title: 'Sign Up | Civic', heading: 'Create your Civic account' },
] as const;

for (const p of PAGES) {
  test(`${p.path} renders with its title, description and layout`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(page).toHaveTitle(p.title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);

    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['Features', 'About', 'How It Works']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const group of ['Product', 'Company', 'Legal']) await expect(footer.getByRole('heading', { name: group })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
  });
}

test('landing: hero, four feature cards, four steps, sign-up call to action, the 3-minute promise', async ({ page }) => {
  await page.goto('/');
  for (const card of ['Be Heard', 'Build Community', 'Get Engaged', 'Break Partisanship'])
    await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
  for (const step of ['Sign Up', 'Vote', 'Discuss', 'Show up'])
    await expect(page.locator('#how-it-works').getByRole('heading', { level: 3, name: step, exact: true })).toBeVisible();
  await expect(page.getByText('Survey and voting take under 3 minutes', { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign up now' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page).toHaveTitle('Sign Up | Civic');
});

test('features: sample bills, moral-foundation percentages, moderation examples, community events', async ({ page }) => {
  await page.goto('/features');
  await expect(page.getByRole('heading', { name: 'Community Solar Access Act' })).toBeVisible();
  await expect(page.getByText('Care / Harm')).toBeVisible();
  await expect(page.getByText('83%')).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Community events in your district' })).toBeVisible();
});

test('about: mission, the three-point pledge, principles, and the partner button', async ({ page }) => {
  await page.goto('/about');
  for (const pledge of ['Host voter-led discussions', 'Moderate them policy-neutrally', 'Vote exactly as the district decided'])
    await expect(page.getByRole('heading', { name: pledge })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
  for (const principle of ['Respect', 'Clarity', 'Community'])
    await expect(page.getByRole('heading', { level: 3, name: principle, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Become a Partner' }).click();
  await expect(page.getByRole('dialog', { name: 'Become a Partner' })).toBeVisible();
});

test('how it works: four steps and a call to action to /signup', async ({ page }) => {
  await page.goto('/how-it-works');
  for (const step of ['Sign up', 'Take the values survey', 'Vote on bills', 'Discuss and connect'])
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
  await page.getByRole('link', { name: 'Create your account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('privacy and terms: date, contact address, 30 days notice', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('October 17, 2025')).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy@civic.example' })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText('October 17, 2025')).toBeVisible();
  await expect(page.getByRole('link', { name: 'legal@civic.example' })).toBeVisible();
  await expect(page.getByText(/at least 30 days.? notice/)).toBeVisible();
});

test('footer and header links navigate and the page scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('banner').getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveTitle('Features | Civic');
});

test('an unknown route shows the not-found screen with SPEC\'s title and hint, and a way home', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByText('This page does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor opening /dashboard is sent to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Civic' })).toBeVisible();
});

test('the skip link moves keyboard users to the main content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

// Issue #9: the public pages arrive as prerendered HTML and the app hydrates it. A mismatch would
// make React report an error and throw the markup away; any other error or warning is a bug too.
// (The only expected console line is the browser's note on the signed-out session probe's 401.)
for (const path of ['/', '/features', '/about', '/how-it-works']) {
  test(`${path} arrives prerendered and hydrates without errors or warnings`, async ({ page }) => {
    const problems = collectPageProblems(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(path);
    expect(await response?.text()).toContain(`<div id="root" data-prerendered="${path}">`);
    // The menu button is aria-disabled until React has hydrated the header; then it works.
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeEnabled();
    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    // Escape closes it and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(problems).toEqual([]);
  });
}
