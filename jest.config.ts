import type { Config } from 'jest';

// Two projects share one run: the SPA in jsdom and the API in node. Babel strips the types; `npm run
// typecheck` checks them.
// Jest reads `testTimeout` from the top-level config only, so each project's setup file sets its own
// with jest.setTimeout() (the 5 s default failed hooks on a busy machine: docs/reliability.md).
const config: Config = {
  projects: [
    {
      displayName: 'spa',
      // jest-fixed-jsdom keeps Node's fetch/streams globals, which MSW needs inside jsdom.
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src', '<rootDir>/__mocks__'],
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      moduleNameMapper: {
        '\\.(css|less|scss)$': '<rootDir>/__mocks__/styleMock.ts',
        '\\.(png|jpe?g|gif|webp|svg|ico|woff2?)$': '<rootDir>/__mocks__/fileMock.ts',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
      // MSW 2.15's helpers (rettime, @open-draft/*) ship ESM only; Babel makes them CommonJS for Jest.
      transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: [
        '^(?!.*/node_modules/(rettime|@open-draft|until-async)/).*/node_modules/',
      ],
    },
    {
      // The tables of the browser run of the onboarding machine's paths (docs/qa.md), checked
      // without a browser.
      displayName: 'paths',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e/paths'],
      testMatch: ['<rootDir>/e2e/paths/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.server.ts'],
      transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/src', '<rootDir>/server/test'],
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      // The gates have a project of their own (`npm run test:reliability`).
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/server/test/reliability/'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.server.ts'],
      // PGlite's CommonJS build loads its WASM and fs helpers with dynamic import(), which Jest's
      // module sandbox only allows behind --experimental-vm-modules, and light-my-request (inject)
      // requires the ESM-only cookie 2: Babel turns both into CommonJS.
      transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: ['^(?!.*/node_modules/(@electric-sql|cookie)/).*/node_modules/'],
    },
    {
      // The gates that attack the whole server (docs/reliability.md): the authorization matrix,
      // fuzzing, faults and limits. Part of `npm test`; `npm run test:reliability` runs them alone.
      displayName: 'reliability',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/src', '<rootDir>/server/test'],
      testMatch: ['<rootDir>/server/test/reliability/**/*.test.ts'],
      setupFilesAfterEnv: [
        '<rootDir>/jest.setup.server.ts',
        '<rootDir>/server/test/reliability/support/timeout.ts',
      ],
      transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: ['^(?!.*/node_modules/(@electric-sql|cookie)/).*/node_modules/'],
    },
  ],
};

export default config;
