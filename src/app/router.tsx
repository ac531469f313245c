import { useEffect } from 'react';
import { useRoutes } from 'react-router-dom';
import { PageRoutes, routes } from './routes';

// The declarative router (BrowserRouter + useRoutes), not the data router: no page uses loaders or
// actions, and the data router costs 16 kB gzip more on the landing page's budget.
export function AppRoutes() {
  // The other pages' routes, whose chunk webpack is already fetching beside the app's (routes.tsx):
  // taken as soon as the app is on screen, so the landing page's next link waits for none of it.
  useEffect(() => {
    PageRoutes.preload().catch(() => undefined);
  }, []);
  return useRoutes(routes);
}
