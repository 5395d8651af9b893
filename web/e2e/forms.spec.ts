import { expect, test } from './fixtures';
import { toastCard } from './helpers';

// Client-side validation with the shared @civic/contracts schemas and SPEC §5 messages.

test('login form: invalid email and missing password', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Log In' }).click();
  const email = page.getByLabel('Email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password is required');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-up form: short password and mismatched confirmation', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('voter@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdeg');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
  await expect(page).toHaveURL(/\/signup$/);
});

test('login and sign-up link to each other and switch the form by path', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Confirm Password')).toHaveCount(0);
});

test('partner contact dialog: SPEC messages on empty and bad input', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Become a Partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Become a Partner' });
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Valid email is required')).toBeVisible();
  await expect(dialog.getByText('Subject is required')).toBeVisible();
  await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(dialog.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Email').fill('party@example');
  await dialog.getByLabel('Message').fill('too short');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Valid email is required')).toBeVisible();
  await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
});

test('partner contact dialog: a failed send keeps the dialog open with the input', async ({ page }) => {
  // Simulates an outage of the endpoint: a healthy stack cannot be made to fail on demand.
  await page.route('**/api/partner-contact', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"error":"Service Unavailable","message":"Down"}' }),
  );
  await page.goto('/about');
  await page.getByRole('button', { name: 'Become a Partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Become a Partner' });
  await dialog.getByLabel('Name').fill('Avery Quinn');
  await dialog.getByLabel('Email').fill('avery@example.org');
  await dialog.getByLabel('Subject').fill('Partnership in District 4');
  await dialog.getByLabel('Message').fill('We would like to take the pledge in our district.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  const toast = toastCard(page, 'Failed to send message');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Please try again later.');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Avery Quinn');
  await expect(dialog.getByLabel('Message')).toHaveValue('We would like to take the pledge in our district.');
});
