import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInWithDialog } from '../scripts/harness/browser';
import { DEMO_CUSTOMER } from '../scripts/harness/people';
import { E2E_WALLET_SAVE_ORIGIN } from './support/wallet';

// docs/product.md, "Wallet passes": the demo customer's stamped cards, each with "Add to Apple
// Wallet" (a .pkpass download) and "Save to Google Wallet" (Google's save page in a new tab).
// Needs the server started with the wallet settings on (e2e/support/wallet.ts).

const PKPASS_ZIP = Buffer.from('PK\x03\x04', 'latin1');

async function firstCardsWalletRow(page: Page) {
  const config = await page.request.get('/api/merchant/config');
  const { data } = (await config.json()) as { data: { wallets: object } };
  expect(data.wallets, 'the server was started without the wallet settings').toEqual({
    apple: true,
    google: true,
  });
  const row = page.getByRole('group', { name: /^Wallet pass for / }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  return row;
}

test.beforeEach(async ({ page }) => {
  await signInWithDialog(page, DEMO_CUSTOMER);
});

test('“Add to Apple Wallet” downloads the card’s signed pass', async ({ page }) => {
  await page.goto('/dashboard');
  const row = await firstCardsWalletRow(page);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Add to Apple Wallet' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toMatch(/\.pkpass$/);
  // The download leaves the customer on their dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  const file = await download.path();
  const bytes = await readFile(file);
  // A pass is a zip archive (its manifest and signature are checked by the server's tests).
  expect(bytes.subarray(0, 4).equals(PKPASS_ZIP)).toBe(true);
  await expect(row.getByRole('button', { name: 'Add to Apple Wallet' })).toBeVisible();
});

test('“Save to Google Wallet” opens the save link in a new tab, from /my-code too', async ({
  page,
  context,
}) => {
  // Google's save page, answered here: nothing leaves the machine.
  await context.route(`${E2E_WALLET_SAVE_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet</title>' }),
  );

  for (const path of ['/dashboard', '/my-code']) {
    await page.goto(path);
    const row = await firstCardsWalletRow(page);
    const opening = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'Save to Google Wallet' }).click();
    const tab = await opening;
    await tab.waitForURL((url) => url.href.startsWith(`${E2E_WALLET_SAVE_ORIGIN}/gp/v/save/`));
    const jwt = new URL(tab.url()).pathname.split('/').at(-1) ?? '';
    const [, payload = ''] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      typ?: string;
    };
    expect(claims.typ).toBe('savetowallet');
    // The customer's own tab stays on the page they were on.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await tab.close();
  }
});
