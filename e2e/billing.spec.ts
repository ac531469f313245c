import { expect, test, type Page } from '@playwright/test';
import { fullPageShot, horizontalOverflow, signInAsDemoMerchant } from './support/demo';

// /dashboard/billing (docs/product.md, "Billing") on the demo merchant: Scale, paid monthly with
// a 4242 card, a year of paid invoices (docs/product.md, "Demo data"). The demo data is seeded once
// per run, so the plan test puts the plan back to Scale when done; the card it adds stays (no
// other test counts the demo merchant's cards). A fresh merchant would have a single invoice.

/** The demo merchant on the billing page, reached from the navigation bar. */
async function openBilling(page: Page) {
  await signInAsDemoMerchant(page);
  await page.getByRole('banner').getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(currentPlan(page)).toBeVisible({ timeout: 15_000 });
}

/** The "Current plan" card, named by the plan. */
const currentPlan = (page: Page) =>
  page.getByRole('region').filter({ has: page.getByText('Current plan', { exact: true }) });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Change plan → Choose `name` → the preview's figures → Confirm change → the toast and the card. */
async function changePlanTo(page: Page, name: string) {
  await currentPlan(page).getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new plan' })).toBeVisible();
  await page.getByRole('button', { name: `Choose ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change to ${name}?` });
  // The provider's own figures (docs/product.md, "Billing"), never a price the page works out.
  const figures = dialog.getByRole('group', { name: 'What the change costs' });
  await expect(figures.getByText('Due now')).toBeVisible();
  await expect(figures.getByText(/^Next invoice, /)).toBeVisible();
  await expect(figures.getByText(/\$\d/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(toast(page, `You are now on the ${name} plan.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(currentPlan(page).getByRole('heading', { level: 2, name })).toBeVisible();
}

test('the plan, its usage and the paid invoices show; the plan changes, cancels and reactivates', async ({
  page,
}) => {
  await openBilling(page);
  const plan = currentPlan(page);

  await test.step('current plan and usage', async () => {
    await expect(plan.getByRole('heading', { level: 2, name: 'Scale' })).toBeVisible();
    await expect(plan.getByText('Active', { exact: true })).toBeVisible();
    await expect(plan.getByText(/^Renews on /)).toBeVisible();
    const usage = plan.getByRole('region', { name: 'Usage' });
    await expect(usage.getByText('2 of 25 stores')).toBeVisible();
    await expect(usage.getByText('4 of 100 branches')).toBeVisible();
    await expect(usage.getByText('3 of 100 reward cards')).toBeVisible();
    await expect(usage.getByRole('progressbar', { name: '2 of 25 stores' })).toBeVisible();
  });

  await test.step('the invoices are paid', async () => {
    const invoices = page.getByRole('list', { name: 'Invoices' });
    await expect(invoices.getByRole('listitem').first()).toBeVisible();
    // A year of monthly payments.
    expect(await invoices.getByRole('listitem').count()).toBeGreaterThanOrEqual(12);
    await expect(
      invoices.getByRole('listitem').first().getByText('Paid', { exact: true }),
    ).toBeVisible();
    await expect(invoices.getByText('Scale plan, billed every month').first()).toBeVisible();
  });

  await test.step('change to Growth', () => changePlanTo(page, 'Growth'));

  await test.step('cancel at the end of the period, then reactivate', async () => {
    await plan.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    const sentence = (await cancel.getByText(/stays active until/).textContent()) ?? '';
    const end = /until (.+?), then ends/.exec(sentence)?.[1];
    expect(end, `the dialog names the last day: "${sentence}"`).toBeTruthy();
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(toast(page, `Your Growth plan will end on ${end}.`)).toBeVisible();
    await expect(plan.getByText(`Ends on ${end}: it will not renew.`)).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

    await plan.getByRole('button', { name: 'Reactivate' }).click();
    const keep = page.getByRole('dialog', { name: 'Keep your subscription?' });
    await keep.getByRole('button', { name: 'Reactivate' }).click();
    await expect(toast(page, `Your Growth plan will renew on ${end}.`)).toBeVisible();
    await expect(plan.getByText(`Renews on ${end}`)).toBeVisible();
  });

  // Back to the seeded plan, so the demo data is as seeded for whatever runs next.
  await test.step('back to Scale', () => changePlanTo(page, 'Scale'));
});

test('a second card is added and made the default', async ({ page }) => {
  await openBilling(page);
  const cards = page.getByRole('list', { name: 'Saved cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  const seeded = cards.getByRole('listitem').first();
  await expect(seeded.getByText('Default', { exact: true })).toBeVisible();

  // server/src/infrastructure/payments/sandbox-cards.ts takes Stripe's published test numbers only;
  // 4242 with another expiry is another card (a card is its fingerprint and expiry).
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  const form = dialog.getByRole('form', { name: 'Test mode card' });
  await form.getByLabel(/^Card number/).fill('4242424242424242');
  await form.getByLabel(/^Expiry/).fill('11/31');
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(toast(page, 'was saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(cards.getByRole('listitem')).toHaveCount(2);
  const added = cards.getByRole('listitem').filter({ hasText: 'Expires 11/31' });
  await expect(added.getByText('Default', { exact: true })).toHaveCount(0);
  await added.getByRole('button', { name: /^Make .* the default$/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Make .* the default\?$/ });
  await confirm.getByRole('button', { name: 'Make default' }).click();
  await expect(toast(page, 'is now your default card.')).toBeVisible();
  // The Default chip moves to the new card.
  await expect(added.getByText('Default', { exact: true })).toBeVisible();
  const other = cards.getByRole('listitem').filter({ hasNotText: 'Expires 11/31' });
  await expect(other.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(other.getByRole('button', { name: /^Make .* the default$/ })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`full-page screenshots at 1280 and 390 px, ${scheme}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openBilling(page);
    await expect(page.getByRole('list', { name: 'Invoices' })).toBeVisible();
    await fullPageShot(page, testInfo, `billing-1280-${scheme}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Invoices' })).toBeVisible({ timeout: 15_000 });
    await fullPageShot(page, testInfo, `billing-390-${scheme}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}
