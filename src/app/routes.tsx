import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { LandingPage } from '../features/landing/LandingPage';
import { AppLayout } from './AppLayout';
import { retryableLazy } from '../lib/retryableLazy';
import { lazyPage } from '../shared/lazyPage';
import { paths } from '../shared/paths';

/**
 * Every other page of the layout: its routes (pageRoutes.tsx) are a chunk of their own, so the app
 * start does not grow with every page (docs/performance.md, "Budgets"). Webpack preloads that
 * chunk beside the app's own (`webpackPreload`: its request leaves with theirs), so a page opened
 * directly waits for no extra round trip; the landing page does not need it to start. Until it
 * is in, AppLayout's Suspense shows "Loading...", as for a page's own code, and should it fail to
 * load, PageLoadError's "Try again" asks for it again.
 */
export const PageRoutes = retryableLazy(() =>
  import(/* webpackChunkName: "routes", webpackPreload: true */ './pageRoutes').then(
    (m) => m.PageRoutes,
  ),
);

// Counter mode's shared device (docs/api.md, "Counter mode"): a chunk of its own, kept out of the app start,
// and outside the layout: no navigation bar (nor its questions to the server), no footer.
const CounterDeviceRoute = lazyPage(
  () => import(/* webpackChunkName: "counterDevice" */ './CounterDeviceRoute'),
  'CounterDeviceRoute',
);

/**
 * The route table of docs/product.md, "Pages and routes", plus /register and a 404 page: the
 * layout's pages but the landing page are in pageRoutes.tsx.
 */
export const routes: RouteObject[] = [
  {
    // Public and bare: the device has no session, and a counter shows only the counter.
    path: paths.counterDevice.pattern,
    element: (
      <Suspense fallback={<FullScreenLoader />}>
        <CounterDeviceRoute />
      </Suspense>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: '*', element: <PageRoutes /> },
    ],
  },
];
