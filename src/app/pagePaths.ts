/**
 * Every page path of the route table (`routes.tsx`), in React Router's pattern syntax. The build
 * writes this list to `dist/spa-routes.json`, and the server answers exactly these paths with the
 * SPA whatever the request's Accept header, and anything else with a 404 (docs/architecture.md,
 * "Deep links"). `routes.test.ts` fails when the route table and this list disagree.
 */
export const PAGE_PATHS = [
  '/',
  '/profile',
  '/stores',
  '/stores/:storeId',
  '/payment-test',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/merchant/register',
  '/merchant/verify-email',
  '/merchant/request',
  '/merchant/subscription',
  '/dashboard',
  '/privacy-policy',
  '/admin/merchant-requests',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];
