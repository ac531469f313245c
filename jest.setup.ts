import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';
import failOnConsole from 'jest-fail-on-console';
import { configure } from '@testing-library/react';

// Pages and dialogs are lazy chunks: on a busy two-core CI machine they can take more than the
// default second to appear. A longer wait costs nothing when they are quick.
configure({ asyncUtilTimeout: 4000 });
// And a whole test on a busy machine can take longer than Jest's 5 s default.
jest.setTimeout(20_000);

// A test that logs console.error (or warn) fails: React's act() and key warnings are real bugs.
failOnConsole({ shouldFailOnWarn: true });

// jsdom has no matchMedia; the theme reads prefers-color-scheme through it. Tests that need the dark
// preference replace this stub.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;
// Nor scrollIntoView: the card step scrolls itself into view when a plan is chosen. Tests that
// check the scroll spy on it.
Element.prototype.scrollIntoView = () => undefined;
