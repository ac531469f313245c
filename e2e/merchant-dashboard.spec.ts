import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  elementsPastRightEdge,
  fullPageShot,
  horizontalOverflow,
  signInAsDemoMerchant,
} from './support/demo';

// The merchant's dashboard with a year of demo data (docs/product.md, "The merchant's dashboard"
// and "Demo data"): playwright.config.ts seeds the demo merchant before the server starts. These
// tests only read it, so they share it with the billing and accessibility tests safely.

const KPIS = [
  'Scans',
  'Stamps',
  'Redemptions',
  'New customers',
  'Returning customers',
  'Repeat-visit rate',
  'Rewards outstanding',
];

/** Signed in as the demo merchant, on the dashboard with its numbers drawn. */
async function openDashboard(page: Page) {
  await signInAsDemoMerchant(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scans' })).toBeVisible({ timeout: 20_000 });
  // The charts are a chunk of their own: wait for both drawings.
  await expect(page.getByRole('figure', { name: 'Customers' }).locator('svg').first()).toBeVisible({
    timeout: 20_000,
  });
}

test('the demo merchant sees every figure, chart and list of the dashboard', async ({ page }) => {
  await openDashboard(page);

  for (const label of KPIS) {
    const card = page.getByRole('region', { name: label, exact: true });
    await expect(card.getByRole('heading', { name: label })).toBeVisible();
    // A year of visits: each figure is a number (or a percentage), never the empty dash.
    await expect(card.locator('p').first()).toHaveText(/^\d[\d,]*( %)?$/);
  }

  // Each chart: its drawing, its one-line summary, and the table of its numbers for screen readers.
  for (const [title, summary] of [
    ['Visits', /scans/i],
    ['Customers', /customers/i],
  ] as const) {
    const chart = page.getByRole('figure', { name: title });
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart.locator('figcaption')).toHaveText(summary);
    const table = chart.getByRole('table', { name: new RegExp(`^${title} per `) });
    await expect(table).toBeAttached();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  }

  for (const title of ['Top branches', 'Top reward cards']) {
    const list = page.getByRole('region', { name: title });
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
    await expect(list.getByRole('table')).toBeVisible();
    // The demo merchant has 4 branches and 3 cards: a header row and at least one ranked row.
    expect(await list.getByRole('row').count()).toBeGreaterThan(1);
  }

  const hours = page.getByRole('region', { name: 'Busiest hours' });
  await expect(hours.getByText(/^Busiest: .+\. Darker is busier\.$/)).toBeVisible();
  await expect(hours.getByRole('table', { name: 'Busiest hours' })).toBeVisible();

  const cohorts = page.getByRole('region', { name: 'Customers coming back' });
  await expect(cohorts.getByRole('table')).toBeVisible();
  expect(await cohorts.getByRole('row').count()).toBeGreaterThan(1);

  const feed = page.getByRole('region', { name: 'Recent activity' });
  await expect(feed.getByRole('listitem').first()).toBeVisible();
});

test('a range preset changes the address and the figures', async ({ page }) => {
  await openDashboard(page);
  const scans = page.getByRole('region', { name: 'Scans', exact: true }).locator('p').first();
  const thirtyDays = (await scans.textContent()) ?? '';
  expect(thirtyDays).toMatch(/^\d[\d,]*$/);

  await page
    .getByRole('group', { name: 'Date range' })
    .getByRole('button', { name: '12 months' })
    .click();
  await expect(page).toHaveURL(/[?&]range=12m\b/);
  await expect(
    page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: '12 months' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // A year holds more scans than its last 30 days.
  await expect(scans).not.toHaveText(thirtyDays);
  await expect
    .poll(async () => Number(((await scans.textContent()) ?? '').replace(/,/g, '')))
    .toBeGreaterThan(Number(thirtyDays.replace(/,/g, '')));
});

test('Export CSV downloads the range as a CSV file with its header row', async ({ page }) => {
  await openDashboard(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await download.path();
  const text = await readFile(file, 'utf8');
  const [header, first] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  // server/src/modules/analytics/csv-export.ts, EXPORT_HEADER (docs/api.md).
  expect(header).toBe('created_at,kind,count,store,branch,reward_card,customer_id,undone');
  expect(first).toBeTruthy();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`full-page screenshots at 1280 and 390 px, ${scheme}; no sideways scroll on a phone`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page);
    await fullPageShot(page, testInfo, `merchant-dashboard-1280-${scheme}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Scans' })).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('figure', { name: 'Customers' }).locator('svg').first(),
    ).toBeVisible();
    await fullPageShot(page, testInfo, `merchant-dashboard-390-${scheme}`);
    // On failure, say which elements reach past the right edge.
    const wider = await elementsPastRightEdge(page);
    expect(
      await horizontalOverflow(page),
      `wider than the window: ${wider.join(', ')}`,
    ).toBeLessThanOrEqual(0);
  });
}
