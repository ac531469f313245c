import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PAGE_PATHS } from '../src/app/pagePaths';
import { PASSWORD, registerMerchantWithAcceptedStore } from './support/merchant';
import { ADMIN } from './support/admin';
import { signInWithDialog } from '../scripts/harness/browser';
import { DEMO_CUSTOMER } from '../scripts/harness/people';
import { signInAsDemoMerchant } from './support/demo';
import { verifiedCustomerThroughApi } from './support/customer';

// Every page of the route table, in both colour schemes, signed out and as each role, checked
// with axe for WCAG 2.0/2.1/2.2 A and AA: zero violations (docs/accessibility.md). A page added
// to the route table is checked the day it lands.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const SCHEMES = ['light', 'dark'] as const;
// A store id nobody has: the store page's "not found" state is a page people can land on too. The
// merchant sees their own store instead, with its editors. A customer code nobody has: /scan/:code
// then says so to the merchant (docs/product.md, "Scanning a customer").
const UNKNOWN_STORE = '00000000-0000-4000-8000-000000000000';
const pathsFor = (storeId: string) =>
  PAGE_PATHS.map((path) =>
    path.replace(':storeId', storeId).replace(':code', 'no-such-customer-code'),
  );

async function signInThroughDialog(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
}

type Role = 'signed out' | 'customer' | 'merchant' | 'admin';

/** A browser context signed in as `role`, the way a person gets there. */
async function contextFor(
  browser: Browser,
  role: Role,
): Promise<{ context: BrowserContext; storeId: string }> {
  let storeId = UNKNOWN_STORE;
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role === 'customer') {
    const { email } = await verifiedCustomerThroughApi(page.request);
    await signInThroughDialog(page, email, PASSWORD);
  } else if (role === 'merchant') {
    // Accepted, the request makes the merchant's store: its page is checked with the editors on it.
    await registerMerchantWithAcceptedStore(page, browser, `Axe Coffee ${Date.now()}`);
    storeId = await ownStoreId(page);
  } else if (role === 'admin') {
    await signInThroughDialog(page, ADMIN.email, ADMIN.password);
  }
  await page.close();
  return { context, storeId };
}

/** The signed-in merchant's first store, read with the session the SPA keeps. */
async function ownStoreId(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('persist:qrewards'));
  const session = JSON.parse(stored ?? '{}') as Record<string, string>;
  const token = JSON.parse(session.accessToken ?? 'null') as string;
  const answer = await page.request.get('/api/merchant/stores/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await answer.json()) as { data: { items: Array<{ id: string }> } };
  const store = data.items[0];
  if (!store) throw new Error('the accepted request made no store');
  return store.id;
}

/** Waits until the page has drawn what it will show: no chunk or data still loading. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  // A signed-out visitor on a private page sees the sign-in dialog over it.
  await expect(page.getByRole('main').or(page.getByRole('dialog')).first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  // The theme gallery shows skeletons and spinners on purpose, inside its specimens
  // (`data-gallery-specimen`, docs/design.md); anywhere else they mean data still loading. A
  // determinate bar (the billing page's usage) is content, not loading: only spinners wait.
  await expect(
    page.locator(
      ':is(.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])):not([data-gallery-specimen] *)',
    ),
  ).toHaveCount(0);
  // A signed-out visitor on a private page gets its "Sign in to continue" frame first and the
  // sign-in dialog a moment later, when the dialog's chunk has loaded (src/app/guards.tsx): checked
  // in between, axe met the dialog half drawn (a CI run on 26 November). Wait for the dialog.
  if ((await page.getByRole('heading', { name: 'Sign in to continue' }).count()) > 0) {
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  }
  // And anything else that arrives late (a lazy part, a query's answer): wait until the page has
  // not changed for half a second.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let quiet = setTimeout(done, 500);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 500);
        });
        function done() {
          observer.disconnect();
          resolve(true);
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }),
    undefined,
    { timeout: 15_000 },
  );
  // A dialog fades in: axe reads a half-transparent label as low contrast, so wait for every
  // transition and animation to finish before checking colours.
  // A transition about to start is not running yet, so also wait until every dialog is fully
  // opaque, its ancestors included. The gallery's specimens animate for good (a skeleton's pulse).
  await page.waitForFunction(() => {
    const running = document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return animation.playState === 'running' && !target?.closest('[data-gallery-specimen]');
    });
    if (running.length > 0) return false;
    return [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
      for (let node: Element | null = dialog; node; node = node.parentElement) {
        if (getComputedStyle(node).opacity !== '1') return false;
      }
      return true;
    });
  });
}

/**
 * Shows the settled page in `scheme`: the running app follows the system setting live; else
 * reload. A settled page already drawn in `scheme` is left as it is (settling it again only
 * waited).
 */
async function useScheme(page: Page, scheme: (typeof SCHEMES)[number]) {
  const applied = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).colorScheme.trim());
  const already = (await applied()) === scheme;
  await page.emulateMedia({ colorScheme: scheme });
  if (already) return;
  if ((await applied()) !== scheme) await page.reload();
  await expect.poll(applied).toBe(scheme);
  await settle(page);
}

/** axe's violations on the page as it is, one line each. */
async function violationsOn(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
    return `${label}: ${violation.id} (${violation.impact}) ${targets.join(' | ')}`;
  });
}

// The theme gallery has this test of its own, not one per role in the runs below (it is the same
// page for everyone, and the longest to check); this also checks its side-by-side view, where half the page is in the other scheme (docs/design.md). A failing pair in
// its contrast table is shown failing, but as an inert specimen: the page's own text must pass.
test('the design gallery has no WCAG A/AA violation, light, dark and side by side', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  await page.goto('/design');
  await settle(page);
  for (const scheme of SCHEMES) {
    await useScheme(page, scheme);
    found.push(...(await violationsOn(page, `${scheme}`)));
  }
  await page.getByRole('button', { name: 'Side by side' }).click();
  await expect(page.locator('[data-scheme="light"]').first()).toBeVisible();
  await expect(page.locator('[data-scheme="dark"]').first()).toBeVisible();
  await settle(page);
  found.push(...(await violationsOn(page, 'side by side')));
  expect(found).toEqual([]);
});

// The four roles and the gallery are apart from each other: with two workers they run side by
// side (playwright.config.ts), and this file is most of the browser step's time.
test.describe.configure({ mode: 'parallel' });

for (const role of ['signed out', 'customer', 'merchant', 'admin'] as const) {
  test(`every page has no WCAG A/AA violation, ${role}, light and dark`, async ({ browser }) => {
    // Every page twice, on a shared 2-core machine: minutes, not seconds.
    test.setTimeout(480_000);
    const { context, storeId } = await contextFor(browser, role);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of pathsFor(storeId).filter((path) => path !== '/design')) {
      await page.emulateMedia({ colorScheme: SCHEMES[0] });
      await page.goto(path);
      await settle(page);
      for (const scheme of SCHEMES) {
        await useScheme(page, scheme);
        const landed = page.url().replace(/^https?:\/\/[^/]+/, '');
        found.push(...(await violationsOn(page, `${scheme} ${path} → ${landed}`)));
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });
}

// The merchant above is new: its dashboard shows the empty state and its billing page a single
// invoice. The demo merchant (docs/product.md, "Demo data", seeded by playwright.config.ts) has a
// year of numbers, so the charts, tables, heatmap and invoice list are checked with data too.
test('the dashboard and billing pages with data have no WCAG A/AA violation, demo merchant, light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemoMerchant(page);
  const found: string[] = [];
  for (const path of ['/dashboard', '/dashboard/billing']) {
    await page.emulateMedia({ colorScheme: SCHEMES[0] });
    await page.goto(path);
    await settle(page);
    // The charts are a chunk of their own; the billing page's invoices come after the plan.
    if (path === '/dashboard') {
      await expect(
        page.getByRole('figure', { name: 'Customers' }).locator('svg').first(),
      ).toBeVisible();
    } else {
      await expect(page.getByRole('list', { name: 'Invoices' })).toBeVisible();
    }
    await settle(page);
    for (const scheme of SCHEMES) {
      await useScheme(page, scheme);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const violation of violations) {
        const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
        found.push(
          `${scheme} ${path}: ${violation.id} (${violation.impact}) ${targets.join(' | ')}`,
        );
      }
    }
  }
  expect(found).toEqual([]);
});

// A new store's /automations has no results yet; the demo merchant's has a year of them, with the
// lift, and the one-off message's two dialogs. The demo customer's profile lists her shops'
// message switches (docs/product.md, "Automations").
test('the automations page with results and its dialogs, and a customer’s message choices, have no WCAG A/AA violation, light and dark', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsDemoMerchant(page);
  const found: string[] = [];
  const check = async (label: string) => {
    await settle(page);
    for (const scheme of SCHEMES) {
      await useScheme(page, scheme);
      found.push(...(await violationsOn(page, `${scheme} ${label}`)));
    }
  };
  await page.emulateMedia({ colorScheme: SCHEMES[0] });
  await page.goto('/automations');
  await expect(page.getByText(/^Lift [+-]/).first()).toBeVisible({ timeout: 20_000 });
  await check('/automations');
  await page.getByRole('button', { name: 'New one-off message' }).click();
  const compose = page.getByRole('dialog', { name: /^New message from / });
  await compose.getByLabel('Subject').fill('A quiet week');
  await compose.getByLabel('Message').fill('Come by for a coffee.');
  await check('/automations, a new one-off message');
  await compose.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('dialog', { name: 'Send this message?' })).toBeVisible();
  await check('/automations, the preview');

  const customer = await (await browser.newContext()).newPage();
  await signInWithDialog(customer, DEMO_CUSTOMER);
  await customer.emulateMedia({ colorScheme: SCHEMES[0] });
  await customer.goto('/profile');
  await expect(customer.getByRole('group', { name: /^Messages from / }).first()).toBeVisible();
  await settle(customer);
  for (const scheme of SCHEMES) {
    await useScheme(customer, scheme);
    found.push(...(await violationsOn(customer, `${scheme} /profile, messages from shops`)));
  }
  await customer.context().close();
  expect(found).toEqual([]);
});

// The new merchant above has a store without customers: /customers shows its first-run state. The
// demo merchant's store has hundreds, so the table, its pages and a customer's history are checked
// with data too (docs/product.md, "Customers").
test('the customers page with data and a history open has no WCAG A/AA violation, demo merchant, light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemoMerchant(page);
  const found: string[] = [];
  await page.emulateMedia({ colorScheme: SCHEMES[0] });
  await page.goto('/customers');
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await settle(page);
  for (const scheme of SCHEMES) {
    await useScheme(page, scheme);
    found.push(...(await violationsOn(page, `${scheme} /customers`)));
  }
  await table.getByRole('row').nth(1).getByRole('button').click();
  await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
  await settle(page);
  for (const scheme of SCHEMES) {
    await useScheme(page, scheme);
    // A reload keeps the open customer: it is in the address.
    await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
    found.push(...(await violationsOn(page, `${scheme} /customers, a history open`)));
  }
  expect(found).toEqual([]);
});

// Before the app has started, the landing page opens prerendered copies of the login dialog and the
// phone menu (docs/adr/0005-landing-page-answers-before-the-app.md): what a visitor meets in those
// first moments is checked too, with the app's code held back so it cannot take over.
test.describe('before the app has started', () => {
  // The service worker would serve the app's code from its own cache, past the route below.
  test.use({ serviceWorkers: 'block' });

  for (const [width, shell] of [
    [1280, 'login dialog'],
    [390, 'phone menu'],
  ] as const) {
    test(`the landing page's ${shell} has no WCAG A/AA violation, light and dark`, async ({
      page,
    }) => {
      await page.route(/\/static\/js\/app\.[0-9a-f]+\.chunk\.js$/, () => undefined);
      await page.setViewportSize({ width, height: 800 });
      const found: string[] = [];
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/');
        await page.waitForLoadState('load');
        if (shell === 'login dialog') {
          await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
          await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        }
        await expect(page.locator('#landing-shells')).toHaveCount(1);
        found.push(...(await violationsOn(page, `${scheme} ${shell}`)));
      }
      expect(found).toEqual([]);
    });
  }
});
