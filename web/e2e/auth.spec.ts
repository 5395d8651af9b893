import { expect, test } from './fixtures';
import { PASSWORD, expectNoSeriousA11yViolations, logOut, ownClientAddress, signUp, toastCard, uniqueEmail } from './helpers';

// Its sign-ups count against an address of its own, not the per-IP limit the whole suite shares.
test.use({ extraHTTPHeaders: ownClientAddress() });

// These need the real backend (gateway with /api/register, /api/login, /api/logout, /api/user).
test.describe('session against the real API', { tag: '@backend' }, () => {
  test('sign up through the form lands on /personal-info', async ({ page }) => {
    await signUp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page).toHaveTitle('Complete Your Profile | Civic');
  });

  test('a signed-in user opening /login or /signup is sent on by the onboarding rule', async ({ page }) => {
    await signUp(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/personal-info$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/personal-info$/);
  });

  test('log out ends the session', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard?tab=profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const res = await page.request.get('/api/user');
    expect(res.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('log in routes a brand-new user with no name to /personal-info', async ({ page }) => {
    const email = await signUp(page, uniqueEmail('e2e-login'));
    await logOut(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/personal-info$/);
  });

  test('a wrong password shows the Login failed toast with the server message', async ({ page }) => {
    const email = await signUp(page, uniqueEmail('e2e-wrong'));
    await logOut(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    const toast = toastCard(page, 'Login failed');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).not.toContainText('{');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('registering an email twice shows the Registration failed toast', async ({ page }) => {
    const email = await signUp(page, uniqueEmail('e2e-dup'));
    await logOut(page);
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toastCard(page, 'Registration failed')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('dashboard shell: tabs by ?tab=, bottom bar, header titles, profile button', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Home tabs' });
    for (const [label, title] of [
      ['Bills', 'Bills'],
      ['Votes', 'Votes'],
      ['Events', 'Events'],
      ['Messages', 'Messages'],
      ['Following', 'Following'],
      ['Feed', 'Feed'],
    ] as const) {
      await bar.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(bar.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/tab=profile/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await page.goto('/dashboard?tab=not-a-tab');
    await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard');
  });

  test('the protected bill pages render for a signed-in user and pass axe', async ({ page }) => {
    await signUp(page);
    for (const [path, heading] of [
      ['/submit-bill', 'Submit a Bill'],
      ['/my-bills', 'My Bills'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
    }
  });
});

test('partner contact dialog: a successful send thanks, resets and closes', { tag: '@backend' }, async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Become a Partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Become a Partner' });
  await dialog.getByLabel('Name').fill('Avery Quinn');
  await dialog.getByLabel('Email').fill(uniqueEmail('e2e-partner'));
  await dialog.getByLabel('Subject').fill('Partnership in our district');
  await dialog.getByLabel('Message').fill('We would like to take the pledge and host voter-led discussions.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastCard(page, 'Message sent!')).toContainText("We'll get back to you soon.");
  await expect(dialog.getByText('Thank you for reaching out!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Become a Partner' }).click();
  await expect(page.getByRole('dialog', { name: 'Become a Partner' }).getByLabel('Name')).toHaveValue('');
});
