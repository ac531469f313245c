import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useColorScheme, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';

/**
 * Shown only while the page is in `scheme`. CSS, not state, decides: the prerendered landing page
 * shows this button before any script runs, when only the colour-scheme attribute knows the truth.
 */
function InScheme({ scheme, children }: { scheme: 'light' | 'dark'; children: ReactNode }) {
  const other = scheme === 'light' ? 'dark' : 'light';
  return (
    <Box
      component="span"
      sx={(theme: Theme) => ({
        display: 'inline-flex',
        ...theme.applyStyles(other, { display: 'none' }),
      })}
    >
      {children}
    </Box>
  );
}

/** What the button shows, and says, in each scheme: the way to the other one. */
const HALVES = [
  { scheme: 'light', icon: <DarkModeOutlined />, label: 'Switch to dark theme' },
  { scheme: 'dark', icon: <LightModeOutlined />, label: 'Switch to light theme' },
] as const;

// The scheme follows the system until the visitor picks one; MUI remembers the pick in local storage.
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const toggle = () => {
    const current = mode === 'system' || !mode ? (systemMode ?? 'light') : mode;
    setMode(current === 'dark' ? 'light' : 'dark');
  };
  return (
    // The name comes from the visible half, so it always says what a click will do.
    // Before the app has started, the landing page's start-up script switches the scheme itself
    // (src/app/landingShells.ts).
    <IconButton color="inherit" onClick={toggle} data-prestart="theme">
      {HALVES.map(({ scheme, icon, label }) => (
        <InScheme key={scheme} scheme={scheme}>
          {icon}
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        </InScheme>
      ))}
    </IconButton>
  );
}
