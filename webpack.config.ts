import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import 'webpack-dev-server';
import type { PluginObj, types as BabelTypes } from '@babel/core';

/**
 * Writes `static/chunk-groups.json`: the files of every named chunk group (`app`: what the landing
 * page loads on its first interaction), so `npm run size` can budget them whatever webpack names the
 * vendor chunks.
 */
class ChunkGroupsManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ChunkGroupsManifestPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.chunks.flatMap((chunk) =>
              [...chunk.files].filter((file) => file.endsWith('.js')),
            );
          }
          compilation.emitAsset(
            'static/chunk-groups.json',
            new webpack.sources.RawSource(JSON.stringify(groups, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * A Babel plugin for react-router's production build, whose components the app start carries even
 * when nothing uses them (`NavLink`, `Form` and the form submission code behind it, about 5 kB
 * minified): webpack keeps one copy of the module, with every export any chunk uses, and the
 * minifier may drop an unused `var NavLink = forwardRef(...)` only if nothing else touches it, but
 * the next statement sets its `displayName`. This folds each such statement into the declaration
 * just before it, `var NavLink = Object.assign(forwardRef(...), { displayName: 'NavLink' })`,
 * marked pure (with @babel/plugin-transform-react-pure-annotations, which marks `forwardRef` and
 * `createContext`): the same object, named as before, and dropped when unused.
 */
function foldDisplayNames({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'fold-display-names',
    visitor: {
      Program(program) {
        if (program.scope.getBinding('Object')) return;
        const body = program.get('body');
        body.forEach((statement, index) => {
          const expression = statement.isExpressionStatement() ? statement.node.expression : null;
          if (
            !t.isAssignmentExpression(expression, { operator: '=' }) ||
            !t.isMemberExpression(expression.left, { computed: false }) ||
            !t.isIdentifier(expression.left.object) ||
            !t.isIdentifier(expression.left.property, { name: 'displayName' }) ||
            !t.isStringLiteral(expression.right)
          )
            return;
          const name = expression.left.object.name;
          // Only right after its declaration: nothing can have read the name in between.
          const previous = body[index - 1]?.node;
          const declarator =
            t.isVariableDeclaration(previous) && previous.declarations.length === 1
              ? previous.declarations[0]
              : undefined;
          if (
            !declarator ||
            !t.isIdentifier(declarator.id, { name }) ||
            !t.isCallExpression(declarator.init)
          )
            return;
          const named = t.callExpression(
            t.memberExpression(t.identifier('Object'), t.identifier('assign')),
            [
              declarator.init,
              t.objectExpression([t.objectProperty(t.identifier('displayName'), expression.right)]),
            ],
          );
          t.addComment(named, 'leading', '#__PURE__');
          declarator.init = named;
          statement.remove();
        });
      },
    },
  };
}

/**
 * The source files the installed app's start URL (`/dashboard`, public/manifest.json) and the code
 * page need to run with no network: the start-up script, the app, the route table of its pages, the
 * layout's own chunks and the two pages that show a customer's code. The service worker keeps the chunks that load them, and
 * only those, when it installs: a small set, mostly in the browser's cache already after the first
 * page, so the worker takes control within a second or two of a first visit rather than after
 * downloading every page of the build (docs/architecture.md, "The service worker").
 */
const OFFLINE_START_MODULES: readonly RegExp[] = [
  /[\\/]src[\\/]app[\\/]loadApp\.ts$/,
  /[\\/]src[\\/]app[\\/]boot\.tsx$/,
  /[\\/]src[\\/]app[\\/]pageRoutes\.tsx$/,
  /[\\/]src[\\/]app[\\/]AppFooter\.tsx$/,
  /[\\/]src[\\/]app[\\/]DemoModeBanner\.tsx$/,
  /[\\/]src[\\/]app[\\/]SignInRequiredPage\.tsx$/,
  /[\\/]src[\\/]app[\\/]DashboardRoute\.tsx$/,
  /[\\/]src[\\/]app[\\/]MyCodeRoute\.tsx$/,
  /[\\/]src[\\/]components[\\/]PageLoadError\.tsx$/,
  /[\\/]src[\\/]components[\\/]layout[\\/]MobileMenu\.tsx$/,
  /[\\/]src[\\/]features[\\/]onboarding[\\/]OnboardingNavigator\.tsx$/,
  /[\\/]src[\\/]session[\\/]sessionCookieSync\.ts$/,
  /[\\/]src[\\/]api[\\/]client[\\/](baseApi|errorToasts)\.ts$/,
  /[\\/]node_modules[\\/]notistack[\\/]/,
];

const resourceOf = (module: webpack.Module | null) =>
  module && 'resource' in module && typeof module.resource === 'string' ? module.resource : '';

/**
 * The files of every chunk group the start URL needs: the entry's, and those of each `import()`
 * of one of `OFFLINE_START_MODULES` (a group holds every chunk its import waits for).
 */
function offlineStartFiles(
  compilation: webpack.Compilation,
  modules: readonly RegExp[] = OFFLINE_START_MODULES,
): Set<string> {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    const imported = [...group.blocksIterable].flatMap((block) =>
      block.dependencies.map((dependency) =>
        resourceOf(compilation.moduleGraph.getModule(dependency)),
      ),
    );
    const needed =
      group.isInitial() || imported.some((resource) => modules.some((rule) => rule.test(resource)));
    if (!needed) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  }
  return files;
}

/**
 * The service worker (`dist/sw.js`, from src/serviceWorker/serviceWorker.ts) and the list of files
 * it keeps when it installs (docs/architecture.md, "The service worker"): the empty shell every
 * client-side route is answered with, and the scripts the installed app's start URL needs offline
 * (`offlineStartFiles` above), nothing more, so it takes control soon after a first
 * visit. Only in production: a worker in `npm run dev` would keep yesterday's bundles.
 */
function serviceWorker() {
  return new InjectManifest({
    swSrc: './src/serviceWorker/serviceWorker.ts',
    swDest: 'sw.js',
    // Scripts and the shell; not source maps, not the .br/.gz twins (the browser negotiates those
    // by itself), not the icons (the browser fetches them itself when installing the app).
    // html-webpack-plugin's output becomes the shell: the prerender copies it to app.html
    // unchanged (scripts/prerender.tsx), so its revision is the shell's.
    include: [/^static\/js\/.+\.js$/, /^index\.html$/, /^favicon\.svg$/],
    manifestTransforms: [
      (entries, compilation) => {
        const startFiles = offlineStartFiles(compilation as webpack.Compilation);
        return {
          manifest: entries
            .filter((entry) => {
              const file = entry.url.replace(/^\//, '');
              return !file.startsWith('static/') || startFiles.has(file);
            })
            .map((entry) => ({
              ...entry,
              url: entry.url.replace(/^(\/?)index\.html$/, '$1app.html'),
            })),
          warnings: [],
        };
      },
    ],
    // Scripts whose names carry their hash need no revision; the browser may keep its copy.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
    // The largest chunk (MUI with React) is well under this; a bigger one should fail loudly.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
}

// One config for `npm run build` (production: content-hashed, code-split, pre-compressed) and
// `npm run dev` (hot reload, /api proxied to the API in watch mode on API_PORT).
export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode === 'production';
  const apiPort = process.env.API_PORT ?? '3001';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production
        ? 'static/js/[name].[contenthash:8].chunk.js'
        : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports always point at its development build; the production build
      // it ships beside it drops the dev-only checks and warnings (about 40 kB minified).
      alias: {
        // redux-persist's web storage as the ES module the rest of redux-persist already is (its
        // `module` build), not the CommonJS copy its documented path names: the same code, which
        // webpack can then join to its users, without CommonJS's wrappers (0.07 kB gzip off
        // the app start). Jest keeps the CommonJS copy.
        'redux-persist/lib/storage$': path.resolve(
          __dirname,
          'node_modules/redux-persist/es/storage/index.js',
        ),
        ...(production
          ? {
              'react-router$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
              'react-router/dom$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
      },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          // Babel's env follows the build mode (not NODE_ENV, which webpack does not set for it).
          use: {
            loader: 'babel-loader',
            options: { envName: production ? 'production' : 'development' },
          },
        },
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].+\.mjs$/,
          use: {
            loader: 'babel-loader',
            options: {
              babelrc: false,
              configFile: false,
              compact: false,
              plugins: ['@babel/plugin-transform-react-pure-annotations', foldDisplayNames],
            },
          },
        },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
        // @emotion/react imports hoist-non-react-statics for its side effects only (`import
        // 'hoist-non-react-statics'`), and that package does not say it has none, so webpack kept
        // it and its copy of react-is (16) in the app start: about 5 kB minified that nothing on
        // the first screen runs. It has none: a function, exported. Its users (Formik, emotion's
        // `withTheme`) still get it with their own chunks.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      // The API's address, fixed at build time; empty means same origin under /api/merchant.
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
      }),
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      new ChunkGroupsManifestPlugin(),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/favicon.svg'] } },
        ],
      }),
      ...(production
        ? [
            // HTML is left to the server's on-the-fly compression: the prerender rewrites it after this.
            new CompressionPlugin({ test: /\.(js|css|svg|json)$/, threshold: 1024 }),
            serviceWorker(),
          ]
        : []),
    ],
    optimization: {
      // A separate runtime and long-lived vendor chunks keep hashes stable across releases.
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The app's own libraries (React, MUI's core, Redux, the router): one long-lived chunk.
          appVendors: {
            test: /[\\/]node_modules[\\/]/,
            chunks: (chunk) => chunk.name === 'app',
            priority: -5,
            reuseExistingChunk: true,
          },
          // A library only one lazy chunk uses stays in that chunk: a vendor chunk of its own
          // would save nothing, having no other user, and would cost an entry in the runtime's
          // chunk map and in the import's chunk list, both part of the app start
          // (docs/performance.md, "Budgets").
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            priority: -10,
            reuseExistingChunk: true,
            minChunks: 2,
          },
          // libphonenumber-js's metadata (about 30 kB gzip), which only the contact forms load: a
          // chunk of its own, so `npm run size` holds it to a budget of its own and every other
          // lazy chunk to theirs (docs/performance.md, "Budgets").
          phoneNumbers: {
            test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]/,
            name: 'phone-numbers',
            chunks: 'async',
            priority: 10,
            enforce: true,
          },
          // The API client (src/api/client: the base query, its refresh and errors), which every
          // page's endpoints import once the API has loaded (src/shared/apiLoader.ts). Under the
          // default minimum size a copy went into each of 15 lazy chunks (about 17 kB gzip
          // together, docs/performance.md, "Budgets").
          apiClient: {
            test: /[\\/]src[\\/]api[\\/]client[\\/]/,
            name: 'api-client',
            chunks: 'async',
            priority: 10,
            enforce: true,
          },
          // The viewer's date, number and money formats (src/lib/viewerFormat.ts): billing, the
          // admin's pages, analytics, the cards and the landing page's pricing all use them. Left
          // to the defaults, a copy went into each of six lazy chunks (5 kB gzip together).
          viewerFormat: {
            test: /[\\/]src[\\/]lib[\\/]viewerFormat\.ts$/,
            name: 'viewer-format',
            chunks: 'async',
            priority: 10,
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false }, // budgets are enforced by `npm run size`
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/uploads'], target: `http://localhost:${apiPort}` }],
    },
  };
};
