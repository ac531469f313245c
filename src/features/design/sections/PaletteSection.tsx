import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Palette } from '@mui/material/styles';
import { schemePalette, type SchemeName } from '../../../theme/schemeTheme';
import { ContrastTable } from './ContrastTable';
import { Subheading } from '../Subheading';

type Swatch = { token: string; value: string };

/** The palette's colours by group, read from the theme as MUI resolved it. */
function swatchGroups(palette: Palette): { name: string; swatches: Swatch[] }[] {
  const shades = (key: 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success') =>
    (['main', 'light', 'dark', 'contrastText'] as const).map((shade) => ({
      token: `${key}.${shade}`,
      value: palette[key][shade],
    }));
  return [
    { name: 'Primary', swatches: shades('primary') },
    { name: 'Secondary', swatches: shades('secondary') },
    { name: 'Error', swatches: shades('error') },
    { name: 'Warning', swatches: shades('warning') },
    { name: 'Info', swatches: shades('info') },
    { name: 'Success', swatches: shades('success') },
    {
      name: 'Background, text and lines',
      swatches: [
        { token: 'background.default', value: palette.background.default },
        { token: 'background.paper', value: palette.background.paper },
        { token: 'text.primary', value: palette.text.primary },
        { token: 'text.secondary', value: palette.text.secondary },
        { token: 'text.disabled', value: palette.text.disabled },
        { token: 'divider', value: palette.divider },
      ],
    },
    {
      // The custom tokens of src/theme/mui.d.ts.
      name: 'Brand (custom tokens)',
      swatches: (['gradientStart', 'gradientEnd', 'surface'] as const).map((key) => ({
        token: `brand.${key}`,
        value: palette.brand[key],
      })),
    },
  ];
}

function SwatchTile({ token, value }: Swatch) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      {/* The colour itself, drawn as a value of the theme (docs/style.md: no hex in components). */}
      <Box
        sx={{ height: 40, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: value }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}>
        {token}
      </Typography>
      <Typography
        variant="caption"
        component="p"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The scheme's colours and the contrast of the text/background pairs the product uses. */
export function PaletteSection({ scheme }: { scheme: SchemeName }) {
  // The product's theme, not the gallery's copy of it: what the app draws with.
  const palette = schemePalette(scheme);
  return (
    <>
      <Stack spacing={2}>
        {swatchGroups(palette).map((group) => (
          <div key={group.name}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {group.name}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
              }}
            >
              {group.swatches.map((swatch) => (
                <SwatchTile key={swatch.token} {...swatch} />
              ))}
            </Box>
          </div>
        ))}
      </Stack>
      <Subheading>Contrast</Subheading>
      <ContrastTable scheme={scheme} palette={palette} />
    </>
  );
}
