import { expect, test, type Page } from '@playwright/test';

const ARTIFACTS = 'e2e-artifacts';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

test.describe('landing page', () => {
  test('renders every section the product describes', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/QRewards/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const id of ['features', 'how-it-works']) {
      await expect(page.locator(`section#${id}`)).toBeVisible();
    }
    const features = page.locator('section#features');
    for (const name of [
      'Smart QR Codes',
      'Store Management',
      'Analytics Dashboard',
      'Secure Role-Based Access',
      'Mobile Ready',
      'Fast',
    ]) {
      await expect(features.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const how = page.locator('section#how-it-works');
    for (const step of ['Create Profile', 'Generate QR Code', 'Enjoy Rewards', 'Add Stores']) {
      await expect(how.getByText(step, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: /partners|trusted/i }).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /testimonials|merchants say|love/i }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /frequently asked questions|faq/i }).first(),
    ).toBeVisible();
    await expect(page.getByText('$29/month').first()).toBeAttached();
    await shoot(page, 'landing-1280-light');
  });

  test('nav and footer links point where the spec says', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    await expect(nav.getByRole('link', { name: 'How it Works' })).toHaveAttribute(
      'href',
      '/#how-it-works',
    );
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Become a Merchant' })).toHaveAttribute(
      'href',
      '/merchant/register',
    );
    await expect(banner.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const group of ['Product', 'Company', 'Support', 'Legal']) {
      await expect(footer.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByText('Stay Updated')).toBeVisible();

    // Features scrolls to its section; Privacy Policy opens its page.
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator('section#features')).toBeInViewport();
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('Get Started is a full page load of /register', async ({ page }) => {
    await page.goto('/');
    const navigation = page.waitForEvent('framenavigated');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await navigation;
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits a 390 px phone without horizontal scrolling (${colorScheme})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        colorScheme,
      });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(page, `landing-390-${colorScheme}`);

      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'Become a Merchant' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await shoot(page, `mobile-menu-390-${colorScheme}`);
      await context.close();
    });
  }

  test('dark theme at 1280 px', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    await shoot(page, 'landing-1280-dark');
    await context.close();
  });

  test('every route of the route table answers with its page', async ({ page }) => {
    // Private pages ask a signed-out visitor to sign in (behind the login modal they open).
    const signIn = /Sign in to continue/;
    const routes: Array<[string, RegExp]> = [
      ['/profile', signIn],
      // The store directory and store pages are public (docs/product.md, "Store pages").
      ['/stores', /^Stores$/],
      ['/stores/abc', /Store not found/],
      ['/payment-test', /Payment test/i],
      ['/merchant/register', /merchant/i],
      ['/merchant/verify-email', /Email Verification/],
      ['/merchant/request', signIn],
      ['/merchant/subscription', signIn],
      ['/dashboard', signIn],
      ['/privacy-policy', /Privacy Policy/],
      ['/register', /account/i],
      ['/nowhere', /Page not found/],
    ];
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, includeHidden: true }),
      ).toBeVisible();
      // includeHidden: behind an open login modal the page is aria-hidden, but still there.
      await expect(
        page.getByRole('navigation', { name: 'Main', includeHidden: true }),
      ).toBeAttached();
      await expect(page.getByRole('contentinfo', { includeHidden: true })).toBeAttached();
    }
  });
});
