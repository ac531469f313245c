import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { verifiedCustomer, type Customer } from '../scripts/harness/accounts';
import { ADMINS, adminEnv } from '../scripts/harness/people';
import { seedListedStores, seedStamping } from '../scripts/harness/seed';
import { startServer, type RunningServer } from '../scripts/harness/server';
import { startApnsStandIn, type ApnsStandIn } from '../server/test/wallet/apns-stand-in';
import {
  startGoogleWalletStandIn,
  type GoogleWalletStandIn,
} from '../server/test/wallet/google-wallet-stand-in';
import { walletEnvironment } from '../server/test/wallet/test-credentials';

// docs/product.md, "Wallet passes": a customer's stamped card, with "Add to Apple Wallet" (a signed
// .pkpass download) and "Save to Google Wallet" (Google's save page in a new tab), on the dashboard
// and on /my-code. This file runs a server of its own, with both wallets set up against local
// stand-ins of APNs and Google's API (the other files' server has no wallet settings, so their
// customers see no wallet buttons). Nothing leaves the machine: Google's save page is answered
// inside the browser.

// Beside the other files' server (E2E_PORT, playwright.config.ts), so two runs on other ports
// side by side do not meet here either.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 97;
const SAVE_ORIGIN = 'http://wallet-save.localhost:3198';
const PKPASS_ZIP = Buffer.from('PK\x03\x04', 'latin1');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${PORT}` });

let server: RunningServer;
let apns: ApnsStandIn;
let google: GoogleWalletStandIn;
let customer: Customer;
let merchantToken: string;
let cardId: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [apns, google] = await Promise.all([startApnsStandIn(), startGoogleWalletStandIn()]);
  server = await startServer({
    port: PORT,
    env: {
      RATE_LIMIT_MULTIPLIER: '100',
      // seedListedStores accepts the merchant's request as this administrator.
      ...adminEnv(ADMINS.bench),
      ...walletEnvironment({
        apnsOrigin: apns.origin,
        googleApiOrigin: google.origin,
        googleTokenUri: google.tokenUri,
        googleSaveOrigin: SAVE_ORIGIN,
      }),
    },
  });
  const merchant = await seedListedStores(server.url, 1);
  merchantToken = merchant.token;
  ({ cardId } = await seedStamping(server.url, merchant, 0));
  customer = await verifiedCustomer(server.url);
  await stampCustomer();
});

/** A stamp on the customer's card, as the counter gives it (with its Idempotency-Key). */
async function stampCustomer(): Promise<void> {
  const answer = await fetch(`${server.url}/api/merchant/reward-cards/${cardId}/stamps`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${merchantToken}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ qr_code: customer.qrCode }),
  });
  expect(answer.status).toBe(201);
}

test.afterAll(async () => {
  await server?.stop();
  await apns?.close();
  await google?.close();
});

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(customer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The first card's wallet buttons on `path`. */
async function walletRow(page: Page, path: string) {
  await page.goto(path);
  const row = page.getByRole('group', { name: /^Wallet pass for / }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  return row;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('“Add to Apple Wallet” downloads the card’s signed pass', async ({ page }) => {
  const row = await walletRow(page, '/dashboard');
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Add to Apple Wallet' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pkpass$/);
  // The download leaves the customer on their dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  const bytes = await readFile((await download.path())!);
  // A pass is a zip archive (its manifest and signature are checked by the server's tests).
  expect(bytes.subarray(0, 4).equals(PKPASS_ZIP)).toBe(true);
  await expect(row.getByRole('button', { name: 'Add to Apple Wallet' })).toBeVisible();
});

test('“Save to Google Wallet” opens the save link in a new tab, from /my-code too', async ({
  page,
  context,
}) => {
  await context.route(`${SAVE_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet</title>' }),
  );
  for (const path of ['/dashboard', '/my-code']) {
    const row = await walletRow(page, path);
    const opening = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'Save to Google Wallet' }).click();
    const tab = await opening;
    await tab.waitForURL((url) => url.href.startsWith(`${SAVE_ORIGIN}/gp/v/save/`));
    // What Google does when the customer taps Save: it checks the link and keeps the pass.
    const saved = await google.save(tab.url());
    expect(saved.typ).toBe('savetowallet');
    expect(saved.payload.loyaltyObjects?.[0]).toMatchObject({ state: 'ACTIVE' });
    // The customer's own tab stays on the page they were on.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await tab.close();
  }
  // A stamp at the counter reaches the saved object by itself.
  const before = google.patches('loyaltyObject').length;
  await stampCustomer();
  await expect
    .poll(() => google.patches('loyaltyObject').length, { timeout: 30_000 })
    .toBeGreaterThan(before);
});

test('the wallet buttons pass axe in both schemes at 390 px, and work from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const row = await walletRow(page, '/dashboard');
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((violation) => `${scheme}: ${violation.id}`)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    // The keyboard reaches both buttons, Apple's first.
    await row.getByRole('button', { name: 'Add to Apple Wallet' }).focus();
    await page.keyboard.press('Tab');
    await expect(row.getByRole('button', { name: 'Save to Google Wallet' })).toBeFocused();
  }
});
