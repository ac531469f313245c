/**
 * Every page of the app: its path in React Router's pattern syntax (`pattern`) and the builder of
 * its href. No other file writes a route as a string (docs/architecture.md, "Routing"); the page
 * list the server answers (`pagePaths.ts`) is read from here.
 */

/** A page's href builder, carrying the pattern the route table matches. */
export type PageHref<Args extends unknown[] = [section?: string]> = ((...args: Args) => string) & {
  readonly pattern: string;
};

/** A page without parameters; `section` is the id of a part of it (`/#features`). */
function page(pattern: string): PageHref {
  return Object.assign((section?: string) => (section ? `${pattern}#${section}` : pattern), {
    pattern,
  });
}

export const paths = {
  home: page('/'),
  profile: page('/profile'),
  stores: page('/stores'),
  storeDetail: Object.assign((storeId: string) => `/stores/${encodeURIComponent(storeId)}`, {
    pattern: '/stores/:storeId',
  }) satisfies PageHref<[storeId: string]>,
  paymentTest: page('/payment-test'),
  register: page('/register'),
  forgotPassword: page('/forgot-password'),
  resetPassword: page('/reset-password'),
  merchantRegister: page('/merchant/register'),
  verifyEmail: page('/merchant/verify-email'),
  // A customer's email code: the same page at a customer's address (docs/product.md, "Email code").
  customerVerifyEmail: page('/verify-email'),
  merchantRequest: page('/merchant/request'),
  subscription: page('/merchant/subscription'),
  dashboard: page('/dashboard'),
  billing: page('/dashboard/billing'),
  myCode: page('/my-code'),
  // A store's customers (docs/product.md, "Customers"): the first store when none is given.
  customers: Object.assign(
    (storeId?: string) =>
      storeId ? `/customers?store=${encodeURIComponent(storeId)}` : '/customers',
    { pattern: '/customers' },
  ) satisfies PageHref<[storeId?: string]>,
  // A store's automations (docs/product.md, "Automations"), for its owner and managers: the first
  // store when none is given.
  automations: Object.assign(
    (storeId?: string) =>
      storeId ? `/automations?store=${encodeURIComponent(storeId)}` : '/automations',
    { pattern: '/automations' },
  ) satisfies PageHref<[storeId?: string]>,
  // A message's unsubscribe link (`?token=`): works without signing in ("Automations").
  unsubscribe: Object.assign(
    (token?: string) =>
      token ? `/unsubscribe?token=${encodeURIComponent(token)}` : '/unsubscribe',
    { pattern: '/unsubscribe' },
  ) satisfies PageHref<[token?: string]>,
  privacyPolicy: page('/privacy-policy'),
  adminMerchantRequests: page('/admin/merchant-requests'),
  // docs/product.md, "Staff": the invitation's link (`?token=`) and where staff work.
  staffAccept: Object.assign(
    (token?: string) =>
      token ? `/staff/accept?token=${encodeURIComponent(token)}` : '/staff/accept',
    { pattern: '/staff/accept' },
  ) satisfies PageHref<[token?: string]>,
  counter: page('/counter'),
  // Counter mode: the shared device where each person unlocks the scanner with a PIN. Public: the
  // device has no signed-in session (docs/api.md, "Counter mode").
  counterDevice: page('/counter/device'),
  // The theme gallery (docs/design.md): in no navigation, kept out of search engines.
  design: page('/design'),
  scan: Object.assign((code: string) => `/scan/${encodeURIComponent(code)}`, {
    pattern: '/scan/:code',
  }) satisfies PageHref<[code: string]>,
};

/** What a personal QR code encodes: the full address of its `/scan/:code` page (docs/product.md, "Scanning a customer"). */
export const scanCodeUrl = (code: string) => window.location.origin + paths.scan(code);
