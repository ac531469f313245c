import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  elementsPastRightEdge,
  fullPageShot,
  horizontalOverflow,
  signInAsDemoMerchant,
} from './support/demo';
import { registerMerchantWithAcceptedStore } from './support/merchant';

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

/** The first-run card a merchant reads until their first stamp. */
const steps = (page: Page) =>
  page.getByRole('region', { name: 'Your numbers start with your first stamp' });

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
  await expect(hours.getByText(/^Busiest: .+\.$/)).toBeVisible();
  // A legend of shades from fewer to more, true in both colour schemes: the busiest shade is darker
  // on a light page and lighter on a dark one (docs/product.md, "The merchant's dashboard").
  await expect(hours.getByText('Fewer scans')).toBeVisible();
  await expect(hours.getByText('More scans')).toBeVisible();
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
  // A year is drawn by month, and a month is named as one ("Oct 26" read as a day).
  const visits = page.getByRole('figure', { name: 'Visits' });
  await expect(visits.locator('figcaption')).toHaveText(
    /per month\. Most scans: [A-Z][a-z]+ \d{4} /,
  );
  const months = visits.getByRole('table', { name: 'Visits per month' }).getByRole('rowheader');
  expect(await months.count()).toBe(13);
  for (const name of await months.allTextContents()) expect(name).toMatch(/^[A-Z][a-z]+ \d{4}$/);
});

test('a custom range with To before From is refused on its field, not rewritten', async ({
  page,
}) => {
  await openDashboard(page);
  await page.goto('/dashboard?range=custom&from=2026-03-31&to=2026-01-01');
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveValue('2026-01-01');
  await expect(page.getByText('To must be on or after From.')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'No numbers for these dates' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scans' })).toHaveCount(0);
  await expect(page).toHaveURL(/from=2026-03-31&to=2026-01-01/);
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

test('a new merchant reads the steps to their first numbers, light and dark, at 390 px', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await registerMerchantWithAcceptedStore(page, browser, `First Run Coffee ${Date.now()}`);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/dashboard');
    await expect(steps(page)).toBeVisible({ timeout: 20_000 });
    // No wall of zeros and no empty charts before the first stamp.
    await expect(page.getByRole('region', { name: 'Scans' })).toHaveCount(0);
    await expect(page.getByRole('figure', { name: 'Visits' })).toHaveCount(0);
    await expect(steps(page).getByRole('button', { name: 'Scan a customer' })).toBeVisible();
    await fullPageShot(page, testInfo, `merchant-dashboard-first-run-390-${scheme}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }

  // The first step leads to the store's page, where its reward cards are made.
  await steps(page).getByRole('link', { name: 'Create a reward card' }).click();
  await expect(page).toHaveURL(/\/stores\/[0-9a-f-]+$/);
  await expect(page.getByRole('button', { name: 'New reward card' })).toBeVisible();
});
