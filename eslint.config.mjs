import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// The layers of docs/style.md, enforced: shared code (components, lib, theme) knows no feature and no
// app wiring; api/ knows only the session; a feature may use shared code, api/, the session and the
// app's typed hooks, but not another feature's insides; app/ wires everything.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  ...['components', 'lib', 'theme'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or on the app wiring.',
  })),
  // The API layer reads and ends the session (bearer token, refresh, logout on expiry), nothing else.
  {
    target: './src/api',
    from: './src/features',
    except: ['./session'],
    message: 'The API layer may use the session only, not other features.',
  },
  {
    target: './src/api',
    from: './src/app',
    message: 'The API layer must not depend on app wiring.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    // The session and the onboarding machine are the two owners every feature reports to
    // (docs/state-ownership.md).
    except: [...new Set([`./${feature}`, './session', './onboarding'])],
    message:
      'A feature may not reach into another feature; move the shared piece to a shared layer.',
  })),
  {
    target: './src/features',
    from: './src/app',
    // paths.ts: every page's address, so a feature links to a page without writing its route.
    except: ['./hooks.ts', './store.ts', './paths.ts'],
    message: 'Features use only the typed hooks, the store types and the paths of app/.',
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
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', '*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
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
