import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The file the SPA's build writes with its page paths (`/stores/:storeId` style patterns). */
export const SPA_ROUTES_FILE = 'spa-routes.json';

/** `/stores/:storeId` → a test for `/stores/42` and `/stores/42/` (one segment per parameter). */
function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^/${segments.join('/')}${segments.length ? '/?' : ''}$`);
}

/**
 * Whether a path is one of the SPA's pages, from the build's route list; `undefined` when the
 * build wrote none (an old build, or none at all), so the caller can fall back.
 */
export function readSpaPages(staticDir: string): ((pathname: string) => boolean) | undefined {
  const file = path.join(staticDir, SPA_ROUTES_FILE);
  if (!existsSync(file)) return undefined;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(patternToRegExp);
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    return patterns.some((pattern) => pattern.test(decoded));
  };
}
