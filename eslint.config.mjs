import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// The layers of docs/architecture.md ("The SPA"), enforced: the leaf layers (components, lib, theme)
// know no feature, no session and no app wiring; shared/ (paths, typed hooks, the store) and session/
// know no feature and no app; api/ knows the session and shared/ only; a feature may use all of
// these, but not another feature's insides and nothing of app/; app/ wires everything.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  ...['components', 'lib', 'theme'].map((leaf) => ({
    target: `./src/${leaf}`,
    from: ['./src/features', './src/app', './src/session'],
    message: 'Shared code must not depend on features, the session or the app wiring.',
  })),
  ...['shared', 'session', 'api'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: `${layer}/ is read by features; it must not depend on them or on the app wiring.`,
  })),
  // The design gallery (features/design, docs/design.md) shows the product's own components, each
  // imported from where it lives, so it alone may read other features.
  ...features
    .filter((feature) => feature !== 'design')
    .map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      // The onboarding machine is the owner every feature reports to (docs/state-ownership.md);
      // the session is a layer of its own (src/session/).
      except: [...new Set([`./${feature}`, './onboarding'])],
      message:
        'A feature may not reach into another feature; move the shared piece to a shared layer.',
    })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app; paths, typed hooks and the store are in src/shared/.',
  },
  {
    target: './src',
    from: './server',
    message: 'The SPA talks to the server over HTTP only.',
  },
];

// The server's boundaries (docs/architecture.md): a route module uses plugins, services,
// infrastructure, repositories, http/ and contract/, never another module; shared code moves down a
// layer instead.
const serverModules = readdirSync(new URL('./server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverZones = [
  ...serverModules.map((module) => ({
    target: `./server/src/modules/${module}`,
    from: './server/src/modules',
    except: [`./${module}`],
    message:
      'A server module may not import another module; move the shared piece to services/ or contract/.',
  })),
  {
    // One path per entry: the rule does not expand braces, so a '{a,b}' target matched nothing.
    target: ['plugins', 'services', 'repositories', 'http', 'db', 'infrastructure', 'contract'].map(
      (layer) => `./server/src/${layer}`,
    ),
    from: './server/src/modules',
    message: 'Only app.ts wires route modules; lower layers never import them.',
  },
  // The records, formats and domain errors every layer reads depend on nothing of the server.
  {
    target: './server/src/contract',
    from: './server/src',
    except: ['./contract'],
    message: 'contract/ imports nothing else of the server: it is what every layer reads.',
  },
  // Code that knows no HTTP raises the domain errors of contract/; plugins/error-handler.ts answers them.
  {
    target: ['services', 'repositories', 'infrastructure'].map((layer) => `./server/src/${layer}`),
    from: './server/src/http',
    message: 'Services, repositories and infrastructure raise domain errors, never http/ ones.',
  },
  // Transports, queues, storage and payment providers serve the services, not the other way round.
  {
    target: './server/src/infrastructure',
    from: ['./server/src/services', './server/src/plugins'],
    message: 'Infrastructure may use contract/, db/, repositories/ and config only.',
  },
];

// What the scripts may import (docs/qa.md, "The test harness"): node, npm packages, each other and
// scripts/harness/, which reaches the product over HTTP and starts its build as a process. Not the
// SPA's or the server's code: a script that needs the server asks its API. The exceptions, and why
// each must see the code itself:
const scriptsSeeingTheCode = [
  // Build the app to print its OpenAPI document (the routes' own schemas) for the SPA's types and
  // the document's lint.
  'scripts/api-types.ts',
  'scripts/openapi-document.ts',
  // The bench server: the built app plus routes only a bench has (the database floor, the bulk
  // stores); it loads the build at run time and takes the types of its app, config and schema.
  'scripts/bench/api-server.ts',
  // EXPLAINs the analytics repository's own statement: a measurement of that SQL, not of the API.
  'scripts/bench/analytics-explain.ts',
  // The same for the customer list's statement (docs/performance.md, "Customers").
  'scripts/bench/customers-explain.ts',
  // Render the SPA's pages to HTML at build time.
  'scripts/prerender.tsx',
  'scripts/prerenderQuietStorage.ts',
  // Draws the SPA's onboarding machine into docs/onboarding.md.
  'scripts/onboarding-diagram.ts',
  // Reads the live stream with the server tests' own reader (server/test/live-stream.ts).
  'scripts/cluster/test/shared-state.test.ts',
  // Run the wallets' vendors as the server tests' stand-ins (APNs, Google's API) with their made-up
  // credentials (server/test/wallet/): the edge is the same in every test.
  'scripts/cluster/test/wallet.test.ts',
  'scripts/screenshots/main.ts',
];

const scriptZones = [
  {
    target: './scripts',
    from: ['./src', './server'],
    message:
      'Scripts reach the product over HTTP through scripts/harness/ (docs/qa.md, "The test harness"), not through its code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'server/dist/**',
      'data/**',
      '.e2e-data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e-artifacts/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '__mocks__/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Path imports keep MUI's bundle small (MUI bundle-size guide).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material',
              message: "Import the component's path: '@mui/material/Button'.",
            },
            {
              name: '@mui/icons-material',
              message: "Import the icon's path: '@mui/icons-material/Menu'.",
            },
            // Whatever any page uses of react-router joins the app start, whose budget it is
            // (docs/performance.md, "Issue 22"): these add code that no first screen runs.
            ...['react-router-dom', 'react-router'].map((name) => ({
              name,
              importNames: ['useSearchParams', 'NavLink', 'Form', 'useSubmit', 'useFetcher'],
              message:
                "react-router's code is in the app start: read the query string with useLocation, and link with Link.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      '.ci/**/*.mjs',
      '*.{js,mjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.{ts,tsx}'],
    ignores: scriptsSeeingTheCode,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: scriptZones }] },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
      // SQL lives in repositories (and the schema and client in db/): a module or service that
      // needs data asks a repository.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only server/src/repositories and server/src/db use drizzle-orm.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/repositories/**/*.ts', 'server/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '__mocks__/**', 'jest.setup*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests wire real stores and providers around the unit under test, whatever its layer.
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['babel.config.js', '*.cjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
