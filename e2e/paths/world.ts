import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

/** What one replayed path knows besides the page: the accounts it made and how it got here. */
export interface World {
  browser: Browser;
  request: APIRequestContext;
  /** The email and password the next sign-in types; set while the path is arranged. */
  credentials: { email: string; password: string } | null;
  /**
   * A second browser, signed in as the merchant the path signs in as, where the account is brought
   * to the step the path needs (the product's own pages, as that merchant would).
   */
  preparation: { context: BrowserContext; page: Page } | null;
  /** The key of the event that led to the current state (e2e/paths/machinePaths.ts, `eventKey`). */
  lastEvent: string | null;
  /** While answers are arranged: the key of the person's event they answer. */
  arrangingFor: string | null;
}

export function newWorld(browser: Browser, request: APIRequestContext): World {
  return {
    browser,
    request,
    credentials: null,
    preparation: null,
    lastEvent: null,
    arrangingFor: null,
  };
}

/** The credentials the path signs in with, or a loud failure when no arrangement set them. */
export function credentialsOf(world: World) {
  if (!world.credentials) {
    throw new Error(
      'The path signs in, but no event before its answer arranged an account: add an `arrange` to the answer in e2e/paths/steps.ts',
    );
  }
  return world.credentials;
}

/** The preparing browser's page, or a loud failure when no merchant account was made yet. */
export function preparationOf(world: World): Page {
  if (!world.preparation) {
    throw new Error(
      'The path needs a merchant at a later step, but no event before it made one: see `login done merchant` in e2e/paths/steps.ts',
    );
  }
  return world.preparation.page;
}
