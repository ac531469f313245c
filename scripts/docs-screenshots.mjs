// `npm run docs:screenshots` (docs/qa.md, "The guides' screenshots"): takes every screenshot the
// guides (docs/guide-*.md) name, on the built product seeded with the demo data, and writes them to
// docs/guides/images/<name>.png. A name without a recipe below, or a recipe that cannot find its
// screen, fails the run with the guide and the screenshot named. `--check` takes every shot and
// writes nothing.

/* global document, window, getComputedStyle -- page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { root, startProduct } from './bench/server.mjs';

const CHECK = process.argv.includes('--check');
const PORT = Number(process.env.DOCS_SCREENSHOTS_PORT ?? 3250);
const DOCS = path.join(root, 'docs');
const OUT = path.join(DOCS, 'guides', 'images');
const ADMIN = { email: 'admin@docs.qrewards.local', password: 'Docs-admin-2026' };
const MERCHANT = { email: 'owner@demo.qrewards.local', password: 'Demo-merchant-2026' };
const CUSTOMER = { email: 'ana.pereira@demo.qrewards.local', password: 'Demo-customer-2026' };
const FRESH = { password: 'Docs-rewards-2026', store: 'Bean & Leaf Coffee' };
// Generous: the machine may be shared with a CI run.
const TIMEOUT = 60_000;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

class ShotError extends Error {}

// ---------------------------------------------------------------------------------------------
// The guides' list of screenshots

/** Every `![...](guides/images/<name>.png)` of every docs/guide-*.md, in order. */
function shotsFromGuides() {
  const shots = [];
  // The merchant's onboarding files the request the admin guide reviews: merchants first.
  const order = ['guide-merchant.md', 'guide-customer.md', 'guide-admin.md'];
  const rank = (file) => (order.includes(file) ? order.indexOf(file) : order.length);
  const guides = readdirSync(DOCS)
    .filter((file) => /^guide-.+\.md$/.test(file))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  if (guides.length === 0) throw new ShotError('no docs/guide-*.md found');
  for (const guide of guides) {
    const text = readFileSync(path.join(DOCS, guide), 'utf8');
    for (const match of text.matchAll(/!\[[^\]]*\]\(guides\/images\/([a-z0-9-]+)\.png\)/g)) {
      shots.push({ guide: `docs/${guide}`, name: match[1] });
    }
  }
  return shots;
}

// ---------------------------------------------------------------------------------------------
// Helpers the recipes share

/** Waits until the page has drawn what it will show: no chunk or data still loading. */
async function settle(page) {
  await page.waitForLoadState('load');
  await page.getByRole('main').or(page.getByRole('dialog')).first().waitFor({ timeout: TIMEOUT });
  await page
    .getByText('Loading...', { exact: true })
    .first()
    .waitFor({ state: 'detached', timeout: TIMEOUT });
  await page
    // A bar with a value is a figure (a plan's usage); one without is something loading.
    .locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])')
    .first()
    .waitFor({ state: 'detached', timeout: TIMEOUT });
  // Dialogs fade in and charts draw themselves: wait until nothing moves.
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => animation.playState !== 'running') &&
      [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
        for (let node = dialog; node; node = node.parentElement) {
          if (getComputedStyle(node).opacity !== '1') return false;
        }
        return true;
      }),
    undefined,
    { timeout: TIMEOUT },
  );
}

const heading = (page, name) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: TIMEOUT });

async function goto(page, route, title) {
  await page.goto(route);
  await heading(page, title);
}

/** Signs in through the login dialog of the landing page's bar, as a person does. */
async function signIn(page, { email, password }) {
  // The bar's Sign In is in its menu on a phone: sign in wide, then shoot at the context's width.
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: TIMEOUT });
}

/** The stored session's access token (redux-persist's copy). */
async function accessToken(page) {
  const stored = await page.evaluate(() => localStorage.getItem('persist:qrewards'));
  const session = JSON.parse(stored ?? '{}');
  const token = JSON.parse(session.accessToken ?? 'null');
  if (!token) throw new Error('no stored session');
  return token;
}

async function api(page, route) {
  const answer = await page.request.get(`/api/merchant${route}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  if (!answer.ok()) throw new Error(`GET ${route}: ${answer.status()}`);
  return (await answer.json()).data;
}

/** The newest 6-digit code mailed to `email`, from the dev outbox. */
async function latestCode(page, email) {
  const deadline = Date.now() + TIMEOUT;
  while (Date.now() < deadline) {
    const answer = await page.request.get(
      `/api/merchant/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const code = (await answer.json()).data.items[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await page.waitForTimeout(500);
  }
  throw new Error(`no code in the outbox for ${email}`);
}

async function scrollTo(page, locator) {
  await locator.waitFor({ timeout: TIMEOUT });
  await locator.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  // Under the app bar, which is sticky.
  await page.evaluate(() => window.scrollBy(0, -80));
}

// ---------------------------------------------------------------------------------------------
// Who takes the shots: one browser context per person, signed in once

const people = {
  /** Signed out. */
  async visitor(context) {
    return context;
  },
  async merchant(context) {
    await signIn(await context.newPage(), MERCHANT);
    return context;
  },
  async customer(context) {
    await signIn(await context.newPage(), CUSTOMER);
    return context;
  },
  async admin(context) {
    await signIn(await context.newPage(), ADMIN);
    return context;
  },
  /** A merchant signing up now; the onboarding recipes move them on, in the guide's order. */
  async fresh(context) {
    return context;
  },
};

const freshEmail = `amira.${Date.now()}@example.com`;

// ---------------------------------------------------------------------------------------------
// The recipes: name -> who, viewport, where it must end, and how to get there

const recipes = {
  // Merchant guide: onboarding, in order (each step leaves the fresh merchant at the next one).
  'merchant-register': {
    who: 'fresh',
    url: /\/merchant\/register$/,
    async take(page) {
      await goto(page, '/merchant/register', 'Become a merchant');
      const main = page.getByRole('main');
      await main.getByLabel('Business name').fill(FRESH.store);
      await main.getByLabel('First name').fill('Amira');
      await main.getByLabel('Last name').fill('Haddad');
      await main.getByLabel(/^Email/).fill(freshEmail);
      await main.getByLabel(/^Password/).fill(FRESH.password);
      await page.evaluate(() => document.activeElement?.blur());
    },
  },
  'merchant-verify-email': {
    who: 'fresh',
    url: /\/merchant\/verify-email/,
    async take(page) {
      if (!/\/merchant\/register$/.test(page.url()))
        throw new Error('needs merchant-register first, in the same guide');
      await page.getByRole('main').getByRole('button', { name: 'Register business' }).click();
      await heading(page, 'Email Verification');
    },
  },
  'merchant-request': {
    who: 'fresh',
    url: /\/merchant\/request$/,
    async take(page) {
      if (!/\/merchant\/verify-email/.test(page.url()))
        throw new Error('needs merchant-verify-email first, in the same guide');
      await page.getByLabel('Digit 1 of 6').fill(await latestCode(page, freshEmail));
      await page.waitForURL(/\/merchant\/request$/, { timeout: TIMEOUT });
      await heading(page, 'Merchant Request');
      const main = page.getByRole('main');
      await main.getByLabel(/^Business name/).fill(`${FRESH.store} Lda`);
      await main.getByLabel(/^Category/).click();
      await page.getByRole('option', { name: 'Cafe' }).click();
      await main.getByLabel(/^Store name/).fill(FRESH.store);
      await main
        .getByLabel(/^Description/)
        .fill('Single-origin coffee and fresh pastries, ten stamps for a free drink.');
      await main.getByLabel(/^Phone/).fill('+14155550123');
      await main.getByLabel(/^Address line/).fill('200 Harbor Way');
      await main.getByLabel(/^City/).fill('San Francisco');
      await main.getByLabel(/^Postal code/).fill('94107');
      await page.evaluate(() => document.activeElement?.blur());
    },
  },
  'merchant-subscription': {
    who: 'fresh',
    url: /\/merchant\/subscription$/,
    async take(page) {
      if (!/\/merchant\/request$/.test(page.url()))
        throw new Error('needs merchant-request first, in the same guide');
      await page.getByRole('main').getByRole('button', { name: 'Submit request' }).click();
      await page.waitForURL(/\/merchant\/subscription$/, { timeout: TIMEOUT });
      await heading(page, 'Subscription & Payment');
      await page.getByRole('button', { name: 'Choose Starter' }).waitFor({ timeout: TIMEOUT });
    },
  },
  // Merchant guide: the demo merchant's running business.
  'merchant-stores': {
    who: 'merchant',
    url: /\/stores$/,
    async take(page) {
      await goto(page, '/stores', 'My Stores');
      await page.getByText('Luna Coffee House').first().waitFor({ timeout: TIMEOUT });
    },
  },
  'merchant-branches': {
    who: 'merchant',
    url: /\/stores\/[^/]+$/,
    async take(page) {
      await page.goto('/dashboard/billing');
      const { items } = await api(page, '/stores/me');
      const store = items.find((item) => item.name === 'Luna Coffee House');
      if (!store) throw new Error('the demo store "Luna Coffee House" is missing');
      await goto(page, `/stores/${store.id}`, 'Luna Coffee House');
      await settle(page);
      await scrollTo(page, page.getByRole('heading', { level: 2, name: 'Branches' }));
      await page.getByRole('button', { name: 'Add branch' }).waitFor({ timeout: TIMEOUT });
    },
  },
  'merchant-reward-cards': {
    who: 'merchant',
    url: /\/stores\/[^/]+$/,
    async take(page) {
      await recipes['merchant-branches'].take(page);
      await scrollTo(page, page.getByRole('heading', { level: 2, name: 'Reward cards' }));
      await page.getByRole('button', { name: 'New reward card' }).waitFor({ timeout: TIMEOUT });
    },
  },
  // Headless, the camera cannot start: the dialog says so and offers the typed code.
  'merchant-scanner-code': {
    who: 'merchant',
    url: /\/dashboard$/,
    async take(page) {
      await goto(page, '/dashboard', 'Dashboard');
      await page.getByRole('button', { name: 'Scan a customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Scan a customer' });
      await dialog.getByLabel('Customer code').fill(anaCode);
      await dialog.getByRole('button', { name: 'Look up' }).waitFor({ timeout: TIMEOUT });
    },
  },
  'merchant-scanner': {
    who: 'merchant',
    url: /\/dashboard$/,
    async take(page) {
      await recipes['merchant-scanner-code'].take(page);
      const dialog = page.getByRole('dialog', { name: 'Scan a customer' });
      await dialog.getByRole('button', { name: 'Look up' }).click();
      await dialog
        .getByRole('button', { name: 'Stamp', exact: true })
        .waitFor({ timeout: TIMEOUT });
    },
  },
  'merchant-dashboard': {
    who: 'merchant',
    url: /\/dashboard$/,
    async take(page) {
      await goto(page, '/dashboard', 'Dashboard');
      await page.getByRole('button', { name: 'Scan a customer' }).waitFor({ timeout: TIMEOUT });
      await page.getByText('Scans', { exact: true }).first().waitFor({ timeout: TIMEOUT });
    },
  },
  'merchant-analytics': {
    who: 'merchant',
    url: /\/dashboard$/,
    async take(page) {
      await recipes['merchant-dashboard'].take(page);
      await settle(page);
      await scrollTo(page, page.getByRole('heading', { name: 'Visits', exact: true }));
    },
  },
  'merchant-billing': {
    who: 'merchant',
    url: /\/dashboard\/billing$/,
    async take(page) {
      await goto(page, '/dashboard/billing', 'Billing');
      await page.getByRole('button', { name: 'Change plan' }).waitFor({ timeout: TIMEOUT });
      await page.getByText('Scale', { exact: true }).first().waitFor({ timeout: TIMEOUT });
    },
  },
  // Customer guide.
  'customer-register': {
    who: 'visitor',
    url: /\/register$/,
    async take(page) {
      await goto(page, '/register', 'Create your account');
    },
  },
  'customer-dashboard': {
    who: 'customer',
    url: /\/dashboard$/,
    async take(page) {
      await goto(page, '/dashboard', 'Dashboard');
      await page
        .getByRole('heading', { name: 'Your QR code' })
        .first()
        .waitFor({ timeout: TIMEOUT });
    },
  },
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
      await page
        .getByText(/^Code: /)
        .first()
        .waitFor({ timeout: TIMEOUT });
    },
  },
  'customer-cards': {
    who: 'customer',
    url: /\/dashboard$/,
    async take(page) {
      await recipes['customer-dashboard'].take(page);
      await settle(page);
      await scrollTo(page, page.getByText('Reward ready').first());
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
  // Admin guide: the fresh merchant's request waits for review.
  'admin-requests': {
    who: 'admin',
    url: /\/admin\/merchant-requests$/,
    async take(page) {
      await goto(page, '/admin/merchant-requests', 'Merchant requests');
      await page
        .getByRole('button', { name: `Review ${FRESH.store}` })
        .waitFor({ timeout: TIMEOUT });
    },
  },
  'admin-request-details': {
    who: 'admin',
    url: /\/admin\/merchant-requests$/,
    async take(page) {
      await recipes['admin-requests'].take(page);
      await page.getByRole('button', { name: `Review ${FRESH.store}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).waitFor();
    },
  },
  'admin-accept': {
    who: 'admin',
    url: /\/admin\/merchant-requests$/,
    async take(page) {
      await recipes['admin-request-details'].take(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Accept this request?' })
        .waitFor({ timeout: TIMEOUT });
    },
  },
  'admin-reject': {
    who: 'admin',
    url: /\/admin\/merchant-requests$/,
    async take(page) {
      await recipes['admin-request-details'].take(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
      const reason = page.getByRole('dialog').getByLabel('Reason');
      await reason.fill(
        'The address is missing the unit number. Please add it and send the request again.',
      );
    },
  },
};

// The customer's code, for the scanner's typed lookup: read once from Ana's own /my-code.
let anaCode = '';

// ---------------------------------------------------------------------------------------------
// The run

function fail(message) {
  console.error(`docs:screenshots: ${message}`);
  process.exit(1);
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${args.join(' ')} exited ${code}\n${output}`)),
    );
  });
}

async function main() {
  const started = performance.now();
  for (const built of ['dist/index.html', 'server/dist/main.js']) {
    if (!existsSync(path.join(root, built)))
      fail(`${built} is missing: run \`npm run build\` first (this script never builds).`);
  }
  const shots = shotsFromGuides();
  for (const { guide, name } of shots) {
    if (!recipes[name])
      fail(`${guide}: screenshot "${name}" has no recipe in scripts/docs-screenshots.mjs`);
  }
  console.log(`${shots.length} screenshots named by the guides${CHECK ? ' (--check)' : ''}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'qr-docs-'));
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  console.log('seeding the demo data...');
  await run(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/src/seed-demo.ts'],
    env,
  );

  const product = await startProduct(PORT, {
    entry: 'server/dist/main.js',
    env: { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const contexts = new Map();
  const written = [];
  let failure;
  try {
    for (const { guide, name } of shots) {
      const recipe = recipes[name];
      const viewport = recipe.viewport ?? DESKTOP;
      const key = `${recipe.who}@${viewport.width}`;
      try {
        if (!contexts.has(key)) {
          const context = await browser.newContext({
            baseURL: product.url,
            viewport,
            colorScheme: 'light',
            reducedMotion: 'reduce',
            locale: 'en-US',
            timezoneId: 'Europe/Lisbon',
          });
          context.setDefaultTimeout(TIMEOUT);
          context.setDefaultNavigationTimeout(TIMEOUT);
          await people[recipe.who](context);
          contexts.set(key, context);
        }
        const context = contexts.get(key);
        if (!anaCode && name.startsWith('merchant-scanner'))
          anaCode = await customerCode(browser, product);
        // The fresh merchant walks one page through the steps; everyone else starts each shot anew.
        const page =
          recipe.who === 'fresh' && context.pages().length > 0
            ? context.pages()[0]
            : await freshPage(context);
        await recipe.take(page);
        await settle(page);
        if (!recipe.url.test(new URL(page.url()).pathname))
          throw new Error(`ended on ${new URL(page.url()).pathname}, not ${recipe.url}`);
        const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        if (!CHECK) {
          mkdirSync(OUT, { recursive: true });
          await writeFile(path.join(OUT, `${name}.png`), png);
        }
        written.push({ name, bytes: png.length });
        console.log(`  ${name}.png  ${(png.length / 1024).toFixed(0)} kB`);
      } catch (error) {
        const why = String(error instanceof Error ? error.message : error).split('\n')[0];
        failure = `${guide}: screenshot "${name}" failed: ${why}`;
        const page = browser
          .contexts()
          .flatMap((context) => context.pages())
          .at(-1);
        if (page) {
          const seen = path.join(tmpdir(), `docs-screenshots-${name}.png`);
          await page.screenshot({ path: seen }).catch(() => undefined);
          failure += ` (the page at ${page.url()} as it was: ${seen})`;
        }
        break;
      }
    }
  } finally {
    await browser.close();
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failure) fail(failure);
  const total = written.reduce((sum, shot) => sum + shot.bytes, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `${written.length} screenshots, ${(total / 1024).toFixed(0)} kB in all, ${seconds} s` +
      (CHECK ? ' (checked, nothing written)' : ` -> ${path.relative(root, OUT)}`),
  );
}

/** Closes a context's previous page (one page per person at a time) and opens a new one. */
async function freshPage(context) {
  for (const old of context.pages()) await old.close();
  return context.newPage();
}

/** Ana's personal code, as her /my-code writes it ("Code: ..."). */
async function customerCode(browser, product) {
  const context = await browser.newContext({ baseURL: product.url });
  context.setDefaultTimeout(TIMEOUT);
  const page = await context.newPage();
  await signIn(page, CUSTOMER);
  const me = await api(page, '/home');
  await context.close();
  const code = me?.qr_code ?? me?.user?.qr_code ?? me?.customer?.qr_code;
  if (!code) throw new Error('the demo customer has no QR code');
  return code;
}

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : error));
