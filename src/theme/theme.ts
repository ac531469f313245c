import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from './colorSchemeStorage';

// The one theme module (docs/style.md, "MUI and the theme"): every token of the QRewards theme is
// here, and the theme gallery at /design documents it (docs/design.md). Components take colours
// from here (palette keys in `sx`), never hard-coded values, so both schemes stay in step.

export { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from './colorSchemeStorage';

/** The colour schemes' palettes: MUI fills in what is left out (error, divider, action...). */
export const palettes = {
  light: {
    primary: { main: '#4338ca', light: '#6366f1', dark: '#3730a3', contrastText: '#ffffff' },
    secondary: { main: '#b45309', light: '#f59e0b', dark: '#92400e', contrastText: '#ffffff' },
    success: { main: '#047857' },
    // MUI's default info and warning carry white text at 3.9:1 and 3.1:1; these reach 5:1
    // (WCAG AA, docs/accessibility.md).
    info: { main: '#0369a1' },
    warning: { main: '#b45309' },
    background: { default: '#f8fafc', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
    brand: { gradientStart: '#4338ca', gradientEnd: '#7c3aed', surface: '#eef2ff' },
  },
  dark: {
    primary: { main: '#a5b4fc', light: '#c7d2fe', dark: '#818cf8', contrastText: '#0b1020' },
    secondary: { main: '#fbbf24', light: '#fcd34d', dark: '#f59e0b', contrastText: '#0b1020' },
    success: { main: '#34d399' },
    // MUI's dark error with its white text measures 3.7:1 on a filled chip or button; dark text
    // on the same red passes AA, as on the other dark fills (docs/accessibility.md).
    error: { main: '#f44336', light: '#e57373', dark: '#d32f2f', contrastText: '#0b1020' },
    background: { default: '#0b1020', paper: '#131a2e' },
    text: { primary: '#e2e8f0', secondary: '#a7b0c0' },
    brand: { gradientStart: '#312e81', gradientEnd: '#5b21b6', surface: '#1b2340' },
  },
} satisfies Record<'light' | 'dark', ThemeOptions['palette']>;

/**
 * Everything but the colours, shared by both schemes. Spacing (8 px a unit), the breakpoints
 * (xs 0, sm 600, md 900, lg 1200, xl 1536 px) and the 25 elevation shadows are MUI's defaults.
 */
export const themeOptions = {
  // 12 px: `borderRadius: 2` in `sx` is 24 px.
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
} satisfies ThemeOptions;

/** The product's theme: both colour schemes as CSS variables, switched by the attribute above. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
  ...themeOptions,
});
