import type { RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/LandingPage';
import { AppLayout } from './AppLayout';
import { retryableLazy } from '../lib/retryableLazy';
import { lazyPage } from './lazyPage';

// The guards load with the pages they guard, in parallel with them: the landing page, whose first
// interaction runs this file, has none (its budget: docs/performance.md).
const guards = () => import('./guards');
const RequireSignIn = retryableLazy(() => guards().then((m) => m.RequireSignIn));
const RequireOnboarded = retryableLazy(() => guards().then((m) => m.RequireOnboarded));
const MerchantsOnly = retryableLazy(() => guards().then((m) => m.MerchantsOnly));

// Every page but the landing page loads on demand (docs/product.md, "Pages and routes"); AppLayout's Suspense shows
// "Loading..." meanwhile.
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const StoresPage = lazyPage(() => import('../features/stores/StoresPage'), 'StoresPage');
const StoreDetailPage = lazyPage(
  () => import('../features/stores/StoreDetailPage'),
  'StoreDetailPage',
);
const PaymentTestPage = lazyPage(
  () => import('../features/payments/PaymentTestPage'),
  'PaymentTestPage',
);
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/ResetPasswordPage'),
  'ResetPasswordPage',
);
const MerchantRegisterPage = lazyPage(
  () => import('../features/onboarding/MerchantRegisterPage'),
  'MerchantRegisterPage',
);
const VerifyEmailPage = lazyPage(
  () => import('../features/onboarding/VerifyEmailPage'),
  'VerifyEmailPage',
);
const MerchantRequestPage = lazyPage(
  () => import('../features/onboarding/MerchantRequestPage'),
  'MerchantRequestPage',
);
const SubscriptionRoute = lazyPage(() => import('./SubscriptionRoute'), 'SubscriptionRoute');
const AdminMerchantRequestsPage = lazyPage(
  () => import('../features/admin/AdminMerchantRequestsPage'),
  'AdminMerchantRequestsPage',
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/DashboardPage'),
  'DashboardPage',
);
const PrivacyPolicyPage = lazyPage(
  () => import('../features/legal/PrivacyPolicyPage'),
  'PrivacyPolicyPage',
);
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

/** The route table of docs/product.md, "Pages and routes", plus /register and a 404 page. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        path: 'profile',
        element: (
          <RequireSignIn>
            <ProfilePage />
          </RequireSignIn>
        ),
      },
      {
        path: 'stores',
        element: (
          <RequireSignIn roles={['merchant', 'admin']}>
            <RequireOnboarded>
              <StoresPage />
            </RequireOnboarded>
          </RequireSignIn>
        ),
      },
      { path: 'stores/:storeId', element: <StoreDetailPage /> },
      { path: 'payment-test', element: <PaymentTestPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'merchant/register', element: <MerchantRegisterPage /> },
      // Customers verify their email on this page too, signed in or from a link.
      { path: 'merchant/verify-email', element: <VerifyEmailPage /> },
      {
        path: 'merchant/request',
        element: (
          <RequireSignIn>
            <MerchantsOnly>
              <MerchantRequestPage />
            </MerchantsOnly>
          </RequireSignIn>
        ),
      },
      {
        path: 'merchant/subscription',
        element: (
          <RequireSignIn>
            <MerchantsOnly>
              <SubscriptionRoute />
            </MerchantsOnly>
          </RequireSignIn>
        ),
      },
      {
        path: 'dashboard',
        element: (
          <RequireSignIn>
            <RequireOnboarded>
              <DashboardPage />
            </RequireOnboarded>
          </RequireSignIn>
        ),
      },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      {
        path: 'admin/merchant-requests',
        element: (
          <RequireSignIn roles={['admin']}>
            <AdminMerchantRequestsPage />
          </RequireSignIn>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
