// The navigation of docs/product.md, "Navigation bar", as data, so the desktop bar and the mobile menu cannot drift apart.

export interface NavUser {
  first_name?: string | null;
}

export type NavItem =
  | { kind: 'route'; label: string; to: string; primary?: boolean }
  /** A plain anchor: a full page load (Get Started) or an in-page section of the landing page. */
  | { kind: 'href'; label: string; href: string; primary?: boolean }
  | { kind: 'action'; label: string; action: 'signIn' | 'logout'; primary?: boolean };

export const sectionItems: NavItem[] = [
  { kind: 'route', label: 'Home', to: '/' },
  { kind: 'route', label: 'Features', to: '/#features' },
  { kind: 'route', label: 'How it Works', to: '/#how-it-works' },
];

export function accountItems(user: NavUser | null): NavItem[] {
  if (!user) {
    return [
      { kind: 'route', label: 'Become a Merchant', to: '/merchant/register' },
      { kind: 'href', label: 'Get Started', href: '/register', primary: true },
      { kind: 'action', label: 'Sign In', action: 'signIn' },
    ];
  }
  return [
    { kind: 'route', label: 'My Stores', to: '/stores' },
    { kind: 'route', label: user.first_name?.trim() || 'Profile', to: '/profile' },
    { kind: 'action', label: 'Logout', action: 'logout' },
  ];
}
