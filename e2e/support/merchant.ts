import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PASSWORD, SAMPLE_REQUEST } from '../../scripts/harness/people';
import { acceptRequest } from './admin';
import { latestCode, uniqueEmail } from './outbox';

export { PASSWORD };

/**
 * A merchant account registered through the API (not through the form), not yet verified;
 * answers its credentials and access token.
 */
export async function registerMerchantThroughApi(
  request: APIRequestContext,
  emailTag = 'merchant',
  businessName: string = SAMPLE_REQUEST.businessName,
) {
  const email = uniqueEmail(emailTag);
  const registered = await request.post('/api/merchant/auth/register', {
    data: {
      email,
      password: PASSWORD,
      first_name: 'Amira',
      last_name: 'Haddad',
      account_type: 'merchant',
      business_name: businessName,
    },
  });
  expect(registered.status()).toBe(201);
  const { data } = (await registered.json()) as { data: { tokens: { access_token: string } } };
  return { email, password: PASSWORD, token: data.tokens.access_token };
}

/** Verifies `email` through the API with the code from the outbox. */
export async function verifyEmailThroughApi(request: APIRequestContext, email: string) {
  const verified = await request.post('/api/merchant/auth/verify-email', {
    data: { email, otp: await latestCode(request, email) },
  });
  expect(verified.status()).toBe(200);
}

/** Fills the merchant sign-up form as Amira Haddad with `email`: the page asks for the code. */
export async function registerMerchant(page: Page, email: string) {
  await page.goto('/merchant/register');
  const main = page.getByRole('main');
  await main.getByLabel('Business name').fill(SAMPLE_REQUEST.businessName);
  await main.getByLabel('First name').fill('Amira');
  await main.getByLabel('Last name').fill('Haddad');
  await main.getByLabel(/^Email/).fill(email);
  await main.getByLabel(/^Password/).fill(PASSWORD);
  await main.getByRole('button', { name: 'Register business' }).click();
  await expect(page).toHaveURL(/\/merchant\/verify-email/);
}

/** Registers a merchant through the SPA and verifies the email with the code from the outbox. */
export async function registerAndVerifyMerchant(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('merchant');
  await registerMerchant(page, email);
  await page.getByLabel('Digit 1 of 6').fill(await latestCode(request, email));
  await expect(page).toHaveURL(/\/merchant\/request$/, { timeout: 15_000 });
  return email;
}

/** Fills and sends the merchant request (step 2). */
export async function submitMerchantRequest(page: Page, storeName: string) {
  const main = page.getByRole('main');
  await main.getByLabel(/^Business name/).fill(SAMPLE_REQUEST.businessName);
  await main.getByLabel(/^Category/).click();
  await page.getByRole('option', { name: SAMPLE_REQUEST.category }).click();
  await main.getByLabel(/^Store name/).fill(storeName);
  await main.getByLabel(/^Description/).fill(SAMPLE_REQUEST.description);
  await main.getByLabel(/^Phone/).fill(SAMPLE_REQUEST.phone);
  await main.getByLabel(/^Address line/).fill(SAMPLE_REQUEST.addressLine);
  await main.getByLabel(/^City/).fill(SAMPLE_REQUEST.city);
  await main.getByLabel(/^Postal code/).fill(SAMPLE_REQUEST.postalCode);
  await main.getByRole('button', { name: 'Submit request' }).click();
}

/** Chooses the Starter plan and pays with a sandbox test card (step 3). */
export async function payWithCard(page: Page, cardNumber: string) {
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  const card = page.getByRole('form', { name: 'Test mode card' });
  await card.getByLabel(/^Card number/).fill(cardNumber);
  await card.getByLabel(/^Expiry/).fill('12/30');
  await card.getByLabel(/^CVC/).fill('123');
  await card.getByRole('button', { name: /^Pay / }).click();
}

/**
 * The whole onboarding of a new merchant: registered, the request for `storeName` sent, the
 * Starter plan paid with the sandbox's 4242 card, and the request accepted by the administrator,
 * which makes the store. Ends on the dashboard.
 */
export async function registerMerchantWithAcceptedStore(
  page: Page,
  browser: Browser,
  storeName: string,
) {
  await registerAndVerifyMerchant(page, page.request);
  await submitMerchantRequest(page, storeName);
  await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });
  await payWithCard(page, '4242424242424242');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await acceptRequest(browser, storeName);
}
