import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const satisfies readonly NonNullable<TypographyProps['variant']>[];

/** "3rem · 800 · 1.167 · -0.02em": size, weight, line height and letter spacing. */
function specOf(style: {
  fontSize?: unknown;
  fontWeight?: unknown;
  lineHeight?: unknown;
  letterSpacing?: unknown;
}): string {
  return [style.fontSize, style.fontWeight, style.lineHeight, style.letterSpacing]
    .filter((value) => value !== undefined && value !== null && value !== '')
    .map(String)
    .join(' · ');
}

/** Every variant of the type scale, in its own style, with the numbers behind it. */
export function TypographySection() {
  const { typography } = useTheme();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Font: {typography.fontFamily}
      </Typography>
      {VARIANTS.map((variant) => (
        <Box key={variant} sx={{ minWidth: 0 }}>
          <Typography variant="caption" component="p" color="text.secondary">
            <Box component="code" sx={{ fontWeight: 600 }}>
              {variant}
            </Box>{' '}
            {specOf(typography[variant])}
          </Typography>
          {/* A paragraph, not a heading: the page's outline is its sections. */}
          <Typography variant={variant} component="p" sx={{ overflowWrap: 'anywhere' }}>
            Stamp, collect, reward
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
