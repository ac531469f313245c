import { defineConfig, devices } from '@playwright/test';
import { E2E_JWT_SECRET } from './e2e/support/session';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/harness/browser';
import { ADMINS, adminEnv } from './scripts/harness/people';

// Browser tests drive the built SPA and the real API in Debian's Chromium; nothing is downloaded.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Files run two at a time (a file's own tests in order, unless it says otherwise): each test
  // makes its own accounts and stores, and the demo merchant is only read. One worker took 21
  // minutes of CI's time (docs/qa.md, "CI's time").
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A test's ceiling, to end a hung one. CI's machine can be several times slower than usual: on
  // 2026-11-28 two tests that take 21 and 32 s here outran 60 s there, twice each. CI's ceiling is
  // twice as high (docs/qa.md, "CI's time").
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      // The machine's paths are their own project. Matched against the absolute path, so a glob
      // like 'paths/**' would also match a checkout that lives in a folder named paths.
      testIgnore: /[\\/]e2e[\\/]paths[\\/]/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // The onboarding machine's shortest paths, generated (docs/qa.md): `npm run test:paths:e2e`.
      // A path may bring a merchant through sign-up, request and payment before it signs in: on a
      // shared 2-core machine that took over 2 minutes (docs/qa.md), hence the longer ceiling.
      // Every path keeps its trace.
      name: 'machine-paths',
      testDir: 'e2e/paths',
      // Not browserSteps.test.ts: that one is Jest's (docs/qa.md).
      testMatch: 'machine-paths.spec.ts',
      timeout: 300_000,
      // Each path attaches its own screenshot of where it ended (e2e/paths/machine-paths.spec.ts).
      use: { ...devices['Desktop Chrome'], channel: undefined, trace: 'on', screenshot: 'off' },
    },
  ],
  webServer: {
    // A fresh embedded database for every run, filled with the demo merchant first (docs/product.md,
    // "Demo data": its accounts use their own email domain, so no other test meets them); the seed
    // runs before the server, so its "a server answers on PORT" check finds nothing. `npm start`
    // then builds whatever is not built.
    command:
      'rm -rf .e2e-data && npx tsx server/src/seed-demo.ts && node --import tsx scripts/start.ts',
    url: `${baseURL}/api/merchant/health`,
    reuseExistingServer: false,
    // The seed writes a year of interactions (about a minute) before the server starts.
    timeout: 420_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: '.e2e-data',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Browser tests sign in many times from one address.
      RATE_LIMIT_MULTIPLIER: '100',
      // The administrator the review tests sign in as (created at start).
      ...adminEnv(ADMINS.e2e),
      // A known signing key, so a test can make an access token run out without waiting 15 minutes.
      JWT_SECRET: E2E_JWT_SECRET,
    },
  },
});
