import { expect, test, type Page } from '@playwright/test';
import { verifiedCustomerThroughApi } from './support/customer';

// docs/adr/0004-landing-page-starts-on-interaction.md: the prerendered landing page runs no app code
// until the visitor reaches for it, and the first click is not lost; docs/adr/0005: Sign In, the
// phone menu and the theme toggle answer before the app has started.

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
    test(`a Sign In click as the very first thing opens the login modal, which the app then takes over (${colorScheme})`, async ({
      page,
    }) => {
      const problems = collectProblems(page);
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      expect(await appRunning(page)).toBe(false);
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      // The prerendered dialog answers first (docs/adr/0005-landing-page-answers-before-the-app.md)...
      const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Email Address')).toBeFocused();
      // ...then the app starts and opens its own in its place: one dialog all along.
      await expect.poll(() => appRunning(page)).toBe(true);
      await expect(page.locator('#landing-shells')).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
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

  test('a signed-in visitor gets the app at once, with their navigation', async ({
    page,
    request,
  }) => {
    // A real session: the signed-in bar asks the server where the account works, and a made-up
    // token would (rightly) end the session before the check.
    const account = await verifiedCustomerThroughApi(request);
    const login = await request.post('/api/merchant/auth/login', { data: account });
    expect(login.status()).toBe(200);
    const { user, tokens } = (await login.json()).data;
    await page.addInitScript(
      ([storedUser, token]) => {
        window.localStorage.setItem(
          'persist:qrewards',
          JSON.stringify({
            user: JSON.stringify(storedUser),
            accessToken: JSON.stringify(token),
            _persist: JSON.stringify({ version: 1, rehydrated: true }),
          }),
        );
      },
      [user, tokens.access_token] as const,
    );
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lena' })).toBeVisible();
    expect(await appRunning(page)).toBe(true);
  });
});
