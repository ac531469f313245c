import { expect, test, type Page } from '@playwright/test';
import { verifiedCustomerThroughApi } from './support/customer';

// On the prerendered landing page the app starts on the first interaction
// (docs/adr/0004-landing-page-starts-on-interaction.md), and that interaction must still do what the
// visitor meant, at the scroll position they were at.

/** Whether React has taken over the page: it marks the DOM nodes it owns. */
const appRunning = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'));
  });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The landing page as a visitor finds it: loaded, the app not yet running. */
async function openLanding(page: Page) {
  await page.goto('/');
  await page.waitForLoadState('load');
  expect(await appRunning(page)).toBe(false);
}

/** Scrolls without interacting (scrolling does not start the app). */
async function scrollTo(page: Page, selector: string) {
  // Asked until it holds: the browser may still restore the loaded page's scroll position.
  await expect
    .poll(async () => {
      await page.evaluate((target) => document.querySelector(target)?.scrollIntoView(), selector);
      return scrollY(page);
    })
    .toBeGreaterThan(0);
  return scrollY(page);
}

/** Sign In is in the navigation bar on a wide screen, and in the menu on a phone. */
async function openLogin(page: Page, width: number) {
  if (width >= 900) {
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('button', { name: 'Sign In' })
    .click();
}

for (const width of [1280, 390]) {
  test.describe(`the first interaction on the landing page is not lost (${width} px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a first click on an FAQ question opens it, and the page stays where it was', async ({
      page,
    }) => {
      await openLanding(page);
      const question = page.locator('#faq-0-question');
      const before = await scrollTo(page, '#faq');
      await question.click();
      // A native <details>: the browser opens it, before the app has started (docs/adr/0005).
      await expect(page.locator('details:has(#faq-0-question)')).toHaveAttribute('open', '');
      await expect(page.locator('#faq-0-answer')).toBeVisible();
      await expect.poll(() => appRunning(page)).toBe(true);
      await expect(page.locator('details:has(#faq-0-question)')).toHaveAttribute('open', '');
      expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(2);
    });

    test('a first click on empty space leaves the page where it was', async ({ page }) => {
      await openLanding(page);
      const before = await scrollTo(page, '#faq');
      await page.mouse.click(5, 400);
      await expect.poll(() => appRunning(page)).toBe(true);
      // Give any late scroll (a remount, a scroll to the top) the time to happen.
      await page.waitForTimeout(500);
      expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(2);
    });

    test('a first Tab focuses the first link, and the focus and the page stay', async ({
      page,
    }) => {
      await openLanding(page);
      await page.keyboard.press('Tab');
      const first = page.getByRole('banner').getByRole('link', { name: 'QRewards home' });
      await expect(first).toBeFocused();
      await expect.poll(() => appRunning(page)).toBe(true);
      await page.waitForTimeout(500);
      await expect(first).toBeFocused();
      expect(await scrollY(page)).toBe(0);
    });

    test('a first click in the footer email box focuses it, and typing works', async ({ page }) => {
      await openLanding(page);
      const email = page.locator('#footer-newsletter-email');
      const before = await scrollTo(page, '#footer-newsletter-email');
      await email.click();
      await expect(email).toBeFocused();
      await page.keyboard.type('amira@example.com');
      await expect.poll(() => appRunning(page)).toBe(true);
      await page.waitForTimeout(500);
      await expect(email).toBeFocused();
      await expect(email).toHaveValue('amira@example.com');
      expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(2);
    });

    test.describe('with the app slow to arrive', () => {
      // The service worker would serve the app's code from its own cache, past the route below.
      test.use({ serviceWorkers: 'block' });

      test('what is typed in the login dialog before the app has started is kept, and Enter signs in', async ({
        page,
        request,
      }) => {
        const account = await verifiedCustomerThroughApi(request);
        // The app's code arrives late, as on a slow phone: the visitor types and signs in before it
        // runs, in the prerendered dialog (docs/adr/0005-landing-page-answers-before-the-app.md).
        let arrive = () => {};
        const arrived = new Promise<void>((resolve) => (arrive = resolve));
        await page.route(/\/static\/js\/app\.[0-9a-f]+\.chunk\.js$/, async (route) => {
          await arrived;
          await route.continue();
        });
        await openLanding(page);
        await openLogin(page, width);
        const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
        await dialog.getByLabel('Email Address').fill(account.email);
        await dialog.getByLabel('Password', { exact: true }).fill(account.password);
        await dialog.getByLabel('Password', { exact: true }).press('Enter');
        expect(await appRunning(page)).toBe(false);
        arrive();
        // The app takes the dialog over with both fields, and signs in as asked.
        await expect(dialog).toBeHidden({ timeout: 15_000 });
        await expect(page).toHaveURL(/\/dashboard$/);
        const you = width >= 900 ? page.getByRole('banner') : page.getByRole('main');
        await expect(you.getByText('Lena').first()).toBeVisible();
      });
    });

    for (const [link, destination] of [
      ['Forgot password?', /\/forgot-password$/],
      ['Sign up', /\/register$/],
    ] as const) {
      test(`in the login modal, "${link}" works on the first click after typing an email`, async ({
        page,
      }) => {
        await openLanding(page);
        await openLogin(page, width);
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
        // Part-way through an address: the field's check on leaving it fails.
        await dialog.getByLabel('Email Address').fill('amira@');
        const target = dialog.getByRole(link === 'Sign up' ? 'link' : 'button', { name: link });
        // Measured until it holds: the app may take the dialog over (the same dialog, in the same
        // place) between finding the link and measuring it.
        const found: { box: Awaited<ReturnType<typeof target.boundingBox>> } = { box: null };
        await expect.poll(async () => (found.box = await target.boundingBox())).not.toBeNull();
        const { box } = found;
        if (!box) throw new Error(`"${link}" is not on screen`);
        // A real click: the mouse goes down where the link is, and up where it is then.
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await expect(page).toHaveURL(destination);
        await expect(dialog).toBeHidden();
      });
    }
  });
}
