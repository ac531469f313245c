import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  payWithCard,
  registerAndVerifyMerchant,
  registerMerchantThroughApi,
  submitMerchantRequest,
  verifyEmailThroughApi,
} from './support/merchant';
import { adminPage } from './support/admin';

test('an administrator rejects, the merchant resubmits, the administrator accepts and the store is listed once paid for', async ({
  page,
  request,
  browser,
}) => {
  // Two journeys and a payment: on a busy shared machine this takes over the default minute.
  test.setTimeout(150_000);
  const storeName = `Bean & Leaf ${Date.now()}`;
  await registerAndVerifyMerchant(page, request);
  await submitMerchantRequest(page, storeName);
  await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });

  const admin = await adminPage(browser);
  await rejectRequest(admin.page, storeName, 'The address could not be verified.');

  // The merchant sees why, and sends the request again.
  await page.goto('/merchant/request');
  await expect(page.getByText('The address could not be verified.')).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/request-rejected.png', fullPage: true });
  await submitMerchantRequest(page, storeName);
  await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });

  // On a phone the table keeps the store, its status and the Review button in view.
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await admin.page.reload();
  const review = admin.page.getByRole('button', { name: `Review ${storeName}` });
  await expect(review).toBeInViewport();
  await admin.page.screenshot({ path: 'e2e-artifacts/admin-requests-390.png', fullPage: true });
  await review.click();
  await admin.page.getByRole('button', { name: 'Accept', exact: true }).click();
  await admin.page
    .getByRole('dialog', { name: 'Accept this request?' })
    .getByRole('button', { name: 'Accept', exact: true })
    .click();
  await expect(admin.page.getByRole('dialog')).toHaveCount(0);
  await expect(admin.page.getByRole('button', { name: `Review ${storeName}` })).toHaveCount(0);
  await admin.context.close();

  // Accepted before paying: the store is listed from the first payment on (docs/product.md,
  // "Without an active plan").
  const listed = async () => {
    const listing = await request.get(
      `/api/merchant/store-listing/stores?search=${encodeURIComponent(storeName)}`,
    );
    const { data } = (await listing.json()) as { data: { items: Array<{ name: string }> } };
    return data.items.map((store) => store.name);
  };
  expect(await listed()).not.toContain(storeName);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  expect(await listed()).toContain(storeName);
});

async function rejectRequest(admin: Page, storeName: string, reason: string) {
  await admin.getByRole('button', { name: `Review ${storeName}` }).click();
  await admin.getByRole('button', { name: 'Reject', exact: true }).click();
  await admin.getByLabel(/^Reason/).fill(reason);
  await admin.getByRole('button', { name: 'Reject request' }).click();
  await expect(admin.getByRole('button', { name: `Review ${storeName}` })).toHaveCount(0);
}

test('a merchant who paid and was refused is refunded, corrects the request, subscribes again and lands on the dashboard, under review', async ({
  page,
  request,
  browser,
}) => {
  const storeName = `Paid Beans ${Date.now()}`;
  await registerAndVerifyMerchant(page, request);
  await submitMerchantRequest(page, storeName);
  await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  const admin = await adminPage(browser);
  await rejectRequest(admin.page, storeName, 'Please add the suite number.');
  await admin.context.close();

  // The dashboard says why; "Resubmit" opens the request with its answers kept.
  await page.goto('/dashboard');
  await expect(page.getByText('Your request was not accepted')).toBeVisible();
  await page.getByRole('link', { name: 'Resubmit' }).click();
  await expect(page).toHaveURL(/\/merchant\/request$/);
  await expect(page.getByText('Please add the suite number.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Store name/ })).toHaveValue(storeName);
  await page.getByRole('textbox', { name: /Address line/ }).fill('1200 Broadway, Suite 4');
  await page.getByRole('button', { name: 'Submit request' }).click();
  // The rejection cancelled and refunded the subscription (docs/product.md, "Refunds"), so the
  // corrected request goes through the payment step again before the review.
  await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('Your request is under review')).toBeVisible();
});

/** A merchant request sent through the API, for tests about how the admin page shows it. */
async function sendRequestThroughApi(
  request: APIRequestContext,
  fields: { store_name: string; business_name: string },
) {
  const merchant = await registerMerchantThroughApi(request, 'long-name', fields.business_name);
  await verifyEmailThroughApi(request, merchant.email);
  const categories = await request.get('/api/merchant/categories');
  const { data: list } = (await categories.json()) as { data: Array<{ id: string; slug: string }> };
  const sent = await request.post('/api/merchant/merchant-requests', {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: {
      ...fields,
      business_type: 'company',
      category_id: list.find((category) => category.slug === 'cafe')?.id,
      description: 'Single-origin coffee and fresh pastries, ten stamps for a free drink.',
      phone: '+15105550123',
      address_line: '1200 Broadway',
      city: 'Oakland',
      postal_code: '94601',
      country: 'US',
      website: 'https://bean-and-leaf.example.com',
    },
  });
  expect(sent.status()).toBe(201);
}

/** The button is wholly on screen and is what a click at its centre reaches, without scrolling. */
async function expectReachable(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await expect(button).toBeInViewport({ ratio: 1 });
  const hit = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return element === top || element.contains(top);
  });
  expect(hit).toBe(true);
  await button.click({ noWaitAfter: true });
}

test('a 120-character name without spaces keeps Review in view at 1280 and 390 px, and wraps in the dialog', async ({
  request,
  browser,
}) => {
  const storeName = `BeanAndLeaf${Date.now()}`.padEnd(120, 'x');
  const businessName = 'BeanAndLeafCoffeeRoasters'.padEnd(120, 'y');
  expect(storeName).toHaveLength(120);
  await sendRequestThroughApi(request, { store_name: storeName, business_name: businessName });

  const admin = await adminPage(browser);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await admin.page.setViewportSize({ width, height });
      await admin.page.emulateMedia({ colorScheme: scheme });
      await admin.page.reload();
      await expect(admin.page.getByRole('button', { name: `Review ${storeName}` })).toBeVisible();
      await admin.page.screenshot({
        path: `e2e-artifacts/long-name-table-${width}-${scheme}.png`,
        fullPage: true,
      });
      await expectReachable(admin.page, `Review ${storeName}`);
      const dialog = admin.page.getByRole('dialog', { name: new RegExp(storeName) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Oakland 94601')).toBeVisible();
      // Nothing in the dialog is wider than the dialog: long names wrap rather than being cut.
      const overflow = await dialog.evaluate((element) => {
        const paper = element.querySelector('.MuiDialog-paper') ?? element;
        return paper.scrollWidth - paper.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(dialog.getByText(storeName)).toBeVisible();
      await admin.page.screenshot({
        path: `e2e-artifacts/review-dialog-${width}-${scheme}.png`,
        animations: 'disabled',
      });

      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      const confirm = admin.page.getByRole('dialog', { name: 'Accept this request?' });
      await expect(confirm).toContainText(storeName);
      await admin.page.screenshot({
        path: `e2e-artifacts/accept-confirm-${width}-${scheme}.png`,
        animations: 'disabled',
      });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await admin.page
        .getByRole('dialog', { name: new RegExp(storeName) })
        .getByRole('button', { name: 'Close' })
        .click();
      await expect(admin.page.getByRole('dialog')).toHaveCount(0);
    }
  }
  await admin.context.close();
});
