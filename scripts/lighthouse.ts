// `npm run lighthouse`: Lighthouse (mobile settings) on the landing page served by the built server.
// Fails when performance or accessibility is below 95 or CLS is 0.05 or more (docs/performance.md).
// Lighthouse is loaded with import(), as the ES module it is: a static import would have tsx compile
// it to CommonJS, adding a function-naming helper (`__name`) to the functions it runs in the page,
// where that helper does not exist.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness/browser';
import { API_PREFIX, REPOSITORY_ROOT as root } from './harness/paths';
import { waitForOk } from './harness/processes';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const url = process.env.LIGHTHOUSE_URL ?? `http://localhost:${port}/`;
const budgets = { performance: 95, accessibility: 95, maxCls: 0.05 };

const server = process.env.LIGHTHOUSE_URL
  ? null
  : spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'qr-lighthouse-')),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
    });

async function main() {
  let chrome: LaunchedChrome | undefined;
  try {
    await waitForOk(new URL(`${API_PREFIX}/health`, url).href, 300_000);
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const { default: lighthouse } = await import('lighthouse');
    // Lighthouse's defaults are the mobile settings: a Moto G Power, slow 4G, 4x CPU slowdown.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    const cls = numeric('cumulative-layout-shift');
    const figures = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(cls.toFixed(3)),
    };
    writeFileSync(path.join(root, 'lighthouse-report.html'), String(result.report));
    // The raw result, for reading the long tasks and the LCP element without a browser.
    writeFileSync(path.join(root, 'lighthouse-report.json'), JSON.stringify(result.lhr));
    console.log(JSON.stringify(figures, null, 2));
    console.log('Full report: lighthouse-report.html (raw: lighthouse-report.json)');
    const failures: string[] = [];
    if (figures.performance < budgets.performance)
      failures.push(`performance ${figures.performance} < 95`);
    if (figures.accessibility < budgets.accessibility)
      failures.push(`accessibility ${figures.accessibility} < 95`);
    if (cls >= budgets.maxCls) failures.push(`CLS ${figures.cls} >= 0.05`);
    if (failures.length) {
      console.error(`Lighthouse budget missed: ${failures.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    chrome?.kill();
    server?.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
