import { expect, test, type Browser } from '@playwright/test';
import { registerAndVerifyMerchant, submitMerchantRequest } from './support/merchant';

const ADMIN = { email: 'admin@e2e.qrewards.test', password: 'Admin-e2e-2026' };

/** An administrator's own browser, signed in through the login modal the admin page opens. */
async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/merchant-requests');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(ADMIN.email);
  await dialog.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/merchant-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant requests' })).toBeVisible();
  return { page, context };
}

test('an administrator rejects, the merchant resubmits, the administrator accepts and the store is listed', async ({
  page,
  request,
  browser,
}) => {
  const storeName = `Bean & Leaf ${Date.now()}`;
  await registerAndVerifyMerchant(page, request);
  await submitMerchantRequest(page, storeName);
  await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });

  const admin = await adminPage(browser);
  await admin.page.getByRole('button', { name: `Review ${storeName}` }).click();
  await admin.page.getByRole('button', { name: 'Reject', exact: true }).click();
  await admin.page.getByLabel(/^Reason/).fill('The address could not be verified.');
  await admin.page.getByRole('button', { name: 'Reject request' }).click();
  await expect(admin.page.getByRole('button', { name: `Review ${storeName}` })).toHaveCount(0);

  // The merchant sees why, and sends the request again.
  await page.goto('/merchant/request');
  await expect(page.getByText('The address could not be verified.')).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/request-rejected.png', fullPage: true });
  await submitMerchantRequest(page, storeName);
  await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });

  // On a phone the table keeps the store, its status and the Review button in view.
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await admin.page.reload();
  const review = admin.page.getByRole('button', { name: `Review ${storeName}` });
  await expect(review).toBeInViewport();
  await admin.page.screenshot({ path: 'e2e-artifacts/admin-requests-390.png', fullPage: true });
  await review.click();
  await admin.page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(admin.page.getByRole('button', { name: `Review ${storeName}` })).toHaveCount(0);
  await admin.context.close();

  const listing = await request.get(
    `/api/merchant/store-listing/stores?search=${encodeURIComponent(storeName)}`,
  );
  const { data } = (await listing.json()) as { data: { items: Array<{ name: string }> } };
  expect(data.items.map((store) => store.name)).toContain(storeName);
});
