import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { PASSWORD, expectNoSeriousA11yViolations, logOut, ownClientAddress, signUp, toastCard, uniqueEmail } from './helpers';

/**
 * Issue #9: the Profile tab (view and edit, Security, Voter Profile, Logout), the "Check your
 * address" link into it, and onboarding's back button.
 *
 * Districts: DC-AL (ZIP 20001) and PR-AL (ZIP 00601), which no other spec gives a voter, so their
 * tallies move only with this spec. Both ZIPs map the same way in the test stack's fixture and in
 * the real 119th-Congress table, and both are single-seat, so even the ZIP → state fallback names them.
 */
const DC = { address: '441 4th St NW', city: 'Washington', state: 'DC', zipCode: '20001', district: 'DC-AL' } as const;
const PR = { address: '12 Calle Sol', city: 'Adjuntas', state: 'PR', zipCode: '00601', district: 'PR-AL' } as const;
type Place = typeof DC | typeof PR;
const at = ({ address, city, state, zipCode }: Place) => ({ address, city, state, zipCode });

const CLIENT = ownClientAddress();
test.use({ extraHTTPHeaders: CLIENT });

interface Tally {
  district: string | null;
  support: { weighted: number; personal: number; archetype: number };
}
async function tallyOf(request: APIRequestContext, billId: string): Promise<Tally> {
  const res = await request.get(`/api/district/votes?billIds=${billId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Tally[])[0]!;
}

/** Saves an address through the API and waits until voting has the voter in its district. */
async function livesAt(request: APIRequestContext, place: Place, billId: string, name = 'Pat Doe') {
  const res = await request.post('/api/user/personal-info', { data: { name, ...at(place) } });
  expect(res.ok()).toBe(true);
  await expect.poll(async () => (await tallyOf(request, billId)).district, { timeout: 20_000 }).toBe(place.district);
}

/** A voter made through the API only, in a browser context of its own. */
async function apiVoter(browser: Browser, place: Place, billId: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: CLIENT });
  const registered = await context.request.post('/api/register', { data: { email: uniqueEmail('e2e-neighbour'), password: PASSWORD } });
  expect(registered.status()).toBe(201);
  await livesAt(context.request, place, billId);
  return context;
}

async function firstBillId(page: Page): Promise<string> {
  const [bill] = (await (await page.request.get('/api/bills?limit=1')).json()) as Array<{ billId: string }>;
  expect(bill).toBeTruthy();
  return bill!.billId;
}

const infoCard = (page: Page) => page.getByRole('region', { name: 'Profile Information' });
const securityCard = (page: Page) => page.getByRole('region', { name: 'Security' });

async function openProfile(page: Page) {
  await page.goto('/dashboard?tab=profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(infoCard(page)).toBeVisible();
}

test.describe('Profile tab', { tag: '@backend' }, () => {
  test('view and edit modes: SPEC messages, nothing typed lost, Cancel resets; axe in both modes', async ({ page }) => {
    const email = await signUp(page);
    expect((await page.request.post('/api/user/personal-info', { data: { name: 'Robin Vale', ...at(DC) } })).ok()).toBe(true);
    await openProfile(page);

    const card = infoCard(page);
    for (const [label, value] of [
      ['Name', 'Robin Vale'],
      ['Email', email.toLowerCase()],
      ['Address', DC.address],
      ['City', DC.city],
      ['State', DC.state],
      ['ZIP code', DC.zipCode],
      ['Congressional district', DC.district],
    ] as const) {
      await expect(card.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd')).toHaveText(value);
    }
    // No survey yet: no badge, an invitation instead.
    const voter = page.getByRole('region', { name: 'Voter Profile' });
    await expect(voter.getByTestId('archetype-badge')).toHaveCount(0);
    await expect(voter.getByRole('link', { name: 'Take the values survey' })).toHaveAttribute('href', '/survey');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Profile tab (view)');

    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(card.getByLabel('Full Name')).toBeFocused();
    await expect(card.getByLabel('Full Name')).toHaveValue('Robin Vale');
    await expect(card.getByLabel('ZIP Code')).toHaveValue(DC.zipCode);
    await expect(card.getByLabel('Current Password')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'Profile tab (edit)');

    // SPEC §5 Profile messages; the form stays open with what was typed.
    await card.getByLabel('Full Name').fill('');
    await card.getByLabel('Email').fill('not-an-email');
    await card.getByLabel('Street Address').fill('');
    await card.getByLabel('City').fill('');
    await card.getByLabel('ZIP Code').fill('123');
    await card.getByRole('button', { name: 'Save Changes' }).click();
    for (const message of ['Name is required', 'Please enter a valid email address', 'Address is required', 'City is required', 'ZIP code is required']) {
      await expect(card.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(card.getByLabel('Full Name')).toBeFocused();
    await expect(card.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(card.getByLabel('ZIP Code')).toHaveValue('123');
    await expectNoSeriousA11yViolations(page, 'Profile tab (edit, errors shown)');

    // Cancel: back to view mode with the saved values; Edit again starts from them.
    await card.getByLabel('Full Name').fill('Someone Else');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByRole('button', { name: 'Edit' })).toBeFocused();
    await expect(card.getByText('Robin Vale', { exact: true })).toBeVisible();
    await expect(card.getByText('Someone Else')).toHaveCount(0);
    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(card.getByLabel('Full Name')).toHaveValue('Robin Vale');
    await expect(card.getByLabel('Email')).toHaveValue(email.toLowerCase());
    await expect(card.getByText('Name is required')).toHaveCount(0);
    expect((await (await page.request.get('/api/user')).json()) as { name: string }).toMatchObject({ name: 'Robin Vale' });
  });

  test('moving to another ZIP: the banner names the new district and a bill’s tally moves with the voter', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signUp(page);
    const billId = await firstBillId(page);
    await livesAt(page.request, DC, billId, 'Morgan Lee');
    expect((await page.request.post('/api/votes', { data: { billId, vote: 'support' } })).ok()).toBe(true);

    // Neighbours in both districts, who stay where they are.
    const dcNeighbour = await apiVoter(browser, DC, billId);
    const prNeighbour = await apiVoter(browser, PR, billId);
    const dcBefore = (await tallyOf(dcNeighbour.request, billId)).support.weighted;
    const prBefore = (await tallyOf(prNeighbour.request, billId)).support.weighted;

    // The bill page shows the voter's district with their vote in it.
    await page.goto(`/bills/${billId}`);
    const tally = page.getByRole('region', { name: 'Your district’s tally' });
    await expect(tally).toContainText(DC.district);
    await expect(tally.getByTestId('tally-support-weighted')).toHaveText(String(dcBefore));

    await openProfile(page);
    const card = infoCard(page);
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByLabel('Street Address').fill(PR.address);
    await card.getByLabel('City').fill(PR.city);
    await card.getByLabel('State').fill('pr');
    await expect(card.getByLabel('State')).toHaveValue('PR');
    await card.getByLabel('ZIP Code').fill(PR.zipCode);
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastCard(page, 'Profile updated')).toBeVisible();
    const banner = card.getByTestId('validation-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-confidence', /^(HIGH|MEDIUM|LOW)$/);
    await expect(banner).toContainText(PR.district);
    await expect(card.getByRole('button', { name: 'Edit' })).toBeFocused();
    await expect(card.getByText(PR.address, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Profile tab (saved, district banner)');

    // Voting moves the votes a moment later (identity's event); then every reader sees the move.
    await expect.poll(async () => (await tallyOf(page.request, billId)).district, { timeout: 20_000 }).toBe(PR.district);
    await page.goto(`/bills/${billId}`);
    await expect(tally).toContainText(PR.district);
    await expect(tally.getByTestId('tally-support-weighted')).toHaveText(String(prBefore + 10));
    await expect(tally.getByText('We don’t know your congressional district yet.')).toHaveCount(0);
    await expect.poll(async () => (await tallyOf(prNeighbour.request, billId)).support.weighted).toBe(prBefore + 10);
    await expect.poll(async () => (await tallyOf(dcNeighbour.request, billId)).support.weighted).toBe(dcBefore - 10);
    await dcNeighbour.close();
    await prNeighbour.close();
  });

  test('a new email asks for the current password; a wrong one keeps everything typed', async ({ page }) => {
    const email = (await signUp(page)).toLowerCase();
    expect((await page.request.post('/api/user/personal-info', { data: { name: 'Casey Moss', ...at(DC) } })).ok()).toBe(true);
    await openProfile(page);
    const card = infoCard(page);
    await card.getByRole('button', { name: 'Edit' }).click();

    // The field appears only while the email differs from the saved one.
    const next = uniqueEmail('e2e-newmail');
    await card.getByLabel('Email').fill(next);
    const current = card.getByLabel('Current Password');
    await expect(current).toBeVisible();
    await expect(current).toHaveAccessibleDescription('Needed to change your email address.');
    await card.getByLabel('Email').fill(email.toUpperCase());
    await expect(current).toHaveCount(0);

    await card.getByLabel('Email').fill(next);
    await card.getByLabel('Full Name').fill('Casey Moss-Rivera');
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await expect(card.getByText('Current password is required', { exact: true })).toBeVisible();

    await current.fill('not-my-password');
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastCard(page, 'Failed to update profile')).toContainText('Current password is incorrect');
    await expect(current).toHaveAccessibleDescription(/Current password is incorrect/);
    await expect(card.getByLabel('Full Name')).toHaveValue('Casey Moss-Rivera');
    await expect(card.getByLabel('Email')).toHaveValue(next);

    await current.fill(PASSWORD);
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastCard(page, 'Profile updated')).toBeVisible();
    await expect(card.getByText(next.toLowerCase(), { exact: true })).toBeVisible();
    await expect(card.getByText('Casey Moss-Rivera', { exact: true })).toBeVisible();
    // Same address: no lookup, so no banner.
    await expect(card.getByTestId('validation-banner')).toHaveCount(0);
  });

  test('Security: Change Password opens and closes, checks its fields, and the new password signs in', async ({ page }) => {
    const email = await signUp(page);
    expect((await page.request.post('/api/user/personal-info', { data: { name: 'Jo Park', ...at(DC) } })).ok()).toBe(true);
    await openProfile(page);
    const card = securityCard(page);
    const toggle = card.getByRole('button', { name: 'Change Password' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByLabel('Current Password')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByLabel('Current Password')).toBeFocused();
    await card.getByRole('button', { name: 'Update Password' }).click();
    for (const message of ['Current password is required', 'New password must be at least 6 characters', 'Please confirm your new password']) {
      await expect(card.getByText(message, { exact: true })).toBeVisible();
    }
    await card.getByLabel('New Password', { exact: true }).fill('fresh-horse-7');
    await card.getByLabel('Confirm New Password').fill('fresh-horse-8');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByLabel('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
    await expectNoSeriousA11yViolations(page, 'Profile tab (change password open, errors shown)');

    // Closing (the toggle, or Cancel) empties the form.
    await card.getByLabel('Current Password').fill('typed');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByLabel('Current Password')).toHaveCount(0);
    await toggle.click();
    await expect(card.getByLabel('Current Password')).toHaveValue('');
    await expect(card.getByText('Current password is required')).toHaveCount(0);
    await card.getByLabel('New Password', { exact: true }).fill('typed-too');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(card.getByLabel('New Password', { exact: true })).toHaveValue('');

    // A wrong current password: the server's message, the form still open with what was typed.
    await card.getByLabel('Current Password').fill('not-my-password');
    await card.getByLabel('New Password', { exact: true }).fill('fresh-horse-7');
    await card.getByLabel('Confirm New Password').fill('fresh-horse-7');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(toastCard(page, 'Failed to change password')).toContainText('Current password is incorrect');
    await expect(card.getByLabel('New Password', { exact: true })).toHaveValue('fresh-horse-7');

    await card.getByLabel('Current Password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(toastCard(page, 'Password changed')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByLabel('Current Password')).toHaveCount(0);

    // Signed out, the old password no longer works and the new one does.
    await logOut(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toastCard(page, 'Login failed')).toBeVisible();
    await page.getByLabel('Password').fill('fresh-horse-7');
    await page.getByRole('button', { name: 'Log In' }).click();
    // Name and address are set, no survey yet: the onboarding rule sends the voter to /survey.
    await expect(page).toHaveURL(/\/survey$/);
  });

  test('Voter Profile shows the archetype badge after the survey and links to retake it', async ({ page }) => {
    await signUp(page);
    const survey = await page.request.post('/api/survey', { data: { responses: [6, 5, 3, 2, 2, 5, 6, 6, 5, 3, 2, 1] } });
    expect(survey.ok()).toBe(true);
    const archetype = ((await survey.json()) as { archetype: { name: string } }).archetype.name;
    await openProfile(page);
    const voter = page.getByRole('region', { name: 'Voter Profile' });
    await expect(voter).toContainText('Your political archetype based on the values survey');
    await expect(voter.getByTestId('archetype-badge')).toHaveText(archetype);
    await voter.getByRole('link', { name: 'Retake the values survey' }).click();
    await expect(page).toHaveURL(/\/survey$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Values Survey' })).toBeVisible();
  });

  test('“Check your address” on a bill opens the Profile tab in edit mode at the address', async ({ page }) => {
    await signUp(page);
    const billId = await firstBillId(page);
    await page.goto(`/bills/${billId}`);
    await expect(page.getByText('We don’t know your congressional district yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Check your address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(infoCard(page).getByLabel('Street Address')).toBeFocused();
    await expect(infoCard(page).getByRole('button', { name: 'Save Changes' })).toBeVisible();
    // The edit flag leaves the address bar: a reload shows the saved profile.
    await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
  });
});

test.describe('onboarding navigation', { tag: '@backend' }, () => {
  test('the survey’s back button returns to /personal-info, where a signed-in voter stays', async ({ page }) => {
    await signUp(page);
    expect((await page.request.post('/api/user/personal-info', { data: { name: 'Ari Bell', ...at(DC) } })).ok()).toBe(true);
    await page.goto('/survey');
    await expect(page.getByRole('heading', { level: 1, name: 'Values Survey' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/personal-info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ari Bell');
    // Nothing sends the voter on (the old back link went to /login, which forwarded to /survey).
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/personal-info$/);
    await expectNoSeriousA11yViolations(page, '/personal-info (back from the survey)');
  });
});
