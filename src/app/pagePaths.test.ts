import type { RouteObject } from 'react-router-dom';
import { PAGE_PATHS } from './pagePaths';
import { pageRoutes } from './pageRoutes';
import { routes } from './routes';

function pagePathsOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    if (route.path === '*') return [];
    // A child's path is absolute (`paths.profile.pattern`) or relative to its parent.
    const joined = route.path?.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.index ? parent || '/' : route.path ? joined : parent;
    const children = route.children ? pagePathsOf(route.children, own === '/' ? '' : own) : [];
    return route.index || route.path ? [own, ...children] : children;
  });
}

describe('the page paths the server answers with the SPA', () => {
  it('are exactly the pages of the route table', () => {
    // The layout's pages but the landing page are a table of their own (pageRoutes.tsx).
    expect([...PAGE_PATHS].sort()).toEqual(
      [...pagePathsOf(routes), ...pagePathsOf(pageRoutes)].sort(),
    );
  });
});
