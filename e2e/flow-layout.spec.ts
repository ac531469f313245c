import { expect, test, type Page } from '@playwright/test';
import { DEMO_MERCHANT, fullPageShot, signInAsDemoMerchant } from './support/demo';

// Issue 21, "The flows around it": layouts that broke at a width a browser test can hold.
// - At 1280 px the dashboard's Store and Branch filters shrank to 46 px ("St."/"Br.").
// - On a phone (390 px) the range buttons wrapped with broken borders, and toasts covered the bar.
// - The footer's Pricing link led to the FAQ; the landing page has a pricing section now.

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Range and filters' })).toBeVisible({
    timeout: 20_000,
  });
}

test('at 1280 px the Store and Branch filters keep room for their labels', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsDemoMerchant(page);
  await openDashboard(page);
  const filters = page.getByRole('region', { name: 'Range and filters' });
  for (const name of ['Store', 'Branch']) {
    const box = await filters.getByRole('combobox', { name }).boundingBox();
    expect(box?.width, `${name} filter's width`).toBeGreaterThanOrEqual(150);
  }
  await fullPageShot(page, testInfo, 'flow-dashboard-1280-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await fullPageShot(page, testInfo, 'flow-dashboard-1280-dark');
});

test('on a phone the range buttons share one row, and a toast leaves the bar free', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('button', { name: 'Sign In' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(DEMO_MERCHANT.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_MERCHANT.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Login successful!' });
  await expect(toast).toBeVisible();
  const bar = await page.getByRole('banner').boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  await fullPageShot(page, testInfo, 'flow-toast-390');

  await openDashboard(page);
  const range = page.getByRole('group', { name: 'Date range' });
  const tops = await range
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(tops).toHaveLength(4);
  expect(new Set(tops).size).toBe(1);
  const groupBox = await range.boundingBox();
  expect((groupBox?.x ?? 0) + (groupBox?.width ?? 0)).toBeLessThanOrEqual(390);
  await fullPageShot(page, testInfo, 'flow-dashboard-390-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await fullPageShot(page, testInfo, 'flow-dashboard-390-dark');
});

for (const [name, width] of [
  ['light', 1280],
  ['dark', 1280],
  ['390', 390],
] as const) {
  test(`the footer's Pricing link leads to the plans and their prices (${name})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    if (name === 'dark') await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const pricingLink = page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' });
    await expect(pricingLink).toHaveAttribute('href', '/#pricing');
    await pricingLink.click();
    await expect(page).toHaveURL(/\/#pricing$/);
    const section = page.locator('section#pricing');
    await expect(section).toBeInViewport();
    // The plans are read once the app runs (the click above started it).
    await expect(section.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    await expect(section.getByRole('article').first()).toContainText(/\/ month/);
    await expect(section.getByRole('article').first()).toContainText(/\$\d/);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e-artifacts/flow-pricing-${name}.png` });
    await fullPageShot(page, testInfo, `flow-landing-${name}`);
  });
}
