import type webpack from 'webpack';

/**
 * The source files the installed app's start URL (`/dashboard`, public/manifest.json) and the code
 * page need to run with no network: the start-up script, the app, the layout's own chunks and the
 * two pages that show a customer's code. The service worker keeps the chunks that load them, and
 * only those, when it installs: a small set, mostly in the browser's cache already after the first
 * page, so the worker takes control within a second or two of a first visit rather than after
 * downloading every page of the build (docs/architecture.md, "The service worker").
 */
export const OFFLINE_START_MODULES: readonly RegExp[] = [
  /[\\/]src[\\/]app[\\/]loadApp\.ts$/,
  /[\\/]src[\\/]app[\\/]boot\.tsx$/,
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
export function offlineStartFiles(
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
