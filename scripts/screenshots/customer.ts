// The screenshots of docs/guide-customer.md: the demo customer's app, and the sign-up page.
import { goto, PHONE, scrollTo, settle, TIMEOUT, type Recipe } from './shared';

const dashboard: Recipe = {
  who: 'customer',
  url: /\/dashboard$/,
  async take(page) {
    await goto(page, '/dashboard', 'Dashboard');
    await page.getByRole('heading', { name: 'Your QR code' }).first().waitFor({ timeout: TIMEOUT });
  },
};

export const customerRecipes: Record<string, Recipe> = {
  'customer-register': {
    who: 'visitor',
    url: /\/register$/,
    async take(page) {
      await goto(page, '/register', 'Create your account');
    },
  },
  'customer-dashboard': dashboard,
  'customer-counter-mode': {
    who: 'customer',
    viewport: PHONE,
    url: /\/dashboard$/,
    async take(page) {
      await goto(page, '/dashboard', 'Dashboard');
      await page.getByRole('button', { name: 'Show at the counter' }).click();
      await page.locator('[aria-labelledby="counter-mode-title"]').waitFor({ timeout: TIMEOUT });
    },
  },
  'customer-my-code': {
    who: 'customer',
    viewport: PHONE,
    url: /\/my-code$/,
    async take(page) {
      await goto(page, '/my-code', 'Your code');
      // The short code a cashier can type (docs/product.md, "Finding a customer").
      await page.getByText('Short code').first().waitFor({ timeout: TIMEOUT });
    },
  },
  'customer-cards': {
    who: 'customer',
    url: /\/dashboard$/,
    async take(page, run) {
      await dashboard.take(page, run);
      await settle(page);
      await scrollTo(page, page.getByText('Reward ready').first());
    },
  },
  // docs/guide-customer.md, "Your card in your phone's wallet": a card's two wallet buttons.
  'customer-wallet': {
    who: 'customer',
    viewport: PHONE,
    url: /\/dashboard$/,
    async take(page, run) {
      await dashboard.take(page, run);
      const buttons = page.getByRole('group', { name: /^Wallet pass for / }).first();
      await buttons.waitFor({ timeout: TIMEOUT });
      await settle(page);
      await scrollTo(page, buttons);
      // The card itself above its buttons.
      await page.evaluate(() => window.scrollBy(0, -220));
    },
  },
  'customer-directory': {
    who: 'customer',
    url: /\/stores$/,
    async take(page) {
      await goto(page, '/stores', 'Stores');
      await page.getByText('Forno Dourado Bakery').first().waitFor({ timeout: TIMEOUT });
    },
  },
  'customer-profile': {
    who: 'customer',
    url: /\/profile$/,
    async take(page) {
      await goto(page, '/profile', 'Your profile');
      await settle(page);
      await scrollTo(page, page.getByRole('heading', { name: 'Your QR code' }));
      await page.getByRole('button', { name: 'Get a new code' }).waitFor({ timeout: TIMEOUT });
    },
  },
  'customer-messages': {
    who: 'customer',
    url: /\/profile$/,
    async take(page) {
      await goto(page, '/profile', 'Your profile');
      await page
        .getByRole('group', { name: /^Messages from / })
        .first()
        .waitFor({
          timeout: TIMEOUT,
        });
      await settle(page);
      await scrollTo(page, page.getByRole('heading', { name: 'Notifications' }));
    },
  },
};
