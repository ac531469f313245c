// `npm run docs:screenshots` (docs/qa.md, "The guides' screenshots"): takes every screenshot the
// guides (docs/guide-*.md) name, on the built product seeded with the demo data, and writes them to
// docs/guides/images/<name>.png. Each guide's recipes are in this folder (merchant.ts, customer.ts,
// admin.ts). A name without a recipe, or a recipe that cannot find its screen, fails the run with
// the guide and the screenshot named. `--check` takes every shot and writes nothing.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInWithDialog } from '../harness/browser';
import { REPOSITORY_ROOT } from '../harness/paths';
import { ADMINS, DEMO_CUSTOMER, DEMO_MERCHANT, adminEnv } from '../harness/people';
import { requireBuild, startServer } from '../harness/server';
import { startApnsStandIn } from '../../server/test/wallet/apns-stand-in';
import { startGoogleWalletStandIn } from '../../server/test/wallet/google-wallet-stand-in';
import { walletEnvironment } from '../../server/test/wallet/test-credentials';
import { adminRecipes } from './admin';
import { customerRecipes } from './customer';
import { merchantRecipes } from './merchant';
import { apiGet, DESKTOP, settle, TIMEOUT, type Person, type Recipe, type Run } from './shared';

const CHECK = process.argv.includes('--check');
const PORT = process.env.DOCS_SCREENSHOTS_PORT
  ? Number(process.env.DOCS_SCREENSHOTS_PORT)
  : undefined;
const DOCS = path.join(REPOSITORY_ROOT, 'docs');
const OUT = path.join(DOCS, 'guides', 'images');

const recipes: Record<string, Recipe> = {
  ...merchantRecipes,
  ...customerRecipes,
  ...adminRecipes,
};

/** Every `![...](guides/images/<name>.png)` of every docs/guide-*.md, in order. */
function shotsFromGuides(): { guide: string; name: string }[] {
  const shots: { guide: string; name: string }[] = [];
  // The merchant's onboarding files the request the admin guide reviews: merchants first.
  const order = ['guide-merchant.md', 'guide-customer.md', 'guide-admin.md'];
  const rank = (file: string) => (order.includes(file) ? order.indexOf(file) : order.length);
  const guides = readdirSync(DOCS)
    .filter((file) => /^guide-.+\.md$/.test(file))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  if (guides.length === 0) fail('no docs/guide-*.md found');
  for (const guide of guides) {
    const text = readFileSync(path.join(DOCS, guide), 'utf8');
    for (const match of text.matchAll(/!\[[^\]]*\]\(guides\/images\/([a-z0-9-]+)\.png\)/g)) {
      shots.push({ guide: `docs/${guide}`, name: match[1] ?? '' });
    }
  }
  return shots;
}

/** How each person's context begins: signed in once through the landing page's dialog. */
const accounts: Partial<Record<Person, { email: string; password: string }>> = {
  merchant: DEMO_MERCHANT,
  customer: DEMO_CUSTOMER,
  admin: ADMINS.docs,
};

async function signedIn(context: BrowserContext, who: Person): Promise<void> {
  const account = accounts[who];
  if (!account) return;
  const page = await context.newPage();
  // The bar's Sign In is in its menu on a phone: sign in wide, then shoot at the context's width.
  await page.setViewportSize(DESKTOP);
  await signInWithDialog(page, account, TIMEOUT);
}

function fail(message: string): never {
  console.error(`docs:screenshots: ${message}`);
  process.exit(1);
}

/** Closes a context's previous page (one page per person at a time) and opens a new one. */
async function freshPage(context: BrowserContext) {
  for (const old of context.pages()) await old.close();
  return context.newPage();
}

/** The demo customer's personal code, read from her home answer (what /my-code shows). */
function customerCodeReader(browser: Browser, baseURL: string): Run['customerCode'] {
  let code: string | undefined;
  return async () => {
    if (code) return code;
    const context = await browser.newContext({ baseURL });
    context.setDefaultTimeout(TIMEOUT);
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await signInWithDialog(page, DEMO_CUSTOMER, TIMEOUT);
    const home = await apiGet(page, '/home');
    await context.close();
    // The short code, as a cashier types it when read aloud (docs/product.md, "Finding a customer").
    const short: unknown = home?.short_code;
    code =
      typeof short === 'string' && short.length === 8
        ? `${short.slice(0, 4)}-${short.slice(4)}`
        : (home?.qr_code ?? home?.user?.qr_code ?? home?.customer?.qr_code);
    if (!code) throw new Error('the demo customer has no QR code');
    return code;
  };
}

async function main() {
  const started = performance.now();
  try {
    requireBuild(['dist/index.html', 'server/dist/main.js']);
  } catch (error) {
    fail(`${(error as Error).message} (this script never builds)`);
  }
  const shots = shotsFromGuides();
  for (const { guide, name } of shots) {
    if (!recipes[name])
      fail(`${guide}: screenshot "${name}" has no recipe in scripts/screenshots/`);
  }
  console.log(`${shots.length} screenshots named by the guides${CHECK ? ' (--check)' : ''}`);

  console.log('seeding the demo data...');
  // Both wallets set up, against the tests' local stand-ins of APNs and Google's API, so the
  // customer's cards show their wallet buttons as a server with the settings does
  // (docs/product.md, "Wallet passes").
  const [apns, google] = await Promise.all([startApnsStandIn(), startGoogleWalletStandIn()]);
  const product = await startServer({
    port: PORT,
    seedDemo: true,
    env: {
      ...adminEnv(ADMINS.docs),
      ...walletEnvironment({
        apnsOrigin: apns.origin,
        googleApiOrigin: google.origin,
        googleTokenUri: google.tokenUri,
      }),
    },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  const run: Run = { customerCode: customerCodeReader(browser, product.url) };
  const contexts = new Map<string, BrowserContext>();
  const written: { name: string; bytes: number }[] = [];
  let failure: string | undefined;
  try {
    for (const { guide, name } of shots) {
      const recipe = recipes[name] as Recipe;
      const viewport = recipe.viewport ?? DESKTOP;
      const key = `${recipe.who}@${viewport.width}`;
      try {
        let context = contexts.get(key);
        if (!context) {
          context = await browser.newContext({
            baseURL: product.url,
            viewport,
            colorScheme: 'light',
            reducedMotion: 'reduce',
            locale: 'en-US',
            timezoneId: 'Europe/Lisbon',
          });
          context.setDefaultTimeout(TIMEOUT);
          context.setDefaultNavigationTimeout(TIMEOUT);
          await signedIn(context, recipe.who);
          contexts.set(key, context);
        }
        // The fresh merchant walks one page through the steps; everyone else starts each shot anew.
        const first = context.pages()[0];
        const page = recipe.who === 'fresh' && first ? first : await freshPage(context);
        await recipe.take(page, run);
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
    await Promise.all([apns.close(), google.close()]);
  }
  if (failure) fail(failure);
  const total = written.reduce((sum, shot) => sum + shot.bytes, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `${written.length} screenshots, ${(total / 1024).toFixed(0)} kB in all, ${seconds} s` +
      (CHECK ? ' (checked, nothing written)' : ` -> ${path.relative(REPOSITORY_ROOT, OUT)}`),
  );
}

main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
