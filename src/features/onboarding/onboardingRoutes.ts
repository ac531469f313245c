/** Where each onboarding step lives (docs/product.md, "Login outcome"). */
export const ONBOARDING_ROUTES = {
  verifyEmail: '/merchant/verify-email',
  merchantRequest: '/merchant/request',
  subscription: '/merchant/subscription',
  dashboard: '/dashboard',
} as const;
