import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { ThemeToggle } from '../../theme/ThemeToggle';
import { BrandLogo } from './BrandLogo';
import { NavItemButton } from './NavItemButton';
import type { NavLinks } from './navItem';

// The drawer (and MUI's modal machinery) loads on the first tap, keeping it out of the first paint.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

export interface NavbarProps {
  /** What the bar offers: the app picks it for the visitor (signed out, or by role). */
  links: NavLinks;
  onSignIn: () => void;
  onLogout: () => void;
}

/** The top bar of every page (docs/product.md, "Navigation bar"): public and signed-in variants, and a menu on phones. */
export function Navbar({ links, onSignIn, onLogout }: NavbarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const actions = { signIn: onSignIn, logout: onLogout };
  return (
    // A sticky header Box rather than AppBar (and its Paper): same look, less first-download JS.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <BrandLogo to={links.home} />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', [links.roomFrom]: 'flex' }, gap: 0.5, ml: 3 }}
          >
            {links.sections.map((item) => (
              <NavItemButton key={item.label} item={item} actions={actions} />
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box
            sx={{ display: { xs: 'none', [links.roomFrom]: 'flex' }, gap: 1, alignItems: 'center' }}
          >
            {links.account.map((item) => (
              <NavItemButton key={item.label} item={item} actions={actions} />
            ))}
          </Box>
          <ThemeToggle />
          <IconButton
            aria-label="Open menu"
            aria-controls={menuOpen ? 'mobile-menu' : undefined}
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', [links.roomFrom]: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            home={links.home}
            items={[...links.sections, ...links.account]}
            actions={actions}
          />
        </Suspense>
      )}
    </Box>
  );
}
