import { expect, test, type Browser, type Page } from './fixtures';
import pg from 'pg';
import { expectNoSeriousA11yViolations, ownClientAddress, signUp, toastCard } from './helpers';

/**
 * Issue #24 items 1, 4 and 6 against the real stack: neighbours support or oppose an approved
 * public user bill and its author hears of it; an address whose state and ZIP disagree (or whose
 * ZIP does not exist) is refused at its field; events show a real place, a time with its zone,
 * say when they are samples and Attended only on a past event the voter RSVP'd to, and a move
 * cancels the RSVPs left behind.
 */

const BROOKLYN = { address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211' };
const BURLINGTON = { address: '1 Church St', city: 'Burlington', state: 'VT', zipCode: '05401' };

/** A signed-in voter with a name and an address, in a browser context of their own. */
async function voter(browser: Browser, name: string, home = BROOKLYN): Promise<{ page: Page; id: string }> {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await signUp(page);
  expect((await page.request.post('/api/user/personal-info', { data: { name, ...home } })).status()).toBe(200);
  const { id } = (await (await page.request.get('/api/user')).json()) as { id: string };
  return { page, id };
}

test.describe('Issue #24 against the real API', { tag: '@backend' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test("a neighbour supports, changes to oppose and takes back a bill; the counts show on the page, the card and the author's My Bills", async ({ browser }) => {
    const author = await voter(browser, 'Rosa Author');
    const title = `Library Late Hours Act ${Date.now()}`;
    const created = await author.page.request.post('/api/user-bills', {
      data: {
        title,
        description: 'Funds longer opening hours for public libraries through grants to states under the spending power, with yearly reports to Congress.',
        isPublic: true,
        moderationStatus: 'pending',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await expect.poll(async () => ((await (await author.page.request.get(`/api/user-bills/${id}`)).json()) as { moderationStatus: string }).moderationStatus, { timeout: 30_000 }).toBe('approved');

    const reader = await voter(browser, 'Sam Neighbour');
    const page = reader.page;
    await page.goto(`/bills/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const counts = page.getByTestId('support-counts');
    await expect(counts).toContainText('0 supporters');
    await expect(counts).toContainText('0 opponents');
    const support = page.getByRole('button', { name: /^Support/ });
    const oppose = page.getByRole('button', { name: /^Oppose/ });
    await expect(support).toHaveAttribute('aria-pressed', 'false');

    await support.click();
    await expect(toastCard(page, 'Support recorded')).toBeVisible();
    await expect(support).toHaveAttribute('aria-pressed', 'true');
    await expect(counts).toContainText('1 supporter');
    await expect(counts).toContainText('You support this bill');
    await expectNoSeriousA11yViolations(page, 'a user bill with Support pressed');

    await oppose.click();
    await expect(oppose).toHaveAttribute('aria-pressed', 'true');
    await expect(support).toHaveAttribute('aria-pressed', 'false');
    await expect(counts).toContainText('0 supporters');
    await expect(counts).toContainText('1 opponent');
    // Pressing the chosen one again takes it back.
    await oppose.click();
    await expect(toastCard(page, 'Choice removed')).toBeVisible();
    await expect(oppose).toHaveAttribute('aria-pressed', 'false');
    await expect(counts).toContainText('0 opponents');
    await support.click();
    await expect(counts).toContainText('1 supporter');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Support/ })).toHaveAttribute('aria-pressed', 'true');

    // The User Bills card shows the counts and the reader's choice.
    await page.goto('/dashboard?tab=bills#user-bills');
    const card = page.getByRole('list', { name: 'User bills' }).getByRole('article').filter({ hasText: title });
    await expect(card.getByTestId('support-counts')).toContainText('1 supporter');
    await expect(card.getByTestId('support-counts')).toContainText('You support this bill');

    // The author: counts on My Bills and the bill page, no buttons of their own, one notification.
    await author.page.goto('/my-bills');
    const mine = author.page.getByRole('list', { name: 'Your bills' }).getByRole('article').filter({ hasText: title });
    await expect(mine.getByTestId('support-counts')).toContainText('1 supporter');
    await author.page.goto(`/bills/${id}`);
    await expect(author.page.getByTestId('support-counts')).toContainText('1 supporter');
    await expect(author.page.getByRole('button', { name: /^Support/ })).toHaveCount(0);
    await author.page.goto('/dashboard?tab=notifications');
    await expect(author.page.getByText(`Sam Neighbour supports your bill “${title}”`)).toHaveCount(1);
    await expectNoSeriousA11yViolations(author.page, 'the author’s notifications');
  });

  test('personal info refuses a state that does not match the ZIP, and a ZIP that does not exist, at the field', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
    const page = await context.newPage();
    await signUp(page);
    await page.getByLabel('Full Name').fill('Tess Typo');
    await page.getByLabel('Street Address').fill(BURLINGTON.address);
    await page.getByLabel('City').fill(BURLINGTON.city);
    await page.getByLabel('State').fill('CA');
    await page.getByLabel('ZIP Code').fill('05401');
    await page.getByRole('button', { name: 'Continue to Survey' }).click();

    const mismatch = 'ZIP code 05401 is in VT, not CA. Please check your state and ZIP code.';
    await expect(toastCard(page, 'Failed to save information')).toBeVisible();
    await expect(page.getByLabel('State')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(mismatch, { exact: true }).first()).toBeVisible();
    await expect(toastCard(page, 'Information saved')).toHaveCount(0);
    await expect(page.getByTestId('validation-banner')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/personal-info (address refused)');

    await page.getByLabel('State').fill('VT');
    await page.getByLabel('ZIP Code').fill('00000');
    await page.getByRole('button', { name: 'Continue to Survey' }).click();
    await expect(page.getByLabel('ZIP Code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('ZIP code 00000 does not exist. Please check your ZIP code.', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/personal-info$/);
    expect(((await (await page.request.get('/api/user')).json()) as { zipCode: string | null }).zipCode).toBeNull();

    await page.getByLabel('ZIP Code').fill('05401');
    await page.getByRole('button', { name: 'Continue to Survey' }).click();
    await expect(toastCard(page, 'Information saved')).toBeVisible();
    await expect(page.getByTestId('validation-banner')).toContainText('VT-AL');
  });

  test('events show a place, a time with its zone and that they are samples; a move cancels the RSVPs left behind', async ({ browser }) => {
    const { page, id } = await voter(browser, 'Uma Events');
    await page.goto('/dashboard?tab=events');
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article');
    await expect(upcoming.first()).toBeVisible();
    await expect(page.getByRole('note')).toContainText('These are sample events');

    for (const card of [...(await upcoming.all()), ...(await page.getByRole('region', { name: 'Past Events' }).getByRole('article').all())]) {
      await expect(card.getByTestId('event-place')).toContainText(/\d+ .+, Brooklyn, NY/);
      await expect(card.getByTestId('event-when')).toHaveText(/^\w+day, \w+ \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M – .*\d{1,2}:\d{2} [AP]M E[SD]T$/);
      await expect(card.getByText('Sample event', { exact: true })).toBeVisible();
    }
    // Samples are generated per district with places and times of their own.
    const places = await page.getByTestId('event-place').allInnerTexts();
    const times = await page.getByTestId('event-when').allInnerTexts();
    expect(new Set(places).size).toBe(places.length);
    expect(new Set(times).size).toBe(times.length);
    // Nobody attended anything yet: no past event says Attended.
    const pastRegion = page.getByRole('region', { name: 'Past Events' });
    await expect(pastRegion.getByText('Attended')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the Events tab with samples');

    // An RSVP to a past event (recorded before it happened; the API takes RSVPs to upcoming
    // events only) reads as Attended on that event alone.
    const { past } = (await (await page.request.get('/api/events')).json()) as { past: Array<{ id: string; eventName: string }> };
    expect(past.length).toBeGreaterThan(1);
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      await db.query('INSERT INTO social.rsvps (event_id, user_id) VALUES ($1, $2)', [past[0]!.id, id]);
    } finally {
      await db.end();
    }
    await page.reload();
    await expect(pastRegion.getByText('Attended')).toHaveCount(1);
    await expect(pastRegion.getByRole('article', { name: past[0]!.eventName }).getByText('Attended')).toBeVisible();

    await upcoming.first().getByRole('button', { name: 'RSVP', exact: true }).click();
    await expect(upcoming.first().getByRole('button', { name: 'Going · Cancel RSVP' })).toBeVisible();

    // Moving to Vermont (the Profile form's call) leaves Brooklyn's events behind.
    const { email } = (await (await page.request.get('/api/user')).json()) as { email: string };
    expect((await page.request.post('/api/user/personal-info', { data: { name: 'Uma Events', email, ...BURLINGTON } })).status()).toBe(200);
    await expect
      .poll(async () => ((await (await page.request.get('/api/events')).json()) as { district: string | null }).district)
      .toBe('VT-AL');
    await page.reload();
    await expect(page.getByText('Events in VT-AL')).toBeVisible();
    await expect(upcoming.first().getByTestId('event-place')).toContainText('Burlington, VT');
    await expect(page.getByRole('button', { name: 'Going · Cancel RSVP' })).toHaveCount(0);

    // Back in Brooklyn, the RSVP left behind stays cancelled.
    expect((await page.request.post('/api/user/personal-info', { data: { name: 'Uma Events', email, ...BROOKLYN } })).status()).toBe(200);
    await expect
      .poll(async () => ((await (await page.request.get('/api/events')).json()) as { district: string | null }).district)
      .toBe('NY-07');
    await page.reload();
    await expect(upcoming.first().getByTestId('event-place')).toContainText('Brooklyn, NY');
    await expect(page.getByRole('button', { name: 'Going · Cancel RSVP' })).toHaveCount(0);
  });
});
