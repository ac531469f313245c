import { expect, type Browser } from '@playwright/test';
import { ADMINS } from '../../scripts/harness/people';

/** The administrator playwright.config.ts has the server create. */
export const ADMIN = ADMINS.e2e;

/** An administrator's own browser, signed in through the login modal the admin page opens. */
export async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/merchant-requests');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(ADMIN.email);
  await dialog.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/merchant-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant requests' })).toBeVisible();
  return { page, context };
}

/** The administrator accepts the request for `storeName`: its store becomes public. */
export async function acceptRequest(browser: Browser, storeName: string) {
  const admin = await adminPage(browser);
  await admin.page.getByRole('button', { name: `Review ${storeName}` }).click();
  await admin.page.getByRole('button', { name: 'Accept', exact: true }).click();
  await admin.page
    .getByRole('dialog', { name: 'Accept this request?' })
    .getByRole('button', { name: 'Accept', exact: true })
    .click();
  await expect(admin.page.getByRole('button', { name: `Review ${storeName}` })).toHaveCount(0);
  await admin.context.close();
}
