import { expect, test } from '@playwright/test';
import { storedAccessToken } from '../scripts/harness/browser';
import { registerAndVerifyCustomer } from './support/customer';
import { registerMerchantWithAcceptedStore } from './support/merchant';

// docs/product.md, "Finding a customer": without the camera, a cashier finds the customer by the
// short code under their QR code, read aloud, or by the phone number they let shops find them by,
// typed the way the store's country writes it; and stamps several at once.

test('a customer is stamped by short code and by phone', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const storeName = `Short Code Café ${Date.now()}`;
  await registerMerchantWithAcceptedStore(page, browser, storeName);
  const merchantAuth = { authorization: `Bearer ${await storedAccessToken(page)}` };

  // A card of the store (in the United States), and no cooldown between the two stamps.
  const stores = await request.get('/api/merchant/stores/me', { headers: merchantAuth });
  const storeId = ((await stores.json()) as { data: { items: { id: string }[] } }).data.items[0]
    ?.id;
  const card = await request.post('/api/merchant/reward-cards', {
    headers: merchantAuth,
    data: {
      store_id: storeId,
      title: 'Coffee card',
      stamps_required: 10,
      reward_description: 'A free coffee',
    },
  });
  expect(card.status()).toBe(201);
  const settings = await request.put('/api/merchant/stores/me/settings', {
    headers: merchantAuth,
    data: { stamp_cooldown_minutes: 0 },
  });
  expect(settings.status()).toBe(200);

  // The customer reads their short code on /my-code, and lets shops find them by phone.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await registerAndVerifyCustomer(customer, request, 'short-code');
  await customer.goto('/my-code');
  const shortCode = (await customer.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent()) ?? '';
  expect(shortCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  const lastDigits = String(10 + Math.floor(Math.random() * 90));
  await customer.goto('/profile');
  await customer.getByRole('textbox', { name: 'Phone number' }).fill(`+1 415 555 01${lastDigits}`);
  await customer.getByRole('switch', { name: 'Let shops find me by this number' }).check();
  await customer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(customer.getByText('Phone settings saved')).toBeVisible();

  // The cashier types the short code as read aloud: lower case, an O for the 0.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Scan a customer' }).first().click();
  const scanner = page.getByRole('dialog', { name: 'Scan a customer' });
  const field = scanner.getByLabel(/^Short code or phone/);
  await field.fill(shortCode.toLowerCase().replace(/0/g, 'o'));
  await scanner.getByRole('button', { name: 'Look up' }).click();
  await expect(scanner.getByText('Lina', { exact: true })).toBeVisible();
  await expect(scanner.getByText('Coffee card: 0 of 10 stamps')).toBeVisible();
  await scanner.getByRole('button', { name: 'One stamp more' }).click();
  await scanner.getByRole('button', { name: 'Stamp 2' }).click();
  await expect(scanner.getByText('2 stamps added.')).toBeVisible();
  await expect(scanner.getByText('Coffee card: 2 of 10 stamps')).toBeVisible();

  // The next time, by phone, typed as the United States writes it.
  await scanner.getByRole('button', { name: 'Scan next customer' }).click();
  await field.fill(`(415) 555-01${lastDigits}`);
  await scanner.getByRole('button', { name: 'Look up' }).click();
  await expect(scanner.getByText('Lina', { exact: true })).toBeVisible();
  // Only the first name before the stamp.
  await expect(scanner.getByText('Okafor')).toHaveCount(0);
  await scanner.getByRole('button', { name: 'Stamp', exact: true }).click();
  await expect(scanner.getByText('Stamp added.')).toBeVisible();
  await expect(scanner.getByText('Coffee card: 3 of 10 stamps')).toBeVisible();

  // The customer's page has the three stamps.
  await customer.goto('/my-code');
  await expect(customer.getByText('3 of 10 stamps')).toBeVisible();
  await customerContext.close();
});
