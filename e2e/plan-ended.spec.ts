import { expect, test, type Page } from '@playwright/test';
import { fullPageShot, horizontalOverflow } from './support/demo';
import { payWithCard, registerMerchantWithAcceptedStore } from './support/merchant';

// docs/product.md, "Without an active plan": after "Cancel and refund" the merchant keeps the
// dashboard and My Stores, each saying why stamps stopped and the store left the directory, with
// the way back to Billing; a new plan turns it all back on.

async function expectPlanEndedBanner(page: Page) {
  const banner = page.getByRole('alert').filter({ hasText: 'Your plan has ended' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
    'href',
    '/dashboard/billing',
  );
}

test('a merchant whose plan ended is told why on the dashboard and My Stores, and comes back with a new plan', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const storeName = `Paused Beans ${Date.now()}`;
  await registerMerchantWithAcceptedStore(page, browser, storeName);

  // Cancel and refund, on the billing page.
  await page.goto('/dashboard/billing');
  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel and refund your subscription?' });
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // The dashboard stays, and says why: the banner takes the accepted request's place.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectPlanEndedBanner(page);
  await expect(page.getByText(/is live and listed/)).toHaveCount(0);

  // My Stores: the store is kept, not listed, and no "1 of 0 stores".
  await page.goto('/stores');
  await expectPlanEndedBanner(page);
  await expect(page.getByText(/of 0 stores/)).toHaveCount(0);
  await expect(page.getByText('Not listed')).toBeVisible();

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/stores');
      await expectPlanEndedBanner(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await fullPageShot(page, testInfo, `plan-ended-stores-${scheme}-${width}`);
      await page.goto('/dashboard');
      await expectPlanEndedBanner(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await fullPageShot(page, testInfo, `plan-ended-dashboard-${scheme}-${width}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Billing: the plan "Ended", and "Choose a plan" leads to the plans.
  await page.getByRole('alert').getByRole('link', { name: 'Go to Billing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  await page.getByRole('link', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL(/\/merchant\/subscription$/);
  await payWithCard(page, '4242424242424242');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto('/stores');
  await expect(page.getByText('Listed', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your plan has ended')).toHaveCount(0);
});
