import type { Theme } from '@mui/material/styles';

/**
 * A cell's background for a share of 0..1: the primary colour at that strength, read from the
 * theme's CSS variables so each colour scheme shades with its own primary (docs/style.md, "MUI and
 * the theme"). The strengths skip 0.45 to 0.8, where neither the text colour nor the primary's
 * contrast colour reaches 4.5:1 in both schemes (docs/accessibility.md: AA in light and dark);
 * from 0.8 the text turns to the contrast colour.
 */
export function shade(theme: Theme, share: number) {
  const clamped = Math.min(1, share);
  const strength =
    clamped <= 0 ? 0 : clamped <= 0.5 ? 0.12 + 0.66 * clamped : 0.8 + 0.4 * (clamped - 0.5);
  const channel = theme.vars?.palette.primary.mainChannel;
  const palette = (theme.vars ?? theme).palette;
  return {
    bgcolor: strength === 0 ? 'transparent' : `rgba(${channel} / ${strength.toFixed(2)})`,
    color: strength >= 0.8 ? palette.primary.contrastText : palette.text.primary,
  };
}
