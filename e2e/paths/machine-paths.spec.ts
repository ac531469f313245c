import { test } from '@playwright/test';
import { machinePaths } from './machinePaths';
import { replayPath } from './replay';
import { newWorld } from './world';

// The onboarding machine's shortest paths, each replayed in Chromium against the real server
// (docs/qa.md). Generated: a new state or event of the machine becomes a test here by itself.

for (const path of machinePaths()) {
  test(path.title, async ({ page, browser, request }, testInfo) => {
    const world = newWorld(browser, request);
    try {
      await replayPath(page, world, path);
    } finally {
      // The end state, as a person sees it, beside the trace (docs/qa.md, "Traces and screenshots").
      const screenshot = testInfo.outputPath('end-state.png');
      await page.screenshot({ path: screenshot });
      await testInfo.attach('end state', { path: screenshot, contentType: 'image/png' });
      await world.preparation?.context.close();
    }
  });
}
