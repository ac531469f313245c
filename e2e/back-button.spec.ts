import { expect, test } from '@playwright/test';
import { registerCustomer } from './support/customer';
import { registerMerchant } from './support/merchant';
import { latestCode, uniqueEmail } from './support/outbox';

// docs/product.md, "Email code": the sign-up form and a used code page leave the browser's
// history, so Back always goes somewhere new.

test('Back from a customer’s code page goes where they came from, at the first press', async ({
  page,
}) => {
  await page.goto('/');
  await registerCustomer(page, uniqueEmail('back.customer'));
  await expect(page.getByRole('heading', { name: 'Email Verification' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Email Verification' })).toHaveCount(0);
});

test('Back from the merchant request after the code never shows the used code page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const email = uniqueEmail('back.merchant');
  await registerMerchant(page, email);
  await page.getByLabel('Digit 1 of 6').fill(await latestCode(request, email));
  await expect(page).toHaveURL(/\/merchant\/request$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Merchant Request' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Checking the code for/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Email Verification' })).toHaveCount(0);
});
