/** Where each onboarding step lives (spec §4 "Login outcome"). */
export const ONBOARDING_ROUTES = {
  verifyEmail: '/merchant/verify-email',
  merchantRequest: '/merchant/request',
  subscription: '/merchant/subscription',
  dashboard: '/dashboard',
} as const;
