import { expect, test, type Page } from '@playwright/test';

// docs/adr/0004-landing-page-starts-on-interaction.md: the prerendered landing page runs no app code
// until the visitor reaches for it, and the first click is not lost.

/** Whether React has taken over the page: it marks the DOM nodes it owns. */
const appRunning = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'));
  });

function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the landing page starts the app on the first interaction', () => {
  test('shows the whole page without running the app, and downloads it in the background', async ({
    page,
  }) => {
    const appChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/static\/js\/app\.[0-9a-f]+\.chunk\.js$/.test(request.url())) {
        appChunks.push(request.url());
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The footer and the FAQ are in the first response, not added by scripts.
    await expect(page.getByText('Stay Updated')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect.poll(() => appChunks.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await appRunning(page)).toBe(false);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a Sign In click as the very first thing opens the login modal (${colorScheme})`, async ({
      page,
    }) => {
      const problems = collectProblems(page);
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      expect(await appRunning(page)).toBe(false);
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      expect(await appRunning(page)).toBe(true);
      // Hydration matched the prerendered HTML: React reports any mismatch on the console.
      expect(problems).toEqual([]);
    });
  }

  test('the theme toggle works as the first click, and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('a signed-in visitor gets the app at once, with their navigation', async ({ page }) => {
    await page.addInitScript(() => {
      const user = {
        id: 'u-1',
        email: 'amira@example.com',
        first_name: 'Amira',
        last_name: 'Haddad',
        role: 'customer',
        is_email_verified: true,
      };
      window.localStorage.setItem(
        'persist:qrewards',
        JSON.stringify({
          user: JSON.stringify(user),
          accessToken: JSON.stringify('not-a-real-token'),
          _persist: JSON.stringify({ version: 1, rehydrated: true }),
        }),
      );
    });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Amira' })).toBeVisible();
    expect(await appRunning(page)).toBe(true);
  });
});
