import type { Theme } from '@mui/material/styles';

/**
 * A cell's background for a share of 0..1: the primary colour at that strength, read from the
 * theme's CSS variables so each colour scheme shades with its own primary (docs/style.md, "MUI and
 * the theme"). Past half strength the text turns to the primary's contrast colour.
 */
export function shade(theme: Theme, share: number) {
  const strength = share <= 0 ? 0 : 0.12 + 0.88 * Math.min(1, share);
  const channel = theme.vars?.palette.primary.mainChannel;
  return {
    bgcolor: strength === 0 ? 'transparent' : `rgba(${channel} / ${strength.toFixed(2)})`,
    color:
      strength > 0.55
        ? (theme.vars ?? theme).palette.primary.contrastText
        : (theme.vars ?? theme).palette.text.primary,
  };
}
