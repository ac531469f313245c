// One entry of the navigation bar and its phone menu. The app decides which entries a visitor gets
// (src/app/navigation.ts); the layout only lays them out.

export type NavItem =
  | { kind: 'route'; label: string; to: string; primary?: boolean }
  /** A plain anchor: a full page load (Get Started). */
  | { kind: 'href'; label: string; href: string; primary?: boolean }
  | { kind: 'action'; label: string; action: 'signIn' | 'logout'; primary?: boolean };

/** What the bar links to: home (the logo), the landing page's sections, and the account's choices. */
export interface NavLinks {
  home: string;
  sections: NavItem[];
  account: NavItem[];
  /** The width from which the bar shows every entry; below it they sit in the phone menu. */
  roomFrom: 'md' | 'lg';
}
