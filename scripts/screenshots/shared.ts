// What the guides' screenshot recipes share (docs/qa.md, "The guides' screenshots"): who takes a
// shot, the two window sizes, and waiting until a screen has drawn what it will show.
import type { Locator, Page } from 'playwright-core';
import { storedAccessToken } from '../harness/browser';
import { API_PREFIX } from '../harness/paths';

// Generous: the machine may be shared with a CI run.
export const TIMEOUT = 60_000;
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Who takes a shot, each in a browser context of their own, signed in once: someone signed out,
 * the demo merchant and customer, the administrator, and a merchant signing up now (the onboarding
 * recipes move them on, in the guide's order).
 */
export type Person = 'visitor' | 'merchant' | 'customer' | 'admin' | 'fresh';

/** What a recipe may ask of the run besides its page. */
export interface Run {
  /** The demo customer's personal code, as her /my-code writes it (read once). */
  customerCode(): Promise<string>;
}

/** One screenshot: who takes it, at what size, where it must end, and how to get there. */
export interface Recipe {
  who: Person;
  viewport?: { width: number; height: number };
  url: RegExp;
  take(page: Page, run: Run): Promise<void>;
}

/** Waits until the page has drawn what it will show: no chunk or data still loading. */
export async function settle(page: Page): Promise<void> {
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
        for (let node: Element | null = dialog; node; node = node.parentElement) {
          if (getComputedStyle(node).opacity !== '1') return false;
        }
        return true;
      }),
    undefined,
    { timeout: TIMEOUT },
  );
}

export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: TIMEOUT });

export async function goto(page: Page, route: string, title: string): Promise<void> {
  await page.goto(route);
  await heading(page, title);
}

/** Scrolls `locator` to the top of the window, under the app bar (which is sticky). */
export async function scrollTo(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor({ timeout: TIMEOUT });
  await locator.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -80));
}

/** Moves the focus off the field just typed in, so no caret or focus ring is in the shot. */
export const blur = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** GET `route` of the API as the page's signed-in person; answers the envelope's `data`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data of any route, read by field
export async function apiGet(page: Page, route: string): Promise<any> {
  const answer = await page.request.get(`${API_PREFIX}${route}`, {
    headers: { authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  if (!answer.ok()) throw new Error(`GET ${route}: ${answer.status()}`);
  return ((await answer.json()) as { data: unknown }).data;
}
