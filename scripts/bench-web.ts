// `npm run bench:web` (docs/performance.md, "Web: npm run bench:web"): what each page downloads,
// Lighthouse mobile and desktop on the landing page and a merchant's dashboard, and first
// interactions: from the first tap on a freshly loaded landing page to the first frame showing its
// result, under Lighthouse's mobile CPU slowdown (4x): Sign In (1280 px) and the menu button
// (390 px) 3 s and 0.5 s after the load event, the FAQ's first question and the theme toggle 3 s
// after it (TAP_CASES).
// Lighthouse is loaded with import(), as the ES module it is: a static import would have tsx compile
// it to CommonJS, adding a function-naming helper (`__name`) to the functions it runs in the page,
// where that helper does not exist.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Config } from 'lighthouse';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
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
    // The prerendered dialog answers first; the app starts after it and then takes it over
    // (docs/adr/0005-landing-page-answers-before-the-app.md): what that downloads counts here.
    await page.locator('#landing-shells').waitFor({ state: 'detached' });
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
// that the page does not have. Each case's `done` (and `before`) is such text too: the source of a
// function the watcher calls on every frame.
const IN_PAGE_HELPERS = `
  // How much of the element is on screen: its height clipped by the viewport and by the boxes
  // around it that clip (a collapsed accordion's wrapper), up to the first that holds \`until\`.
  const shownHeight = (element, until) => {
    if (getComputedStyle(element).visibility === 'hidden') return 0;
    let { top, bottom } = element.getBoundingClientRect();
    top = Math.max(top, 0);
    bottom = Math.min(bottom, innerHeight);
    for (let box = element.parentElement; box && !box.contains(until); box = box.parentElement) {
      if (getComputedStyle(box).overflowY === 'visible') continue;
      const clip = box.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    return Math.max(0, bottom - top);
  };
  // A box of some size, not hidden, and at least partly inside the viewport.
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return (
      getComputedStyle(element).visibility !== 'hidden' &&
      box.width > 0 &&
      box.height > 0 &&
      box.right > 0 &&
      box.left < innerWidth &&
      box.bottom > 0 &&
      box.top < innerHeight
    );
  };`;

/**
 * The in-page watcher: from the first `pointerdown` (its time stamp) to the animation frame after
 * the first frame in which `done(before)` holds, `before` being what the `before` function
 * answered when the watcher was set (before the tap). A statement, not an expression: page.evaluate
 * would wait for the promise, which only settles after the tap.
 */
const watchTap = (done: string, before = '() => undefined') => `{
  ${IN_PAGE_HELPERS}
  const done = ${done};
  const before = (${before})();
  void (window.__tap = new Promise((resolve) => {
    let down = 0;
    document.addEventListener('pointerdown', (event) => (down = event.timeStamp), {
      capture: true,
      once: true,
    });
    const check = () => {
      if (down && done(before)) requestAnimationFrame(() => resolve(performance.now() - down));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }));
}`;

/** One first tap to measure (docs/performance.md, "Web: npm run bench:web"). */
interface TapCase {
  /** Its key under `taps` in bench-results/web.json (Sign In's from before the other cases). */
  key: string;
  /** What the table calls it. */
  label: string;
  width: number;
  /** From the load event to the tap. */
  delayMs: number;
  goalMs: number;
  /** What a person does before the tap, without interacting (scrolling). */
  prepare?: (page: Page) => Promise<unknown>;
  /** The control tapped. */
  target: (page: Page) => Locator;
  /** Source of `(before) => boolean`, run in the page each frame: the result is on screen. */
  done: string;
  /** Source of `() => value`, run in the page before the tap; its value is `done`'s argument. */
  before?: string;
}

// As before the other cases were added, so old figures compare: a dialog in the document with a
// height (the login dialog; nothing else on the landing page is a dialog).
const DIALOG_SHOWN = `() => {
  const dialog = document.querySelector('[role="dialog"]');
  return Boolean(dialog) && dialog.getBoundingClientRect().height > 0;
}`;
// Any element with the menu's id (a prerendered one and React's may both exist) on screen.
const MENU_SHOWN = `() => [...document.querySelectorAll('[id="mobile-menu"]')].some(onScreen)`;
// The first question open, as native <details> (open attribute) or as MUI's accordion
// (aria-expanded), and its answer (the element after the <summary>, or the accordion's region) shown.
const FAQ_ANSWER_SHOWN = `() => {
  const question = document.getElementById('faq-0-question');
  if (!question) return false;
  const details = question.closest('details');
  const open =
    Boolean(details && details.hasAttribute('open')) ||
    question.getAttribute('aria-expanded') === 'true';
  const answer = details
    ? (question.closest('summary') || question).nextElementSibling
    : document.getElementById('faq-0-answer');
  return open && Boolean(answer) && shownHeight(answer, question) > 0;
}`;
const SCHEME = `() => document.documentElement.getAttribute('data-color-scheme')`;
const SCHEME_CHANGED = `(before) => document.documentElement.getAttribute('data-color-scheme') !== before`;

const signIn = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign In' });
const openMenu = (page: Page) => page.getByRole('button', { name: 'Open menu' });
// The visible half names the button (ThemeToggle): with the light scheme emulated, "dark".
const themeToggle = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Switch to (dark|light) theme$/ });

const TAP_CASES: TapCase[] = [
  // At 1280 px Sign In is in the banner (at 390 px it is behind the menu button).
  ...[
    { delayMs: 3000, goalMs: 200 },
    { delayMs: 500, goalMs: 500 },
  ].map(({ delayMs, goalMs }) => ({
    key: `${delayMs} ms after load`,
    label: `Sign In (1280 px), ${delayMs} ms after load`,
    width: 1280,
    delayMs,
    goalMs,
    target: signIn,
    done: DIALOG_SHOWN,
  })),
  ...[
    { delayMs: 3000, goalMs: 200 },
    { delayMs: 500, goalMs: 500 },
  ].map(({ delayMs, goalMs }) => ({
    key: `menu (390 px), ${delayMs} ms after load`,
    label: `Open menu (390 px), ${delayMs} ms after load`,
    width: 390,
    delayMs,
    goalMs,
    target: openMenu,
    done: MENU_SHOWN,
  })),
  {
    key: 'FAQ first question (1280 px), 3000 ms after load',
    label: 'FAQ first question (1280 px), 3000 ms after load',
    width: 1280,
    delayMs: 3000,
    goalMs: 100,
    // Scrolling is not an interaction (ADR 0004): the app does not start on it.
    prepare: (page) =>
      page.evaluate(`document.getElementById('faq').scrollIntoView({ block: 'start' })`),
    target: (page) => page.locator('#faq-0-question'),
    done: FAQ_ANSWER_SHOWN,
  },
  {
    key: 'theme toggle (1280 px), 3000 ms after load',
    label: 'Theme toggle (1280 px), 3000 ms after load',
    width: 1280,
    delayMs: 3000,
    goalMs: 100,
    target: themeToggle,
    before: SCHEME,
    done: SCHEME_CHANGED,
  },
];

/** How long a tap's result may take before the case gives up. */
const TAP_TIMEOUT_MS = 15_000;

/**
 * Milliseconds from the tap to the first frame that shows its result, with the CPU 4x slower, the
 * tap `delayMs` after the load event of a fresh landing page (a context of its own). Measured in
 * the page: the pointerdown's time stamp to the animation frame after the result is on screen.
 * Throws when the tap fails or its result is not on screen within TAP_TIMEOUT_MS.
 */
async function firstTap(browser: Browser, url: string, tap: TapCase): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: tap.width, height: 800 },
    colorScheme: 'light',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TAP_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${url}/`, { waitUntil: 'load' });
    const loaded = Date.now();
    await tap.prepare?.(page);
    await page.waitForTimeout(Math.max(0, tap.delayMs - (Date.now() - loaded)));
    await page.evaluate(watchTap(tap.done, tap.before));
    const tapped = Date.now();
    await tap.target(page).click();
    const shown = page.evaluate(() => (window as unknown as { __tap: Promise<number> }).__tap);
    // Closing the context rejects it when it never settled.
    shown.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), TAP_TIMEOUT_MS - (Date.now() - tapped));
    });
    const ms = await Promise.race([shown, timeout]);
    clearTimeout(timer);
    if (ms === null) throw new Error(`no result on screen within ${TAP_TIMEOUT_MS / 1000} s`);
    return ms;
  } finally {
    await context.close();
  }
}

interface TapResult {
  medianMs: number | null;
  runsMs: number[];
  goalMs: number;
  met: boolean;
  /** Why the case has no median: the first run that failed (the case stops there). */
  error?: string;
}

/** RUNS taps of one case; the first failure ends it with a null median and the reason. */
async function tapCase(browser: Browser, url: string, tap: TapCase): Promise<TapResult> {
  const values: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    try {
      values.push(await firstTap(browser, url, tap));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      return {
        medianMs: null,
        runsMs: values.map(Math.round),
        goalMs: tap.goalMs,
        met: false,
        error: `run ${run + 1}: ${reason}`,
      };
    }
  }
  const medianMs = Math.round(median(values));
  return {
    medianMs,
    runsMs: values.map(Math.round),
    goalMs: tap.goalMs,
    met: medianMs < tap.goalMs,
  };
}

async function main() {
  const product = await startServer({ port: PORT, existingUrl: process.env.BENCH_URL });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    const merchant = await subscribedMerchant(product.url);
    const sizeRows = await sizes(browser, product.url, merchant);
    const taps: Record<string, TapResult> = {};
    for (const tap of TAP_CASES) taps[tap.key] = await tapCase(browser, product.url, tap);
    const lighthouseRows = await lighthouseRuns(product.url, merchant);

    console.log('\nJavaScript per page (gzip, what the page fetched until the network was quiet)');
    console.table(sizeRows.map((row) => ({ ...row, gzipKb: row.gzipKb.toFixed(1) })));
    console.log('First interaction: the first tap on a fresh landing page, 4x CPU slowdown');
    console.table(
      TAP_CASES.map(({ key, label }) => {
        const { runsMs, error, ...result } = taps[key]!;
        return { case: label, ...result, runsMs: runsMs.join(', '), ...(error ? { error } : {}) };
      }),
    );
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
