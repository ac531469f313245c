import { createTheme, type Palette, type Theme } from '@mui/material/styles';
import { palettes, theme, themeOptions } from './theme';

export type SchemeName = keyof typeof palettes;

const made = new Map<SchemeName, Theme>();

/**
 * The product's theme forced to one colour scheme, for a part of a page that shows a scheme other
 * than the page's own (the theme gallery's side by side, docs/design.md). Built from the same
 * tokens as `theme`, without CSS variables: the app's variables follow the page's one
 * `data-color-scheme` attribute, so a nested ThemeProvider with plain values is what lets two
 * halves of one page each draw their own scheme.
 */
export function schemeTheme(scheme: SchemeName): Theme {
  let forced = made.get(scheme);
  if (!forced) {
    forced = createTheme({ ...themeOptions, palette: { mode: scheme, ...palettes[scheme] } });
    made.set(scheme, forced);
  }
  return forced;
}

/**
 * The product theme's palette for `scheme`, as MUI resolved it: the colours the app draws with.
 * `theme.colorSchemes` exists on a theme with CSS variables; MUI types it only when the project
 * switches those types on for every theme, which the plain themes above are not.
 */
export function schemePalette(scheme: SchemeName): Palette {
  const { colorSchemes } = theme as Theme & {
    colorSchemes: Record<SchemeName, { palette: Palette }>;
  };
  return colorSchemes[scheme].palette;
}
