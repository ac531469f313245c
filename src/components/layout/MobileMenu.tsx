import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { BrandLogo } from './BrandLogo';
import { NavItemButton, type NavActions } from './NavItemButton';
import type { NavItem } from './navItem';

/** The phone-sized menu: the same choices as the bar (docs/product.md, "Navigation bar"), in a drawer. */
export function MobileMenu({
  open,
  onClose,
  home,
  items,
  actions,
  instant = false,
  disablePortal = false,
}: {
  open: boolean;
  onClose: () => void;
  home: string;
  items: NavItem[];
  actions: NavActions;
  /**
   * Opens without sliding in: the app opens the menu in place of the landing page's prerendered
   * copy, which is already on screen (docs/adr/0005-landing-page-answers-before-the-app.md).
   */
  instant?: boolean;
  /** Drawn where it is rendered rather than in a portal: the prerendered copy (scripts/prerender.tsx). */
  disablePortal?: boolean;
}) {
  const { transitions } = useTheme();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      ModalProps={{ disablePortal }}
      transitionDuration={
        instant ? { enter: 0, exit: transitions.duration.leavingScreen } : undefined
      }
      slotProps={{ paper: { id: 'mobile-menu' } }}
    >
      <Box sx={{ width: 280, p: 2 }} role="navigation" aria-label="Mobile">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Box onClick={onClose}>
            <BrandLogo to={home} />
          </Box>
          <IconButton aria-label="Close menu" data-prestart="close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider sx={{ mb: 1 }} />
        <Stack spacing={0.5}>
          {items.map((item) => (
            <NavItemButton
              key={item.label}
              item={item}
              actions={actions}
              onNavigate={onClose}
              fullWidth
            />
          ))}
        </Stack>
      </Box>
    </Drawer>
  );
}
