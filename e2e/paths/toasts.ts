import { expect, type Page } from '@playwright/test';

// A toast shows for 4 s (docs/product.md, "Notifications"); on a busy machine it can come and go
// between two steps of a test. The page writes down every toast it shows, so an assertion can ask
// whether the person saw one, whenever it runs.

interface ToastLog {
  __toastsSeen?: string[];
}

/** From the next page load on, every toast notistack shows is kept in the page's window. */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as ToastLog).__toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.notistack-MuiContent')) {
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The page has shown a toast saying `message` since it was loaded. */
export async function expectToastSeen(page: Page, message: string) {
  await expect
    .poll(() => page.evaluate(() => (window as ToastLog).__toastsSeen ?? []), {
      message: `a toast saying "${message}"`,
    })
    .toContainEqual(expect.stringContaining(message));
}
