import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { ThemeToggle } from '../../theme/ThemeToggle';
import { BrandLogo } from './BrandLogo';
import { NavItemButton } from './NavItemButton';
import { accountItems, sectionItems, type NavUser } from './navItems';

// The drawer (and MUI's modal machinery) loads on the first tap, keeping it out of the first paint.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

export interface NavbarProps {
  user: NavUser | null;
  onSignIn: () => void;
  onLogout: () => void;
}

/** The top bar of every page (docs/product.md, "Navigation bar"): public and signed-in variants, and a menu on phones. */
export function Navbar({ user, onSignIn, onLogout }: NavbarProps) {
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
          <BrandLogo />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}
          >
            {sectionItems.map((item) => (
              <NavItemButton key={item.label} item={item} actions={actions} />
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center' }}>
            {accountItems(user).map((item) => (
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
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
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
            items={[...sectionItems, ...accountItems(user)]}
            actions={actions}
          />
        </Suspense>
      )}
    </Box>
  );
}
