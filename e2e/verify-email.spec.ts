import { expect, test } from '@playwright/test';
import { PASSWORD } from './support/merchant';
import { uniqueEmail } from './support/outbox';

// docs/api.md, "Auth", GET /auth/verification: the code page says what the server knows.
test.use({ viewport: { width: 390, height: 844 } });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`after sign-up the page names the live code and still knows it after a reload (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const email = uniqueEmail('verify');
    await page.goto('/merchant/register');
    const form = page.getByRole('main');
    await form.getByLabel('Business name').fill('Bean & Leaf Coffee');
    await form.getByLabel('First name').fill('Amira');
    await form.getByLabel('Last name').fill('Haddad');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Register business' }).click();
    await expect(page).toHaveURL(/\/merchant\/verify-email/);

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
