import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  elementsPastRightEdge,
  fullPageShot,
  horizontalOverflow,
  signInAsDemoMerchant,
} from './support/demo';

// A merchant's customers (docs/product.md, "Customers") with the demo merchant's year of visits,
// seeded by playwright.config.ts. These tests only read it.

/** Signed in as the demo merchant, on /customers from the bar, with the first page drawn. */
async function openCustomers(page: Page) {
  await signInAsDemoMerchant(page);
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
}

const rows = (page: Page) => page.getByRole('table', { name: 'Customers' }).getByRole('row');

test('lists the store’s customers, searches them and opens one’s history', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCustomers(page);
  await expect(rows(page).nth(1)).toBeVisible({ timeout: 20_000 });
  // A name is a first name and an initial, and only that ("Ana P.").
  const name = (await rows(page).nth(1).getByRole('button').textContent()) ?? '';
  expect(name).toMatch(/^\S.* \p{Lu}\.$/u);

  const first = name.split(' ')[0]!;
  await page
    .getByRole('searchbox', { name: 'Search by name, short code or phone' })
    .fill(first.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(first.toLowerCase())}`));
  // Every name shown has a word beginning with what was typed, once the search's answer is in.
  const names = page.getByRole('table', { name: 'Customers' }).locator('tbody tr button');
  await expect
    .poll(async () =>
      (await names.allTextContents()).every((text) =>
        new RegExp(`(^|\\s)${first}`, 'i').test(text),
      ),
    )
    .toBe(true);
  expect(await names.count()).toBeGreaterThan(0);

  await rows(page).nth(1).getByRole('button').click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await page.goBack();
  await expect(history).toHaveCount(0);
});

test('Export CSV downloads the list with its byte order mark and header row', async ({ page }) => {
  await openCustomers(page);
  await expect(rows(page).nth(1)).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^qrewards-customers-.+\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, firstRow] = text.slice(1).split('\r\n');
  expect(header).toBe(
    'customer_id,name,short_code,first_visit,last_visit,visits,stamps,rewards_earned,rewards_redeemed',
  );
  expect(firstRow).toMatch(/^[0-9a-f-]{36},/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots at 1280 and 390 px, ${scheme}; cards and no sideways scroll on a phone`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCustomers(page);
    await expect(rows(page).nth(1)).toBeVisible({ timeout: 20_000 });
    await fullPageShot(page, testInfo, `customers-1280-${scheme}`);
    await rows(page).nth(1).getByRole('button').click();
    await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
    await page.screenshot({ path: `e2e-artifacts/customers-history-1280-${scheme}.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goBack();
    await page.reload();
    const cards = page.getByRole('list', { name: 'Customers' });
    await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await elementsPastRightEdge(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await fullPageShot(page, testInfo, `customers-390-${scheme}`);
    await cards.getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
    await page.screenshot({ path: `e2e-artifacts/customers-history-390-${scheme}.png` });
  });
}
