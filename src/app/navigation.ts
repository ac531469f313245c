import type { NavItem, NavLinks } from '../components/layout/navItem';
import type { SessionUser } from '../session/sessionTypes';
import { PAGE_ROLES } from './pageRoles';
import { paths } from '../shared/paths';

// docs/product.md, "Navigation bar", as data, so the desktop bar and the phone menu cannot drift
// apart, and each visitor is offered only the pages they may open.

const sections: NavItem[] = [
  { kind: 'route', label: 'Home', to: paths.home() },
  { kind: 'route', label: 'Features', to: paths.home('features') },
  { kind: 'route', label: 'How it Works', to: paths.home('how-it-works') },
];

const signedOut: NavItem[] = [
  // The store directory is public (docs/product.md, "Store pages").
  { kind: 'route', label: 'Stores', to: paths.stores() },
  { kind: 'route', label: 'Become a Merchant', to: paths.merchantRegister() },
  // docs/product.md, "Navigation bar": Get Started is a full page load.
  { kind: 'href', label: 'Get Started', href: paths.register(), primary: true },
  { kind: 'action', label: 'Sign In', action: 'signIn' },
];

/**
 * Before the email is verified the account's tokens reach only the verification (docs/api.md,
 * "Sign-up"): the bar offers the way back to the code (a customer's page or a merchant's) and
 * Logout, no page that would fail.
 */
function unverified(role_id: NavUser['role_id']): NavItem[] {
  const code = role_id === 'merchant' ? paths.verifyEmail() : paths.customerVerifyEmail();
  return [
    { kind: 'route', label: 'Verify email', to: code, primary: true },
    { kind: 'action', label: 'Logout', action: 'logout' },
  ];
}

function signedIn(
  { first_name, role_id, email_verified }: NavUser,
  { counter }: NavFacts,
): NavItem[] {
  // Only a known false: a session stored before the field existed is a verified one.
  if (email_verified === false) return unverified(role_id);
  const item = (label: string, to: string): NavItem => ({ kind: 'route', label, to });
  return [
    item('Dashboard', paths.dashboard()),
    // docs/product.md, "Staff": someone on a store's staff works at its counter.
    ...(counter ? [item('Counter', paths.counter())] : []),
    ...(PAGE_ROLES.myCode.includes(role_id) ? [item('My code', paths.myCode())] : []),
    // /stores is everyone's: a merchant's stores, or the directory with a customer's own first.
    item('My Stores', paths.stores()),
    ...(PAGE_ROLES.customers.includes(role_id) ? [item('Customers', paths.customers())] : []),
    ...(PAGE_ROLES.automations.includes(role_id) ? [item('Automations', paths.automations())] : []),
    ...(PAGE_ROLES.billing.includes(role_id) ? [item('Billing', paths.billing())] : []),
    ...(PAGE_ROLES.adminMerchantRequests.includes(role_id)
      ? [item('Merchant requests', paths.adminMerchantRequests())]
      : []),
    item(first_name?.trim() || 'Profile', paths.profile()),
    { kind: 'action', label: 'Logout', action: 'logout' },
  ];
}

export type NavUser = Pick<SessionUser, 'first_name' | 'role_id' | 'email_verified'>;

/** What the bar knows beside the session: whether the account works on a store's staff. */
export interface NavFacts {
  counter: boolean;
}

/** The bar's links for `user`, or for a visitor when no one is signed in. */
export function navLinks(user: NavUser | null, facts: NavFacts = { counter: false }): NavLinks {
  return {
    home: paths.home(),
    sections,
    account: user ? signedIn(user, facts) : signedOut,
    // Four or five entries (and a first name of any length): the bar needs a wide screen for them.
    roomFrom: 'lg',
  };
}
