import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isChunkLoadError } from '../lib/chunkLoadError';

/**
 * Shown in the page's place when its code could not load (docs/performance.md, "When a page is slow
 * or fails to load"). "Try again" asks for the code again without reloading, so the rest of the app
 * (and a half-filled form elsewhere) stays; reloading is the fallback.
 */
export function PageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = isChunkLoadError(error);
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '70vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 3,
        py: 6,
      }}
    >
      <Box sx={{ maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {offline ? 'This page could not load' : 'Something went wrong on this page'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {offline
            ? 'Part of QRewards could not be downloaded. Check your internet connection, then try again.'
            : 'Trying again usually helps. If it does not, reload the page.'}
        </Typography>
        {/* Box rather than Stack: this screen is part of the budgeted app start (docs/performance.md). */}
        <Box
          sx={{
            mt: 3,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
            justifyContent: 'center',
          }}
        >
          <Button variant="contained" size="large" onClick={onRetry}>
            Try again
          </Button>
          <Button variant="outlined" size="large" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
