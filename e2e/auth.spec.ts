import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, registerMerchant } from './support/merchant';
import { latestCode, uniqueEmail } from './support/outbox';

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

test.describe('accounts and sessions', () => {
  test('a merchant registers, reads the code from the outbox, verifies and reaches the request step', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('merchant');
    await registerMerchant(page, email);
    const code = await latestCode(request, email);
    await page.getByLabel('Digit 1 of 6').fill(code);
    await expect(page).toHaveURL(/\/merchant\/request$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Merchant Request' })).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/verified-merchant-request.png', fullPage: true });

    // Signed in now: the navigation shows the first name, and Logout ends the session.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Amira' })).toBeVisible();
    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).not.toContain('qr_access_token');

    // And signs back in straight into the step they are at.
    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/merchant\/request$/);
  });

  test('a wrong password says so and keeps the modal open', async ({ page, request }) => {
    const email = uniqueEmail('wrongpass');
    await registerMerchant(page, email);
    await latestCode(request, email);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    const dialog = await signIn(page, email, 'NotThePassword1');
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/login-failed.png' });
  });

  test.describe('with the server unreachable (demo mode)', () => {
    test.beforeEach(async ({ page }) => {
      await page.goto('/');
      await page.route('**/api/merchant/**', (route) => route.abort('connectionrefused'));
    });

    test('an email with "pending" goes to email verification', async ({ page }) => {
      await signIn(page, 'pending.owner@example.com', 'anything');
      await expect(page.getByText('Please verify your email to continue')).toBeVisible();
      await expect(page).toHaveURL(/\/merchant\/verify-email/);
    });

    test('any other email becomes a demo user on the dashboard', async ({ page }) => {
      await signIn(page, 'visitor@example.com', 'anything');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText('Login failed. Please check your credentials.')).toHaveCount(0);
      await expect(
        page.getByRole('status').filter({ hasText: 'Backend not available - Demo mode' }),
      ).toBeVisible();
      await page.screenshot({ path: 'e2e-artifacts/demo-mode-dashboard.png' });
    });
  });
});
