// `npm run bench:web` (docs/performance.md, "Web: npm run bench:web"): what each page downloads,
// Lighthouse mobile and desktop on the landing page and a merchant's dashboard, and the first
// interaction: from tapping Sign In on a freshly loaded landing page to the dialog on screen,
// under Lighthouse's mobile CPU slowdown (4x), for a tap 3 s and 0.5 s after the load event.
// Lighthouse is loaded with import(), as the ES module it is: a static import would have tsx compile
// it to CommonJS, adding a function-naming helper (`__name`) to the functions it runs in the page,
// where that helper does not exist.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Config } from 'lighthouse';
import { chromium, type Browser, type Page } from 'playwright-core';
import { subscribedMerchant } from './harness/accounts';
import { CHROMIUM_PATH as CHROMIUM } from './harness/browser';
import { REPOSITORY_ROOT as root } from './harness/paths';
import { startServer } from './harness/server';

/** The one who signs in. */
type Account = { email: string; password: string };

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9323);
const RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];
const PAGES = [
  '/',
  '/stores',
  '/privacy-policy',
  '/register',
  '/merchant/register',
  '/dashboard',
  '/profile',
];

const gzipKb = (files: string[]) =>
  files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(root, 'dist', file))).length,
    0,
  ) / 1024;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The JS files a page fetches (from our server) until the network is quiet. */
async function scriptsOf(page: Page, url: string, afterLoad: () => Promise<unknown>) {
  const files = new Set<string>();
  const onResponse = (response: { url(): string }) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && response.url().startsWith(url)) files.add(pathname.slice(1));
  };
  page.on('response', onResponse);
  await afterLoad();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...files];
}

async function sizes(browser: Browser, url: string, merchant: Account) {
  const rows: { page: string; files: number; gzipKb: number }[] = [];
  const context = await browser.newContext();
  const page = await context.newPage();
  // The landing page before and after its first interaction (the app starts then: ADR 0004).
  const landing = await scriptsOf(page, url, () => page.goto(`${url}/`));
  const started = await scriptsOf(page, url, async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
  });
  // The app's chunks download once the browser is idle after load (ADR 0004), so they count here.
  rows.push({ page: '/ (load, app prefetched)', files: landing.length, gzipKb: gzipKb(landing) });
  rows.push({ page: '/ (first tap)', files: started.length, gzipKb: gzipKb(started) });
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(merchant.email);
  await dialog.getByLabel('Password', { exact: true }).fill(merchant.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'hidden' });
  for (const pagePath of PAGES.slice(1)) {
    const fresh = await context.newPage();
    const files = await scriptsOf(fresh, url, () => fresh.goto(`${url}${pagePath}`));
    rows.push({ page: pagePath, files: files.length, gzipKb: gzipKb(files) });
    await fresh.close();
  }
  await context.close();
  return rows;
}

/** Lighthouse in a browser where `merchant` is signed in (storage kept between the runs). */
async function lighthouseRuns(url: string, merchant: Account) {
  const profile = mkdtempSync(path.join(tmpdir(), 'qr-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const results: Record<string, unknown>[] = [];
  try {
    const { default: lighthouse } = await import('lighthouse');
    const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
    const page = context.pages()[0] ?? (await context.newPage());
    const run = async (target: string, label: string, config?: Config) => {
      const result = await lighthouse(
        `${url}${target}`,
        {
          port: DEBUG_PORT,
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        },
        config,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${target}`);
      const { categories, audits, runtimeError } = result.lhr;
      // A run Lighthouse could not finish has no scores or values: the row says so (and why)
      // instead of the bench stopping before it writes anything.
      const score = (id: string) => {
        const value = categories[id]?.score;
        return typeof value === 'number' ? Math.round(value * 100) : null;
      };
      const metric = (id: string, digits = 0) => {
        const value = audits[id]?.numericValue;
        return typeof value === 'number' ? Number(value.toFixed(digits)) : null;
      };
      results.push({
        page: target,
        device: label,
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift', 3),
        ...(runtimeError ? { error: runtimeError.code } : {}),
      });
    };
    await run('/', 'mobile');
    await run('/', 'desktop', desktopConfig);
    await page.goto(`${url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel('Email Address').fill(merchant.email);
    await dialog.getByLabel('Password', { exact: true }).fill(merchant.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await run('/dashboard', 'mobile');
    await run('/dashboard', 'desktop', desktopConfig);
  } finally {
    await context.close();
  }
  return results;
}

// Sent to the page as text: tsx gives the functions it compiles names through a helper (`__name`)
// that the page does not have. A statement, not an expression: page.evaluate would wait for the
// promise, which only settles after the tap.
const WATCH_TAP = `void (window.__tap = new Promise((resolve) => {
  let down = 0;
  document.addEventListener('pointerdown', (event) => (down = event.timeStamp), {
    capture: true,
    once: true,
  });
  const check = () => {
    const dialog = document.querySelector('[role="dialog"]');
    if (down && dialog && dialog.getBoundingClientRect().height > 0) {
      requestAnimationFrame(() => resolve(performance.now() - down));
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}));`;

/**
 * Milliseconds from the tap on Sign In to the first frame that shows the dialog, with the CPU 4x
 * slower, the tap `delayMs` after the load event. Measured in the page: the pointerdown's time
 * stamp to the animation frame after the dialog is in the document and visible.
 */
async function firstTap(browser: Browser, url: string, delayMs: number): Promise<number> {
  // At 1280 px Sign In is in the banner (at 390 px it is behind the menu button).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${url}/`, { waitUntil: 'load' });
  await page.waitForTimeout(delayMs);
  await page.evaluate(WATCH_TAP);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const ms = await page.evaluate(() => (window as unknown as { __tap: Promise<number> }).__tap);
  await context.close();
  return ms;
}

async function main() {
  const product = await startServer({ port: PORT, existingUrl: process.env.BENCH_URL });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    const merchant = await subscribedMerchant(product.url);
    const sizeRows = await sizes(browser, product.url, merchant);
    const taps: Record<string, { medianMs: number; runsMs: number[] }> = {};
    for (const delay of [3000, 500]) {
      const values: number[] = [];
      for (let run = 0; run < RUNS; run += 1)
        values.push(await firstTap(browser, product.url, delay));
      taps[`${delay} ms after load`] = {
        medianMs: Math.round(median(values)),
        runsMs: values.map(Math.round),
      };
    }
    const lighthouseRows = await lighthouseRuns(product.url, merchant);

    console.log('\nJavaScript per page (gzip, what the page fetched until the network was quiet)');
    console.table(sizeRows.map((row) => ({ ...row, gzipKb: row.gzipKb.toFixed(1) })));
    console.log('First interaction: tap Sign In on a fresh landing page, 4x CPU slowdown, 1280 px');
    console.table(taps);
    console.log('Lighthouse');
    console.table(lighthouseRows);
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench-results', 'web.json'),
      JSON.stringify(
        { at: new Date().toISOString(), sizes: sizeRows, taps, lighthouse: lighthouseRows },
        null,
        2,
      ),
    );
    console.log('Written to bench-results/web.json');
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
