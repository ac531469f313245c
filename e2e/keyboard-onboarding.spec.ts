import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestCode, uniqueEmail } from './support/outbox';
import { PASSWORD } from './support/merchant';

// The whole merchant onboarding with the keyboard alone (docs/accessibility.md): every control is
// reached with Tab, typed into, chosen with the arrow keys and pressed with Enter or Space. No
// click, no fill: what cannot be reached this way fails here.

/** Presses Tab until `target` has the focus; fails if it never does (not reachable). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a merchant onboards with the keyboard alone: register, verify, request, pay', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('keyboard');
  await page.goto('/merchant/register');
  const main = page.getByRole('main');
  await typeInto(page, main.getByLabel('Business name'), 'Keys & Beans');
  await typeInto(page, main.getByLabel('First name'), 'Kim');
  await typeInto(page, main.getByLabel('Last name'), 'Ode');
  await typeInto(page, main.getByLabel(/^Email/), email);
  await typeInto(page, main.getByLabel(/^Password/), PASSWORD);
  await tabTo(page, main.getByRole('button', { name: 'Register business' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/merchant\/verify-email/);
  await tabTo(page, page.getByLabel('Digit 1 of 6'));
  await page.keyboard.type(await latestCode(request, email));
  await expect(page).toHaveURL(/\/merchant\/request$/, { timeout: 15_000 });

  await typeInto(page, main.getByLabel(/^Business name/), 'Keys & Beans LLC');
  await tabTo(page, main.getByLabel(/^Category/));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  // Type-ahead to the option, then Enter: the listbox closes with Cafe chosen.
  await page.keyboard.type('Cafe');
  await page.keyboard.press('Enter');
  await expect(main.getByLabel(/^Category/)).toContainText('Cafe');
  await typeInto(page, main.getByLabel(/^Store name/), `Keys Cafe ${Date.now()}`);
  await typeInto(
    page,
    main.getByLabel(/^Description/),
    'Coffee for people who never touch a mouse.',
  );
  await typeInto(page, main.getByLabel(/^Phone/), '+14155550123');
  await typeInto(page, main.getByLabel(/^Address line/), '1 Keyboard Way');
  await typeInto(page, main.getByLabel(/^City/), 'San Francisco');
  await typeInto(page, main.getByLabel(/^Postal code/), '94107');
  await tabTo(page, main.getByRole('button', { name: 'Submit request' }));
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByRole('button', { name: 'Choose Starter' }));
  await page.keyboard.press('Enter');
  const card = page.getByRole('form', { name: 'Test mode card' });
  await typeInto(page, card.getByLabel(/^Card number/), '4242424242424242');
  await typeInto(page, card.getByLabel(/^Expiry/), '12/30');
  await typeInto(page, card.getByLabel(/^CVC/), '123');
  await tabTo(page, card.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.screenshot({
    path: 'e2e-artifacts/keyboard-onboarding-dashboard.png',
    fullPage: true,
  });
});
