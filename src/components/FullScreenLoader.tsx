import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * Shown while a lazily loaded page arrives (spec §2). A CSS ring rather than MUI's
 * CircularProgress: this sits in the landing page's budgeted first download.
 */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '70vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
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
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
