import failOnConsole from 'jest-fail-on-console';
// Not ./server/test/helper: importing the app here would load the real logger before a test file's
// jest.mock of it.
import { closeOpenApps } from './server/test/open-apps';

// Hooks build apps and hash passwords: seconds each when other work shares the two cores.
jest.setTimeout(30_000);

// A test that logs console.error (or warn) fails: noise in a run hides real problems.
failOnConsole({ shouldFailOnWarn: true });

// Whatever a test file's hooks did or failed to do, its apps and databases are closed: Jest must
// always exit (docs/reliability.md).
afterAll(closeOpenApps);
