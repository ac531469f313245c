// `npm run lighthouse`: Lighthouse (mobile settings) on the landing page served by the built server.
// Fails when performance or accessibility is below 95 or CLS is 0.05 or more (docs/performance.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const url = process.env.LIGHTHOUSE_URL ?? `http://localhost:${port}/`;
const budgets = { performance: 95, accessibility: 95, maxCls: 0.05 };

async function waitFor(target, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${target} did not answer within ${timeoutMs} ms`);
}

const server = process.env.LIGHTHOUSE_URL
  ? null
  : spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
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

let chrome;
try {
  await waitFor(new URL('/api/merchant/health', url).href, 300_000);
  chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Lighthouse's defaults are the mobile settings: a Moto G Power, slow 4G, 4x CPU slowdown.
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'html',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  const cls = audits['cumulative-layout-shift'].numericValue;
  const figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(cls.toFixed(3)),
  };
  writeFileSync(path.join(root, 'lighthouse-report.html'), result.report);
  // The raw result, for reading the long tasks and the LCP element without a browser.
  writeFileSync(path.join(root, 'lighthouse-report.json'), JSON.stringify(result.lhr));
  console.log(JSON.stringify(figures, null, 2));
  console.log('Full report: lighthouse-report.html (raw: lighthouse-report.json)');
  const failures = [];
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
  await chrome?.kill();
  server?.kill('SIGTERM');
}
