import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { ThemeToggle } from '../../theme/ThemeToggle';
import { retryableLazy } from '../../lib/retryableLazy';
import { registerShellOpener } from '../../lib/shellHandOver';
import { BrandLogo } from './BrandLogo';
import { NavItemButton } from './NavItemButton';
import type { NavLinks } from './navItem';

// The drawer (and MUI's modal machinery) loads on the first tap, keeping it out of the first paint.
const MobileMenu = retryableLazy(() => import('./MobileMenu').then((m) => m.MobileMenu));

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
  const [menuInstant, setMenuInstant] = useState(false);
  const actions = { signIn: onSignIn, logout: onLogout };
  const openMenu = (instant: boolean) => {
    setMenuInstant(instant);
    setMenuWanted(true);
    setMenuOpen(true);
  };
  // The landing page's prerendered menu hands over to this one when the app starts
  // (docs/adr/0005-landing-page-answers-before-the-app.md).
  useEffect(
    () =>
      registerShellOpener('menu', {
        preload: () => MobileMenu.preload(),
        open: () => openMenu(true),
      }),
    [],
  );
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
            data-prestart="menu"
            onClick={() => openMenu(false)}
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
            instant={menuInstant}
          />
        </Suspense>
      )}
    </Box>
  );
}
