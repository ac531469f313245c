import { expect, type Page } from '@playwright/test';
import {
  PASSWORD,
  payWithCard,
  registerAndVerifyMerchant,
  registerMerchantThroughApi,
  submitMerchantRequest,
} from '../support/merchant';
import { verifiedCustomerThroughApi } from '../support/customer';
import { latestCode, uniqueEmail } from '../support/outbox';
import { withExpiry } from '../support/session';
import { credentialsOf, preparationOf, type World } from './world';

// How the real product is made to produce each event of the onboarding machine's paths
// (docs/qa.md, "Adding a browser step"). Keys are `eventKey` of e2e/paths/machinePaths.ts.

/**
 * A person's event happens when its turn comes (`act`); a server's answer needs nothing then, but
 * the world must already be such that the server gives it (`arrange`, run just before the person's
 * event it answers): the account that signs in must be unverified, or a merchant at step 3, before
 * the sign-in that gets that answer.
 */
export interface BrowserStep {
  arrange?: (page: Page, world: World) => Promise<void>;
  act?: (page: Page, world: World) => Promise<void>;
}

/** Signs in through the dialog the banner's Sign In opens; the machine hears LOGIN on submit. */
async function signInThroughDialog(page: Page, world: World) {
  const { email, password } = credentialsOf(world);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** The sign-up forms: the session starts without the machine, which hears SESSION_STARTED. */
async function signUp(page: Page, world: World, accountType: 'user' | 'merchant') {
  const email = uniqueEmail(`paths.signup.${accountType}`);
  world.credentials = { email, password: PASSWORD };
  await page.goto(accountType === 'merchant' ? '/merchant/register' : '/register');
  const main = page.getByRole('main');
  if (accountType === 'merchant') await main.getByLabel('Business name').fill('Bean & Leaf Coffee');
  await main.getByLabel('First name').fill('Amira');
  await main.getByLabel('Last name').fill('Haddad');
  await main.getByLabel(/^Email/).fill(email);
  await main.getByLabel(/^Password/).fill(PASSWORD);
  await main
    .getByRole('button', {
      name: accountType === 'merchant' ? 'Register business' : 'Create account',
    })
    .click();
}

/**
 * Ends the session the way it ends by itself: the access token has run out and the refresh token
 * is refused, so the next call cannot be retried and the session ends (docs/style.md, "One API,
 * one file per endpoint group": the reauth base query). The stored session is edited outside the app (the health route), as
 * e2e/support/session.ts does, then a private page that calls the API is opened.
 */
const REFUSED_REFRESH = 'refused-refresh-token';

async function expireSession(page: Page) {
  await page.goto('/api/merchant/health');
  const stored = await page.evaluate(() => localStorage.getItem('persist:qrewards'));
  const session = JSON.parse(stored ?? '{}') as Record<string, string>;
  const access = JSON.parse(session.accessToken ?? 'null') as string | null;
  if (!access) throw new Error('no stored session to expire');
  const expired = withExpiry(access, Math.floor(Date.now() / 1000) - 60);
  const edited = {
    ...session,
    accessToken: JSON.stringify(expired),
    refreshToken: JSON.stringify(REFUSED_REFRESH),
  };
  await page.evaluate(
    ({ edited, token, refresh }) => {
      localStorage.setItem('persist:qrewards', JSON.stringify(edited));
      // The cookies mirror the tokens, and a tab takes up tokens found there as another tab's
      // refresh (docs/reliability.md, "Sessions in several tabs"): both are replaced.
      document.cookie = `qr_access_token=${token}; path=/; SameSite=Lax`;
      document.cookie = `qr_refresh_token=${refresh}; path=/; SameSite=Lax`;
    },
    { edited, token: expired, refresh: REFUSED_REFRESH },
  );
  // The profile page reads the account: its call is the one that finds the session over.
  await page.goto('/profile');
}

/**
 * Brings the prepared merchant through the request (the product's own pages), for an answer to a
 * sign-in; after a fact, the fact itself brought the account to its step.
 */
async function prepareThroughRequest(world: World) {
  if (world.arrangingFor !== 'LOGIN') return false;
  const page = preparationOf(world);
  await submitMerchantRequest(page, `Paths Coffee ${Date.now()}`);
  await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });
  return true;
}

export const browserSteps: Record<string, BrowserStep> = {
  // People's events.
  LOGIN: { act: signInThroughDialog },
  'SESSION_STARTED user': { act: (page, world) => signUp(page, world, 'user') },
  'SESSION_STARTED merchant': { act: (page, world) => signUp(page, world, 'merchant') },
  SESSION_ENDED: { act: (page) => expireSession(page) },
  EMAIL_VERIFIED: {
    act: async (page, world) => {
      const { email } = credentialsOf(world);
      await page.getByLabel('Digit 1 of 6').fill(await latestCode(world.request, email));
    },
  },
  REQUEST_SUBMITTED: {
    act: (page) => submitMerchantRequest(page, `Paths Harbor ${Date.now()}`),
  },
  SUBSCRIBED: { act: (page) => payWithCard(page, '4242 4242 4242 4242') },

  // The login's answers: an account that gets the answer, made before the sign-in.
  'login done pending': {
    arrange: async (_page, world) => {
      world.credentials = await registerMerchantThroughApi(world.request, 'paths.unverified');
    },
  },
  'login done merchant': {
    // A verified merchant (at step 2); the step answer that follows brings it further.
    arrange: async (_page, world) => {
      const context = await world.browser.newContext();
      const page = await context.newPage();
      world.preparation = { context, page };
      const email = await registerAndVerifyMerchant(page, world.request);
      world.credentials = { email, password: PASSWORD };
    },
  },
  'login done user': {
    arrange: async (_page, world) => {
      world.credentials = await verifiedCustomerThroughApi(world.request, 'paths.customer');
    },
  },
  'login failed 401': {
    arrange: async (_page, world) => {
      world.credentials = { email: uniqueEmail('paths.nobody'), password: 'NotThePassword1' };
    },
  },
  'login failed DEMO_MODE': {
    // docs/product.md, "Demo mode": the server cannot be reached at all.
    arrange: async (page) => {
      await page.route('**/api/merchant/**', (route) => route.abort('connectionrefused'));
    },
  },

  // Demo mode's answers: the email decides (docs/product.md, "Demo mode").
  'startDemoSession done pending': {
    arrange: async (_page, world) => {
      world.credentials = { email: uniqueEmail('pending.owner'), password: 'anything1' };
    },
  },
  'startDemoSession done demo': {
    arrange: async (_page, world) => {
      world.credentials = { email: uniqueEmail('visitor'), password: 'anything1' };
    },
  },

  // The step status the server answers: the account is at that step when it is read.
  'fetchStep done 1': {},
  'fetchStep done 2': {},
  'fetchStep done 3': {
    arrange: async (_page, world) => void (await prepareThroughRequest(world)),
  },
  'fetchStep done 4': {
    arrange: async (_page, world) => {
      if (!(await prepareThroughRequest(world))) return;
      const page = preparationOf(world);
      await payWithCard(page, '4242 4242 4242 4242');
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    },
  },
};
