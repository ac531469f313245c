import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// Hidden at first, so a page that arrives quickly replaces it before it was ever seen
// (docs/performance.md, "When a page is slow or fails to load").
const appear = keyframes`
  from { visibility: hidden; }
  to { visibility: visible; }
`;

/** How long a page may take before the spinner shows. */
export const LOADER_DELAY_MS = 250;

/**
 * Shown while a lazily loaded page arrives (docs/product.md, "Pages and routes"). A CSS ring rather than MUI's
 * CircularProgress: this sits in the landing page's budgeted first download.
 */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{
        // A screen high: the footer below stays out of sight while the page loads, and does not
        // jump when the page arrives (a layout shift Lighthouse counted on the dashboard).
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        animation: `${appear} 0s ${LOADER_DELAY_MS}ms both`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'divider',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
      <Typography aria-hidden color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
