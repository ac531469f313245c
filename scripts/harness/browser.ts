// The browser the scripts and the browser tests drive: Debian's Chromium, nothing downloaded.
import type { Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's switches for a quiet, headless run on a shared machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Signs in through the login dialog of the landing page's bar, as a person does; the page stays on
 * the landing page. At 1280 px the bar shows Sign In (on a phone it is behind the menu button).
 */
export async function signInWithDialog(
  page: Page,
  account: { email: string; password: string },
  timeout?: number,
): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email Address').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
}

/** The signed-in session's access token, as the SPA keeps it (redux-persist's copy). */
export async function storedAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('persist:qrewards'));
  const session = JSON.parse(stored ?? '{}') as Record<string, string>;
  const token = JSON.parse(session.accessToken ?? 'null') as string | null;
  if (!token) throw new Error('no stored session');
  return token;
}
