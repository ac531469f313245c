import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from '../../scripts/harness/people';
import { verifyEmailThroughApi } from './merchant';
import { latestCode, uniqueEmail } from './outbox';

/** Fills the customer sign-up form on /register as Lina Okafor: the page asks for the code. */
export async function registerCustomer(page: Page, email: string) {
  await page.goto('/register');
  const form = page.getByRole('main');
  await form.getByLabel('First name').fill('Lina');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  // docs/product.md, "Email code": a customer's code page is not the merchant's step 1.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page).not.toHaveURL(/\/merchant\//);
}

/** Signs a customer up and verifies the email with the code from the outbox; answers the email. */
export async function registerAndVerifyCustomer(
  page: Page,
  request: APIRequestContext,
  emailTag = 'customer',
) {
  const email = uniqueEmail(emailTag);
  await registerCustomer(page, email);
  await page.getByLabel('Digit 1 of 6').fill(await latestCode(request, email));
  await expect(page).not.toHaveURL(/\/verify-email/, { timeout: 15_000 });
  return email;
}

/** A customer (Lena Park) registered and verified through the API; answers the credentials. */
export async function verifiedCustomerThroughApi(
  request: APIRequestContext,
  emailTag = 'customer',
) {
  const email = uniqueEmail(emailTag);
  const registered = await request.post('/api/merchant/auth/register', {
    data: {
      email,
      password: PASSWORD,
      first_name: 'Lena',
      last_name: 'Park',
      account_type: 'user',
    },
  });
  expect(registered.status()).toBe(201);
  await verifyEmailThroughApi(request, email);
  return { email, password: PASSWORD };
}
