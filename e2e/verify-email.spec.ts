import { expect, test } from '@playwright/test';
import { registerCustomer } from './support/customer';
import { registerMerchant } from './support/merchant';
import { uniqueEmail } from './support/outbox';

// docs/api.md, "Auth", GET /auth/verification: the code page says what the server knows.
test.use({ viewport: { width: 390, height: 844 } });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`after sign-up the page names the live code and still knows it after a reload (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const email = uniqueEmail('verify');
    await registerMerchant(page, email);

    await expect(page.getByText(/We sent a 6-digit code to/)).toContainText(
      `${email}. It works for 10 minutes.`,
    );
    const resend = page.getByRole('button', { name: /Resend code in \d+ s/ });
    await expect(resend).toBeDisabled();
    await page.screenshot({
      path: `e2e-artifacts/verify-email-${colorScheme}.png`,
      fullPage: true,
    });

    await page.reload();
    // After a reload the page asks the server again: the same live code, the wait still running.
    await expect(page.getByText(/We sent a 6-digit code to/)).toContainText(email);
    await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a customer's code page offers to change the email, and the dashboard leads back to it (${colorScheme})`, async ({
    page,
  }) => {
    // docs/product.md, "Email code".
    await page.emulateMedia({ colorScheme });
    await registerCustomer(page, uniqueEmail('verify.customer'));
    await expect(
      page.getByText('Confirm your email address to start collecting rewards.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change it' })).toBeVisible();
    await page.screenshot({
      path: `e2e-artifacts/verify-email-customer-${colorScheme}.png`,
      fullPage: true,
    });

    // Leaving the code page: on a phone the bar's links are in its menu, so by address.
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { name: 'Confirm your email to start collecting rewards' }),
    ).toBeVisible();
    await page.screenshot({
      path: `e2e-artifacts/dashboard-unverified-${colorScheme}.png`,
      fullPage: true,
    });
    await page.getByRole('link', { name: 'Enter the code' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  });
}
