import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storedAccessToken } from '../scripts/harness/browser';
import { registerAndVerifyCustomer } from './support/customer';
import { registerMerchantWithAcceptedStore } from './support/merchant';

// End to end: a merchant's store, branch and reward card, the cashier's stamps and the
// customer's page following them live (docs/product.md, "Scanning a customer"; docs/api.md,
// "Live updates"), and the store in the directory. The figures go to docs/performance.md.

const STAMPS = 3;

/**
 * Every API call a page makes from now on, as `METHOD /path` (the API's prefix and query cut off),
 * so a test can count the exchanges a tap costs (docs/performance.md, "Exchanges per tap").
 */
function apiCalls(target: Page): string[] {
  const calls: string[] = [];
  target.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/api/merchant/'))
      calls.push(`${sent.method()} ${pathname.slice('/api/merchant'.length)}`);
  });
  return calls;
}

/** Long enough for whatever a tap's answer sets off (a refetch) to have been sent. */
const SETTLE_MS = 1_500;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

test('a merchant stamps a customer’s card full and redeems it; the customer sees it live', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const storeName = `Stamp House ${Date.now()}`;

  // The merchant: registered, request sent, subscribed, accepted by the administrator.
  await registerMerchantWithAcceptedStore(page, browser, storeName);

  // The accepted request made the store (the Starter plan allows one): its page, with editors.
  await page.goto('/stores');
  // The store's card opens it; its "Customers" link beside it names the store too.
  await page.locator('a[href^="/stores/"]', { hasText: storeName }).click();
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();

  await page.getByRole('button', { name: 'Add branch' }).click();
  const branchDialog = page.getByRole('dialog');
  await branchDialog.getByLabel(/^Branch name/).fill('Harbor Way');
  await branchDialog.getByLabel(/^Address line/).fill('200 Harbor Way');
  await branchDialog.getByLabel(/^City/).fill('San Francisco');
  await branchDialog.getByLabel(/^Postal code/).fill('94107');
  const country = branchDialog.getByLabel(/^Country/);
  if (!(await country.textContent())?.trim()) {
    await country.click();
    await page.getByRole('option', { name: 'United States' }).click();
  }
  await branchDialog.getByRole('button', { name: 'Add branch' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Harbor Way', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New reward card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'New reward card' });
  await cardDialog.getByLabel(/^Title/).fill('Coffee card');
  await cardDialog.getByLabel(/^Stamps required/).fill(String(STAMPS));
  await cardDialog.getByLabel(/^Reward/).fill('A free coffee');
  await cardDialog.getByRole('button', { name: 'Create card' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Coffee card' })).toBeVisible();

  // No settings screen yet: the cooldown goes to 0 through the API, with the merchant's token.
  const settings = await request.put('/api/merchant/stores/me/settings', {
    headers: { authorization: `Bearer ${await storedAccessToken(page)}` },
    data: { stamp_cooldown_minutes: 0 },
  });
  expect(settings.status()).toBe(200);

  // The customer, in their own browser, on their dashboard.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await registerAndVerifyCustomer(customer, request, 'stamps');
  await customer.goto('/dashboard');
  await expect(customer.getByRole('img', { name: 'Your personal QR code' })).toBeVisible();
  const me = await request.get('/api/merchant/users/me', {
    headers: { authorization: `Bearer ${await storedAccessToken(customer)}` },
  });
  const code = ((await me.json()) as { data: { user: { qr_code: string } } }).data.user.qr_code;

  // The cashier types the code under the QR code.
  await page.goto('/dashboard');
  // The dashboard's own button, on top: a merchant before their first stamp also has one in the
  // first-run card ("Your numbers start with your first stamp"), drawn once the figures load.
  await page.getByRole('button', { name: 'Scan a customer' }).first().click();
  const scanner = page.getByRole('dialog', { name: 'Scan a customer' });
  // The QR code's own text still works in the typed field.
  await scanner.getByLabel(/^Short code or phone/).fill(code);
  await scanner.getByRole('button', { name: 'Look up' }).click();
  await expect(scanner.getByText(`Coffee card: 0 of ${STAMPS} stamps`)).toBeVisible();

  const merchantMs: number[] = [];
  const customerMs: number[] = [];
  const merchantCalls = apiCalls(page);
  const customerCalls = apiCalls(customer);
  const merchantPerTap: string[][] = [];
  const customerPerTap: string[][] = [];
  for (let stamp = 1; stamp <= STAMPS; stamp += 1) {
    const merchantBefore = merchantCalls.length;
    const customerBefore = customerCalls.length;
    // The customer's page notes when it shows the new count (the same machine's clock).
    const customerSaw = customer.evaluate(
      (label) =>
        new Promise<number>((resolve) => {
          const seen = () => document.querySelector(`[role="img"][aria-label="${label}"]`);
          if (seen()) return resolve(Date.now());
          const observer = new MutationObserver(() => {
            if (!seen()) return;
            observer.disconnect();
            resolve(Date.now());
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        }),
      `${stamp} of ${STAMPS} stamps`,
    );
    const timed = await page.evaluate(
      (text) =>
        new Promise<{ tappedAt: number; ms: number }>((resolve) => {
          const dialog = document.querySelector('[role="dialog"]')!;
          const button = [...dialog.querySelectorAll('button')].find(
            (candidate) => candidate.textContent?.trim() === 'Stamp',
          )!;
          const shown = () => dialog.textContent?.includes(text) ?? false;
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            resolve({ tappedAt, ms: performance.now() - start });
          });
          observer.observe(dialog, { subtree: true, childList: true, characterData: true });
          const tappedAt = Date.now();
          const start = performance.now();
          button.click();
        }),
      `Coffee card: ${stamp} of ${STAMPS} stamps`,
    );
    merchantMs.push(timed.ms);
    customerMs.push((await customerSaw) - timed.tappedAt);
    await page.waitForTimeout(SETTLE_MS);
    merchantPerTap.push(merchantCalls.slice(merchantBefore));
    customerPerTap.push(customerCalls.slice(customerBefore));
  }
  console.log(`API calls per stamp, merchant: ${JSON.stringify(merchantPerTap)}`);
  console.log(
    `API calls per stamp, customer (the stream stays open): ${JSON.stringify(customerPerTap)}`,
  );
  // docs/performance.md, "Exchanges per tap": the stamp's answer is the merchant's one exchange
  // (it patches the scanner's card); the customer's card comes on the stream, with no request.
  for (const calls of merchantPerTap)
    expect(calls).toEqual([expect.stringMatching(/^POST \/reward-cards\/[^/]+\/stamps$/)]);
  for (const calls of customerPerTap) expect(calls).toEqual([]);
  await expect(scanner.getByText('Reward ready')).toBeVisible();

  // The customer's dashboard followed, without a reload, and said so.
  const customerCard = customer.getByRole('listitem', { name: `Coffee card at ${storeName}` });
  await expect(customerCard.getByText('Reward ready')).toBeVisible();
  await expect(customer.getByRole('status')).toContainText(
    `Stamp added at ${storeName}: your card is full, your reward is ready.`,
  );
  // The notice and the full card, in both colour schemes, pass the accessibility run's checks
  // (docs/accessibility.md), which sees no card and no notice.
  for (const scheme of ['light', 'dark'] as const) {
    await customer.emulateMedia({ colorScheme: scheme });
    // The page follows the scheme live; colours fade, so wait until they have settled.
    await expect
      .poll(() =>
        customer.evaluate(() => getComputedStyle(document.documentElement).colorScheme.trim()),
      )
      .toBe(scheme);
    await customer.waitForTimeout(100);
    await customer.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    const { violations } = await new AxeBuilder({ page: customer })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      violations.map(
        (violation) =>
          `${scheme}: ${violation.id} ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`,
      ),
    ).toEqual([]);
  }

  await scanner.getByRole('button', { name: 'Redeem' }).click();
  await expect(scanner.getByText(`Coffee card: 0 of ${STAMPS} stamps`)).toBeVisible();
  await expect(customer.getByRole('status')).toContainText(`Reward redeemed at ${storeName}.`);
  await expect(customerCard.getByText('Reward ready')).toHaveCount(0);
  await expect(customerCard.getByRole('img', { name: `0 of ${STAMPS} stamps` })).toBeVisible();

  // Closing the scanner reads the numbers the taps changed once: the analytics, the per-person
  // figures ("Who did what") and the recent activity (docs/performance.md, "Exchanges per tap").
  const beforeClose = merchantCalls.length;
  await scanner.getByRole('button', { name: 'Close the scanner' }).click();
  await page.waitForTimeout(SETTLE_MS);
  const onClose = merchantCalls.slice(beforeClose);
  console.log(`API calls as the scanner closes: ${JSON.stringify(onClose)}`);
  expect(onClose.sort()).toEqual(['GET /analytics/overview', 'GET /analytics/staff', 'GET /home']);

  console.log(
    `stamp → count on the merchant's screen: ${merchantMs.map(Math.round).join(', ')} ms (median ${Math.round(median(merchantMs))} ms)`,
  );
  console.log(
    `stamp → count on the customer's page: ${customerMs.join(', ')} ms (median ${median(customerMs)} ms)`,
  );
  await customerContext.close();

  // A signed-out visitor finds the store in the directory.
  const visitor = await browser.newContext();
  const directory = await visitor.newPage();
  await directory.goto('/stores');
  await directory.getByLabel('Search stores').fill(storeName);
  await expect(directory.getByRole('link', { name: new RegExp(storeName) })).toBeVisible();
  await visitor.close();
});
