// The screenshots of docs/guide-merchant.md: a merchant signing up now, step by step (each recipe
// leaves them at the next step, so they run in the guide's order), then the demo merchant's
// running business.
import type { Page } from 'playwright-core';
import { latestCode } from '../harness/outbox';
import { SAMPLE_REQUEST, uniqueEmail } from '../harness/people';
import { blur, goto, heading, scrollTo, settle, TIMEOUT, apiGet, type Recipe } from './shared';

/** The merchant signing up in these shots (the admin guide reviews their request). */
export const FRESH = { email: uniqueEmail('amira'), password: 'Docs-rewards-2026' };

const needs = (page: Page, path: RegExp, step: string) => {
  if (!path.test(page.url())) throw new Error(`needs ${step} first, in the same guide`);
};

const register: Recipe = {
  who: 'fresh',
  url: /\/merchant\/register$/,
  async take(page) {
    await goto(page, '/merchant/register', 'Become a merchant');
    const main = page.getByRole('main');
    await main.getByLabel('Business name').fill(SAMPLE_REQUEST.storeName);
    await main.getByLabel('First name').fill('Amira');
    await main.getByLabel('Last name').fill('Haddad');
    await main.getByLabel(/^Email/).fill(FRESH.email);
    await main.getByLabel(/^Password/).fill(FRESH.password);
    await blur(page);
  },
};

const verifyEmail: Recipe = {
  who: 'fresh',
  url: /\/merchant\/verify-email/,
  async take(page) {
    needs(page, /\/merchant\/register$/, 'merchant-register');
    await page.getByRole('main').getByRole('button', { name: 'Register business' }).click();
    await heading(page, 'Email Verification');
  },
};

const request: Recipe = {
  who: 'fresh',
  url: /\/merchant\/request$/,
  async take(page) {
    needs(page, /\/merchant\/verify-email/, 'merchant-verify-email');
    const code = await latestCode(
      async (path) => (await page.request.get(path)).json(),
      FRESH.email,
      TIMEOUT,
    );
    await page.getByLabel('Digit 1 of 6').fill(code);
    await page.waitForURL(/\/merchant\/request$/, { timeout: TIMEOUT });
    await heading(page, 'Merchant Request');
    const main = page.getByRole('main');
    await main.getByLabel(/^Business name/).fill(`${SAMPLE_REQUEST.storeName} Lda`);
    await main.getByLabel(/^Category/).click();
    await page.getByRole('option', { name: SAMPLE_REQUEST.category }).click();
    await main.getByLabel(/^Store name/).fill(SAMPLE_REQUEST.storeName);
    await main.getByLabel(/^Description/).fill(SAMPLE_REQUEST.description);
    await main.getByLabel(/^Phone/).fill(SAMPLE_REQUEST.phone);
    await main.getByLabel(/^Address line/).fill(SAMPLE_REQUEST.addressLine);
    await main.getByLabel(/^City/).fill(SAMPLE_REQUEST.city);
    await main.getByLabel(/^Postal code/).fill(SAMPLE_REQUEST.postalCode);
    await blur(page);
  },
};

const subscription: Recipe = {
  who: 'fresh',
  url: /\/merchant\/subscription$/,
  async take(page) {
    needs(page, /\/merchant\/request$/, 'merchant-request');
    await page.getByRole('main').getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL(/\/merchant\/subscription$/, { timeout: TIMEOUT });
    await heading(page, 'Subscription & Payment');
    await page.getByRole('button', { name: 'Choose Starter' }).waitFor({ timeout: TIMEOUT });
  },
};

const stores: Recipe = {
  who: 'merchant',
  url: /\/stores$/,
  async take(page) {
    await goto(page, '/stores', 'My Stores');
    await page.getByText('Luna Coffee House').first().waitFor({ timeout: TIMEOUT });
  },
};

const branches: Recipe = {
  who: 'merchant',
  url: /\/stores\/[^/]+$/,
  async take(page) {
    await page.goto('/dashboard/billing');
    const { items } = (await apiGet(page, '/stores/me')) as {
      items: { id: string; name: string }[];
    };
    const store = items.find((item) => item.name === 'Luna Coffee House');
    if (!store) throw new Error('the demo store "Luna Coffee House" is missing');
    await goto(page, `/stores/${store.id}`, 'Luna Coffee House');
    await settle(page);
    await scrollTo(page, page.getByRole('heading', { level: 2, name: 'Branches' }));
    await page.getByRole('button', { name: 'Add branch' }).waitFor({ timeout: TIMEOUT });
  },
};

const rewardCards: Recipe = {
  who: 'merchant',
  url: /\/stores\/[^/]+$/,
  async take(page, run) {
    await branches.take(page, run);
    await scrollTo(page, page.getByRole('heading', { level: 2, name: 'Reward cards' }));
    await page.getByRole('button', { name: 'New reward card' }).waitFor({ timeout: TIMEOUT });
  },
};

// Headless, the camera cannot start: the dialog says so and offers the typed code.
const scannerCode: Recipe = {
  who: 'merchant',
  url: /\/dashboard$/,
  async take(page, run) {
    const code = await run.customerCode();
    await goto(page, '/dashboard', 'Dashboard');
    await page.getByRole('button', { name: 'Scan a customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a customer' });
    await dialog.getByLabel('Short code or phone').fill(code);
    await dialog.getByRole('button', { name: 'Look up' }).waitFor({ timeout: TIMEOUT });
  },
};

const scanner: Recipe = {
  who: 'merchant',
  url: /\/dashboard$/,
  async take(page, run) {
    await scannerCode.take(page, run);
    const dialog = page.getByRole('dialog', { name: 'Scan a customer' });
    await dialog.getByRole('button', { name: 'Look up' }).click();
    await dialog.getByRole('button', { name: 'Stamp', exact: true }).waitFor({ timeout: TIMEOUT });
  },
};

const dashboard: Recipe = {
  who: 'merchant',
  url: /\/dashboard$/,
  async take(page) {
    await goto(page, '/dashboard', 'Dashboard');
    await page.getByRole('button', { name: 'Scan a customer' }).waitFor({ timeout: TIMEOUT });
    await page.getByText('Scans', { exact: true }).first().waitFor({ timeout: TIMEOUT });
  },
};

const analytics: Recipe = {
  who: 'merchant',
  url: /\/dashboard$/,
  async take(page, run) {
    await dashboard.take(page, run);
    await settle(page);
    await scrollTo(page, page.getByRole('heading', { name: 'Visits', exact: true }));
  },
};

const billing: Recipe = {
  who: 'merchant',
  url: /\/dashboard\/billing$/,
  async take(page) {
    await goto(page, '/dashboard/billing', 'Billing');
    await page.getByRole('button', { name: 'Change plan' }).waitFor({ timeout: TIMEOUT });
    await page.getByText('Scale', { exact: true }).first().waitFor({ timeout: TIMEOUT });
  },
};

const customers: Recipe = {
  who: 'merchant',
  url: /\/customers/,
  async take(page) {
    await goto(page, '/customers', 'Customers');
    await page.getByRole('button', { name: 'Export CSV' }).waitFor({ timeout: TIMEOUT });
    await page.getByText(/^Ana /).first().waitFor({ timeout: TIMEOUT });
  },
};

// The demo store's automations, a year in: the four cards, then what they brought.
const automations: Recipe = {
  who: 'merchant',
  url: /\/automations$/,
  async take(page) {
    await goto(page, '/automations', 'Automations');
    await page.getByRole('region', { name: 'Win-back' }).waitFor({ timeout: TIMEOUT });
  },
};

const automationResults: Recipe = {
  who: 'merchant',
  url: /\/automations$/,
  async take(page, run) {
    await automations.take(page, run);
    await page
      .getByText(/^Lift [+-]/)
      .first()
      .waitFor({ timeout: TIMEOUT });
    await settle(page);
    await scrollTo(page, page.getByRole('heading', { name: 'What they brought' }));
  },
};

// The demo store has no staff yet: the section's first-run state says what staff are for.
const staff: Recipe = {
  who: 'merchant',
  url: /\/stores\/[^/]+$/,
  async take(page, run) {
    await branches.take(page, run);
    await scrollTo(page, page.getByRole('heading', { level: 2, name: 'Staff' }));
    await page
      .getByRole('button', { name: 'Invite someone' })
      .first()
      .waitFor({ timeout: TIMEOUT });
  },
};

const counterDevices: Recipe = {
  who: 'merchant',
  url: /\/stores\/[^/]+$/,
  async take(page, run) {
    await branches.take(page, run);
    await scrollTo(page, page.getByRole('heading', { level: 2, name: 'Counter devices' }));
    await page
      .getByRole('button', { name: 'Use this device as a counter' })
      .waitFor({ timeout: TIMEOUT });
  },
};

export const merchantRecipes: Record<string, Recipe> = {
  'merchant-register': register,
  'merchant-verify-email': verifyEmail,
  'merchant-request': request,
  'merchant-subscription': subscription,
  'merchant-stores': stores,
  'merchant-branches': branches,
  'merchant-reward-cards': rewardCards,
  'merchant-scanner-code': scannerCode,
  'merchant-scanner': scanner,
  'merchant-dashboard': dashboard,
  'merchant-analytics': analytics,
  'merchant-customers': customers,
  'merchant-automations': automations,
  'merchant-automation-results': automationResults,
  'merchant-staff': staff,
  'merchant-counter-devices': counterDevices,
  'merchant-billing': billing,
};
