import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/admin';
import { registerCustomer } from './support/customer';
import { latestCode, uniqueEmail } from './support/outbox';

// The signed-in navigation (docs/product.md, "Navigation bar") and what the landing page and the
// sign-up pages offer someone already signed in ("Landing page", "Signing up while signed in").

const ARTIFACTS = 'e2e-artifacts';

/** Signs in through the login modal a private page opens, at any screen width. */
async function signInAsAdmin(page: Page) {
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(ADMIN.email);
  await dialog.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The session is stored a moment later; a full page load before that would start signed out.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stored = localStorage.getItem('persist:qrewards');
        return stored !== null && (JSON.parse(stored) as { user?: string }).user !== 'null';
      }),
    )
    .toBe(true);
}

/** Console errors of the page from now on: a hydration mismatch is reported there. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('an administrator finds the way back to the dashboard and to the merchant requests', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Merchant requests' }).click();
  await expect(page).toHaveURL(/\/admin\/merchant-requests$/);
  await expect(banner.getByRole('link', { name: 'Merchant requests' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await banner.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // An administrator runs no store: /stores is the directory (docs/product.md, "Store pages").
  await banner.getByRole('link', { name: 'My Stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/nav-admin-1280-light.png` });
});

test('a new customer is offered only the pages they can open', async ({ page, request }) => {
  // Signed up on the page and the email code typed in: until then the bar offers only "Verify
  // email" (docs/product.md, "Navigation bar").
  const email = uniqueEmail('customer');
  await registerCustomer(page, email);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Verify email' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByLabel('Digit 1 of 6').fill(await latestCode(request, email));
  await expect(page).not.toHaveURL(/\/verify-email/, { timeout: 15_000 });

  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Lina' })).toBeVisible();
  // /stores is everyone's: for a customer, the directory with their own stores first.
  await expect(banner.getByRole('link', { name: 'My Stores' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Merchant requests' })).toHaveCount(0);
});

test('the landing page offers someone signed in their dashboard, and sign-up sends them there', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const errors = consoleErrors(page);
  // A full load with a stored session: the app renders the page afresh instead of hydrating the
  // signed-out HTML.
  await page.goto('/');
  const hero = page.locator('section#overview');
  await expect(hero.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Become a Merchant' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(2);
  expect(errors).toEqual([]);

  for (const signUp of ['/register', '/merchant/register']) {
    await page.goto(signUp);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }
  await page.goto('/');
  await hero.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the signed-in bar and phone menu at 390 px (${colorScheme})`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme,
    });
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Go to dashboard' }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/landing-signed-in-390-${colorScheme}.png` });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Dashboard', 'My Stores', 'Merchant requests']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/mobile-menu-signed-in-390-${colorScheme}.png` });
    await menu.getByRole('link', { name: 'Merchant requests' }).click();
    await expect(page).toHaveURL(/\/admin\/merchant-requests$/);
    await context.close();
  });
}

for (const width of [900, 1200]) {
  test(`an administrator's bar fits a ${width} px screen`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await signInAsAdmin(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // From 1200 px every entry is on the bar; below, they sit in the menu.
    const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    if (width >= 1200) await expect(logout).toBeInViewport();
    else await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/nav-admin-${width}-light.png` });
    await context.close();
  });
}
