import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerAndVerifyCustomer } from './support/customer';

// The QR code at the counter, where reception is worst, and the service worker's promise to
// never keep a page from an earlier release (docs/architecture.md, "The service worker";
// docs/product.md, "Your code offline").

/** Waits until the service worker has kept the release and answers this page's requests. */
async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const qrCode = (page: Page) => page.getByRole('img', { name: 'Your personal QR code' });

test('the customer’s QR page reloads offline, from the copy saved online', async ({
  page,
  context,
  request,
}) => {
  await registerAndVerifyCustomer(page, request, 'offline');
  await page.getByRole('banner').getByRole('link', { name: 'My code' }).click();
  await expect(page).toHaveURL(/\/my-code$/);
  await expect(qrCode(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lina' })).toBeVisible();
  const drawnOnline = await qrCode(page).innerHTML();
  await untilServiceWorkerControls(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(qrCode(page)).toBeVisible();
    expect(await qrCode(page).innerHTML()).toBe(drawnOnline);
    await expect(page.getByRole('heading', { name: 'Lina' })).toBeVisible();
    await expect(
      page.getByText(/^Saved on .+ — card progress may have changed since\.$/),
    ).toBeVisible();
    // Still signed in: no login, no error wall.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('after a deploy, a reload online shows the new page, never the one the worker kept', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await untilServiceWorkerControls(page);

  // The deploy: the server's shell for every client-side route changes (scripts/prerender.tsx
  // writes it to dist/app.html, which the test server serves as built).
  const shell = path.resolve('dist', 'app.html');
  const released = readFileSync(shell, 'utf8');
  writeFileSync(shell, released.replace('</head>', '<meta name="release" content="next"></head>'));
  try {
    await page.reload();
    await expect(page.locator('meta[name="release"]')).toHaveAttribute('content', 'next');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  } finally {
    writeFileSync(shell, released);
  }
});
