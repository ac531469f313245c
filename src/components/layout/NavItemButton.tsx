import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { NavItem } from './navItem';

export type NavActions = Record<'signIn' | 'logout', () => void>;

/** One navigation entry as a button: a router link, a full-page link, or an action. */
export function NavItemButton({
  item,
  actions,
  onNavigate,
  fullWidth,
}: {
  item: NavItem;
  actions: NavActions;
  onNavigate?: () => void;
  fullWidth?: boolean;
}) {
  // The path alone, not the hash: the prerendered landing page knows no hash, and hydration must
  // find the same markup whatever section the address points to.
  const { pathname } = useLocation();
  const common = {
    variant: item.primary ? ('contained' as const) : ('text' as const),
    color: item.primary ? ('primary' as const) : ('inherit' as const),
    fullWidth,
    sx: {
      // "How it Works" on two lines made the bar twice as high once a merchant's bar had seven
      // entries (Automations): an entry keeps to one line.
      whiteSpace: 'nowrap',
      ...(fullWidth && { justifyContent: 'flex-start', py: 1.25 }),
      // The page you are on stands out, so the bar also says where you are.
      '&[aria-current="page"]': { color: 'primary.main', fontWeight: 700 },
    },
  };
  switch (item.kind) {
    case 'route':
      return (
        <Button
          {...common}
          component={RouterLink}
          to={item.to}
          aria-current={item.to === pathname ? 'page' : undefined}
          onClick={onNavigate}
        >
          {item.label}
        </Button>
      );
    case 'href':
      return (
        <Button {...common} href={item.href}>
          {item.label}
        </Button>
      );
    case 'action':
      return (
        <Button
          {...common}
          // The landing page answers Sign In before the app has started (src/app/landingShells.ts).
          data-prestart={item.action === 'signIn' ? 'login' : undefined}
          onClick={() => {
            onNavigate?.();
            actions[item.action]();
          }}
        >
          {item.label}
        </Button>
      );
  }
}
