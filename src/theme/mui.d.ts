// Custom palette tokens of the QRewards theme, typed so `sx={{ bgcolor: 'brand.surface' }}` and
// `theme.palette.brand` type-check.
import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    brand: { gradientStart: string; gradientEnd: string; surface: string };
  }
  interface PaletteOptions {
    brand?: { gradientStart: string; gradientEnd: string; surface: string };
  }
}
