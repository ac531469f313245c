import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';

// A page whose code is slow shows "Loading..." (docs/product.md, "Pages and routes"); a page whose
// code fails to load says so and can try again; so does the app's own start-up script
// (docs/performance.md, "When a page is slow or fails to load").

// The service worker precaches every chunk and answers from its cache once it controls the page;
// `page.route` cannot see those answers, so a chunk held or refused here would arrive anyway
// whenever the worker took control mid-test (the flaky "Loading..." after "Try again" in CI).
test.use({ serviceWorkers: 'block' });

const CHUNKS = '**/static/js/*.chunk.js';
const ARTIFACTS = 'e2e-artifacts';

// The chunks of the app's start (webpack.config.ts lists them after the build), by file name.
const chunkGroups = JSON.parse(readFileSync('dist/static/chunk-groups.json', 'utf8')) as Record<
  string,
  string[]
>;
const appStartFiles = [...(chunkGroups['app-loader'] ?? []), ...(chunkGroups.app ?? [])].map(
  (file) => file.replace(/^.*\//, ''),
);
const isAppStart = (url: string) => appStartFiles.some((file) => url.endsWith(`/${file}`));

/** Holds every chunk request until `release()`: a network as slow as the test wants. */
async function holdChunks(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNKS, async (route: Route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/** The console's complaints, less the failed requests a test causes on purpose. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const expected = message.text().startsWith('Failed to load resource');
    if (message.type() === 'error' && !expected) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const loader = (page: Page) => page.getByRole('status', { name: 'Loading...' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name });

test.describe('a page that is slow or fails to load', () => {
  test('a slow page on navigation shows "Loading..." until it arrives', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/register');
    await expect(heading(page, 'Create your account')).toBeVisible();
    const release = await holdChunks(page);
    await footerLink(page, 'Privacy Policy').click();
    await expect(loader(page)).toBeVisible();
    await expect(heading(page, 'Create your account')).toBeHidden();
    release();
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    await expect(loader(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('a slow page on a direct load shows "Loading..." until it arrives', async ({ page }) => {
    const problems = collectProblems(page);
    // The app's own chunks pass; the page's are held.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHUNKS, async (route) => {
      if (!isAppStart(route.request().url())) await released;
      await route.continue();
    });
    // The held chunk keeps the load event from firing.
    await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
    await expect(loader(page)).toBeVisible();
    release();
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    await expect(loader(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('a direct load whose app code is slow too shows "Loading..." from the start', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const release = await holdChunks(page);
    await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
    await expect(loader(page)).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/shell-loading.png` });
    release();
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    await expect(loader(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('a page that fails to load says so, and "Try again" loads it once the network is back', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/register');
    await expect(heading(page, 'Create your account')).toBeVisible();
    await page.route(CHUNKS, (route) => route.abort('internetdisconnected'));
    await footerLink(page, 'Privacy Policy').click();
    const failure = page.getByRole('alert');
    await expect(heading(page, 'This page could not load')).toBeVisible();
    await expect(failure).toContainText('Check your internet connection');
    // The layout stays: the navigation bar is there to go elsewhere.
    await expect(page.getByRole('banner')).toBeVisible();
    // Still offline: trying again fails again, and says so again.
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page, 'This page could not load')).toBeVisible();
    await page.unroute(CHUNKS);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('when the app itself cannot load, the visitor is told, and "Try again" reloads it', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.route(CHUNKS, (route) => route.abort('internetdisconnected'));
    await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
    const notice = page.getByRole('alert');
    await expect(notice.getByRole('heading', { name: 'QRewards could not load' })).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/start-failure-direct-load.png` });
    await page.unroute(CHUNKS);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('when the app cannot start from the landing page, the first click says so', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.route(CHUNKS, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const notice = page.getByRole('alert');
    await expect(notice.getByRole('heading', { name: 'QRewards could not load' })).toBeVisible();
    // The prerendered page stays, and the next interaction starts the app once the network is back.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/start-failure-landing.png` });
    await page.unroute(CHUNKS);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the error and loading screens, for review (${colorScheme}, ${width} px)`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/register');
      await expect(heading(page, 'Create your account')).toBeVisible();
      await page.route(CHUNKS, (route) => route.abort('internetdisconnected'));
      await footerLink(page, 'Privacy Policy').click();
      await expect(heading(page, 'This page could not load')).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/page-load-error-${colorScheme}-${width}.png` });

      // Back online, on a slow network: trying again shows the loader, then the page.
      await page.unroute(CHUNKS);
      const release = await holdChunks(page);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(loader(page)).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/page-loading-${colorScheme}-${width}.png` });
      release();
      await expect(heading(page, 'Privacy Policy')).toBeVisible();
    });
  }
}
