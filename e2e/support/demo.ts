import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { signInWithDialog } from '../../scripts/harness/browser';
import { DEMO_MERCHANT } from '../../scripts/harness/people';

/**
 * The demo merchant `npm run seed:demo` writes (docs/product.md, "Demo data"); playwright.config.ts
 * seeds it into the browser tests' database before the server starts, once per run.
 */
export { DEMO_MERCHANT };

/** Signs in through the header's dialog, as a person does; the page stays on the landing page. */
export async function signInAsDemoMerchant(page: Page) {
  await signInWithDialog(page, DEMO_MERCHANT);
}

const ARTIFACTS = 'e2e-artifacts';

/** A full-page screenshot in e2e-artifacts/ (gitignored), attached to the test's report too. */
export async function fullPageShot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}

/** The page scrolls sideways when the document is wider than the window. */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Every element that reaches past the window's right edge, as `tag#id.class (right px)`. */
export async function elementsPastRightEdge(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 15)
      .map((element) => {
        const id = element.id ? `#${element.id}` : '';
        const className =
          typeof element.className === 'string' && element.className
            ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}`
            : '';
        return `${element.tagName.toLowerCase()}${id}${className} (${Math.round(element.getBoundingClientRect().right)})`;
      }),
  );
}
