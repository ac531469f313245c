import failOnConsole from 'jest-fail-on-console';

// A test that logs console.error (or warn) fails: noise in a run hides real problems.
failOnConsole({ shouldFailOnWarn: true });
