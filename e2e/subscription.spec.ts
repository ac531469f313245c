import { expect, test } from '@playwright/test';
import { registerAndVerifyMerchant, submitMerchantRequest } from './support/merchant';

test.use({ viewport: { width: 390, height: 844 } });

// On a phone the plans fill the screen: the card form a chosen plan opens must come into view
// with the focus in it, not wait below the fold.
test('choosing a plan at 390 px brings the card form into view, focused on the card number', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await registerAndVerifyMerchant(page, request);
  await submitMerchantRequest(page, 'Bean & Leaf Dock');
  await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });

  const number = page.getByRole('form', { name: 'Test mode card' }).getByLabel(/^Card number/);
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await expect(number).toBeFocused();
  await expect(number).toBeInViewport();
  await expect(page.getByRole('heading', { name: /^Pay for Starter/ })).toBeInViewport();

  const expiry = page.getByLabel(/^Expiry/);
  await expiry.pressSequentially('1228');
  await expect(expiry).toHaveValue('12/28');
});
