import { useRoutes, type RouteObject } from 'react-router-dom';
import { retryableLazy } from '../lib/retryableLazy';
import { lazyPage } from '../shared/lazyPage';
import { paths } from '../shared/paths';
import { PAGE_ROLES } from './pageRoles';

// The routes of every page in the layout but the landing page: a chunk of their own, which the app
// start does not carry (routes.tsx says how it loads), so a new page costs the app start nothing
// but its chunks' entries in webpack's chunk map (docs/performance.md, "Budgets").

// The guards load with the pages they guard, in parallel with them: the landing page has none, and
// they stay out of the app start (its budget: docs/performance.md). They load with the API, as
// pages do: the onboarding guard's machine may read the step status at once.
const guards = () => import('./guards');
const RequireSignIn = retryableLazy(() => guards().then((m) => m.RequireSignIn));
const RequireSteps = lazyPage(guards, 'RequireSteps');

// Every page but the landing page loads on demand (docs/product.md, "Pages and routes"); AppLayout's
// Suspense shows "Loading..." meanwhile.
const ProfilePage = lazyPage(() => import('./ProfileRoute'), 'ProfileRoute');
// The two store pages share one chunk: each chunk costs an entry in webpack's chunk map, which
// the app start carries (docs/performance.md, budgets), and the pages share most of their code.
const StoresRoute = lazyPage(
  () => import(/* webpackChunkName: "stores" */ './StoresRoute'),
  'StoresRoute',
);
const StoreDetailRoute = lazyPage(
  () => import(/* webpackChunkName: "stores" */ './StoreDetailRoute'),
  'StoreDetailRoute',
);
const PaymentTestPage = lazyPage(
  () => import('../features/billing/PaymentTestPage'),
  'PaymentTestPage',
);
// The sign-up pages send someone already signed in to the dashboard.
const RegisterPage = lazyPage(() => import('./RegisterRoute'), 'RegisterRoute');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/ResetPasswordPage'),
  'ResetPasswordPage',
);
const MerchantRegisterPage = lazyPage(
  () => import('./MerchantRegisterRoute'),
  'MerchantRegisterRoute',
);
const VerifyEmailPage = lazyPage(
  () => import('../features/auth/VerifyEmailPage'),
  'VerifyEmailPage',
);
const MerchantRequestPage = lazyPage(
  () => import('../features/merchantRequests/MerchantRequestPage'),
  'MerchantRequestPage',
);
const SubscriptionRoute = lazyPage(() => import('./SubscriptionRoute'), 'SubscriptionRoute');
const AdminMerchantRequestsPage = lazyPage(
  () => import('../features/admin/AdminMerchantRequestsPage'),
  'AdminMerchantRequestsPage',
);
// One chunk for the dashboard, /scan/:code and /counter, the three doors to the scanner: a chunk of
// its own for the counter would carry a second copy of the scanner.
const dashboardChunk = () => import('./DashboardRoute');
const DashboardPage = lazyPage(dashboardChunk, 'DashboardRoute');
const ScanCodePage = lazyPage(dashboardChunk, 'ScanCodePage');
const CounterRoute = lazyPage(dashboardChunk, 'CounterRoute');
const BillingPage = lazyPage(() => import('./BillingRoute'), 'BillingRoute');
const CustomersPage = lazyPage(
  () => import('../features/customers/CustomersPage'),
  'CustomersPage',
);
const AutomationsPage = lazyPage(
  () => import('../features/automations/AutomationsPage'),
  'AutomationsPage',
);
const UnsubscribePage = lazyPage(
  () => import('../features/messaging/UnsubscribePage'),
  'UnsubscribePage',
);
const MyCodePage = lazyPage(() => import('./MyCodeRoute'), 'MyCodeRoute');
const PrivacyPolicyPage = lazyPage(
  () => import('../features/legal/PrivacyPolicyPage'),
  'PrivacyPolicyPage',
);
// The theme gallery talks to no API, so it waits for its own chunk only (docs/design.md).
const DesignGalleryPage = retryableLazy(() =>
  import('../features/design/DesignGalleryPage').then((m) => m.DesignGalleryPage),
);
// docs/product.md, "Staff": the invitation's page shares its chunk with the layout's question of
// where the account works (AppLayout), one entry less in the app start's chunk map.
const AcceptInvitationPage = lazyPage(
  () => import(/* webpackChunkName: "staff" */ '../features/staff/AcceptInvitationPage'),
  'AcceptInvitationPage',
);
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

/** The layout's pages of docs/product.md, "Pages and routes", but the landing page (routes.tsx). */
export const pageRoutes: RouteObject[] = [
  {
    path: paths.profile.pattern,
    element: (
      <RequireSignIn>
        <ProfilePage />
      </RequireSignIn>
    ),
  },
  {
    // Open to everyone: merchants manage their stores, everyone else browses the directory
    // (docs/product.md, "Store pages"); a merchant still finishes onboarding first.
    path: paths.stores.pattern,
    element: (
      <RequireSteps stepsDone={3}>
        <StoresRoute />
      </RequireSteps>
    ),
  },
  { path: paths.storeDetail.pattern, element: <StoreDetailRoute /> },
  { path: paths.paymentTest.pattern, element: <PaymentTestPage /> },
  { path: paths.register.pattern, element: <RegisterPage /> },
  { path: paths.forgotPassword.pattern, element: <ForgotPasswordPage /> },
  { path: paths.resetPassword.pattern, element: <ResetPasswordPage /> },
  { path: paths.merchantRegister.pattern, element: <MerchantRegisterPage /> },
  // A merchant's step 1, and a customer's email code (docs/product.md, "Email code").
  { path: paths.verifyEmail.pattern, element: <VerifyEmailPage /> },
  { path: paths.customerVerifyEmail.pattern, element: <VerifyEmailPage /> },
  {
    path: paths.merchantRequest.pattern,
    element: (
      <RequireSignIn>
        <RequireSteps stepsDone={1}>
          <MerchantRequestPage />
        </RequireSteps>
      </RequireSignIn>
    ),
  },
  {
    path: paths.subscription.pattern,
    element: (
      <RequireSignIn>
        <RequireSteps stepsDone={2}>
          <SubscriptionRoute />
        </RequireSteps>
      </RequireSignIn>
    ),
  },
  {
    path: paths.dashboard.pattern,
    element: (
      <RequireSignIn>
        <RequireSteps stepsDone={3}>
          <DashboardPage />
        </RequireSteps>
      </RequireSignIn>
    ),
  },
  {
    // Merchants only. A merchant whose plan is past due or ended has step 3 open again
    // (docs/api.md: step 3 is an active subscription), and this is where they fix it, so the
    // page opens from step 3 on (docs/product.md, "Billing").
    path: paths.billing.pattern,
    element: (
      <RequireSignIn roles={PAGE_ROLES.billing}>
        <RequireSteps stepsDone={2}>
          <BillingPage />
        </RequireSteps>
      </RequireSignIn>
    ),
  },
  {
    // A merchant's customers: from step 3 on, as the dashboard (docs/product.md, "Customers");
    // a manager's, of the stores they manage.
    path: paths.customers.pattern,
    element: (
      <RequireSignIn roles={PAGE_ROLES.managedCustomers}>
        <RequireSteps stepsDone={3}>
          <CustomersPage />
        </RequireSteps>
      </RequireSignIn>
    ),
  },
  {
    // A store's automations: from step 3 on, as its customers (docs/product.md, "Automations").
    path: paths.automations.pattern,
    element: (
      <RequireSignIn roles={PAGE_ROLES.managedAutomations}>
        <RequireSteps stepsDone={3}>
          <AutomationsPage />
        </RequireSteps>
      </RequireSignIn>
    ),
  },
  // Public: a message's unsubscribe link works without signing in (RFC 8058's one click is the
  // server's; this page is for the link in the message's text).
  { path: paths.unsubscribe.pattern, element: <UnsubscribePage /> },
  // Not behind RequireSignIn: it opens offline, where signing in cannot (the page says so).
  { path: paths.myCode.pattern, element: <MyCodePage roles={PAGE_ROLES.myCode} /> },
  { path: paths.privacyPolicy.pattern, element: <PrivacyPolicyPage /> },
  // Public: what a personal QR code opens (docs/product.md, "Scanning a customer").
  { path: paths.scan.pattern, element: <ScanCodePage /> },
  {
    path: paths.adminMerchantRequests.pattern,
    element: (
      <RequireSignIn roles={PAGE_ROLES.adminMerchantRequests}>
        <AdminMerchantRequestsPage />
      </RequireSignIn>
    ),
  },
  // Open signed out: it keeps the invitation while the invitee signs in or up.
  { path: paths.staffAccept.pattern, element: <AcceptInvitationPage /> },
  {
    path: paths.counter.pattern,
    element: (
      <RequireSignIn>
        <CounterRoute />
      </RequireSignIn>
    ),
  },
  { path: paths.design.pattern, element: <DesignGalleryPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The page at the current address, or the page-not-found page. */
export function PageRoutes() {
  return useRoutes(pageRoutes);
}
