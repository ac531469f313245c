import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

// The declarative router (BrowserRouter + useRoutes), not the data router: no page uses loaders or
// actions, and the data router costs 16 kB gzip more on the landing page's budget.
export function AppRoutes() {
  return useRoutes(routes);
}
