import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';

// The scheme follows the system until the visitor picks one; MUI remembers the pick in local storage.
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const current = mode === 'system' || !mode ? (systemMode ?? 'light') : mode;
  const next = current === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    // A native title, not MUI's Tooltip: the toggle is on the landing page, whose bundle is budgeted.
    <IconButton color="inherit" aria-label={label} title={label} onClick={() => setMode(next)}>
      {current === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
