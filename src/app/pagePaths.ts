import { paths } from '../shared/paths';

/**
 * Every page path of the route table (`routes.tsx` and `pageRoutes.tsx`), in React Router's
 * pattern syntax, read from `paths.ts`. The build writes this list to `dist/spa-routes.json`, and
 * the server answers exactly these paths with the SPA whatever the request's Accept header, and
 * anything else with a 404 (docs/architecture.md, "Deep links"). `pagePaths.test.ts` fails when
 * the route table and this list disagree.
 */
export const PAGE_PATHS: readonly string[] = Object.values(paths).map((href) => href.pattern);
