import type { Theme } from '@mui/material/styles';

/**
 * The brand gradient as a CSS value. The theme uses CSS variables, so `theme.vars` holds
 * `var(--mui-palette-brand-…)` references that follow the light/dark scheme; the fallback to the raw
 * palette only serves a theme built without CSS variables.
 */
export function brandGradient(theme: Theme, angle = 135): string {
  const { brand } = (theme.vars ?? theme).palette;
  return `linear-gradient(${angle}deg, ${brand.gradientStart} 0%, ${brand.gradientEnd} 100%)`;
}
