import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import { Subheading } from '../Subheading';

/** The spacing steps the product's `sx` uses (`p: 2`, `gap: 0.75`...). */
const SPACING_STEPS = [0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8];
/** The radii the product's `sx` uses, as multiples of `shape.borderRadius`. */
const RADIUS_STEPS = [1, 1.5, 2, 3];

function SpacingScale() {
  const theme = useTheme();
  return (
    <Stack spacing={0.75}>
      {SPACING_STEPS.map((step) => (
        <Stack key={step} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 88, flexShrink: 0, fontFamily: 'monospace' }}>
            {step} · {theme.spacing(step)}
          </Typography>
          <Box sx={{ height: 12, width: theme.spacing(step), bgcolor: 'primary.main' }} />
        </Stack>
      ))}
    </Stack>
  );
}

function Radii() {
  const theme = useTheme();
  const base = Number(theme.shape.borderRadius);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {RADIUS_STEPS.map((step) => (
        <Box key={step} sx={{ textAlign: 'center' }}>
          <Box
            sx={{
              width: 72,
              height: 56,
              borderRadius: step,
              border: 2,
              borderColor: 'primary.main',
              bgcolor: 'brand.surface',
            }}
          />
          <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
            {step} · {base * step}px
          </Typography>
        </Box>
      ))}
      <Box sx={{ textAlign: 'center' }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            borderRadius: '50%',
            border: 2,
            borderColor: 'primary.main',
            bgcolor: 'brand.surface',
          }}
        />
        <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
          50%
        </Typography>
      </Box>
    </Box>
  );
}

function Shadows() {
  const theme = useTheme();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
      }}
    >
      {theme.shadows.map((_, elevation) => (
        <Paper
          key={elevation}
          elevation={elevation}
          sx={{ height: 56, display: 'grid', placeItems: 'center' }}
        >
          <Typography variant="body2">{elevation}</Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** One breakpoint and whether the window is at least that wide now. */
function BreakpointRow({ name }: { name: Breakpoint }) {
  const theme = useTheme();
  const active = useMediaQuery(theme.breakpoints.up(name));
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <code>{name}</code>
      </TableCell>
      <TableCell align="right">{theme.breakpoints.values[name]} px</TableCell>
      <TableCell>{active ? 'Yes' : 'No'}</TableCell>
    </TableRow>
  );
}

function Breakpoints() {
  const theme = useTheme();
  return (
    <Table size="small" aria-label="Breakpoints">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell align="right">From</TableCell>
          <TableCell>This window</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {theme.breakpoints.keys.map((name) => (
          <BreakpointRow key={name} name={name} />
        ))}
      </TableBody>
    </Table>
  );
}

/** Spacing, radii, shadows and breakpoints, read from the theme. */
export function FoundationsSection() {
  const theme = useTheme();
  return (
    <>
      <Subheading>Spacing: {theme.spacing(1)} a unit</Subheading>
      <SpacingScale />
      <Subheading>Radii: shape.borderRadius {String(theme.shape.borderRadius)}px</Subheading>
      <Radii />
      <Subheading>Shadows: elevation 0 to {theme.shadows.length - 1}</Subheading>
      <Shadows />
      <Subheading>Breakpoints</Subheading>
      <Breakpoints />
    </>
  );
}
