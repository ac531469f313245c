import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Shown in the page's place when its code could not load (docs/performance.md, "When a page is slow
 * or fails to load"). "Try again" asks for the code again without reloading, so the rest of the app
 * (and a half-filled form elsewhere) stays; reloading is the fallback.
 */
export function PageLoadError({ onRetry }: { onRetry: () => void }) {
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
          This page could not load
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          Part of QRewards could not be downloaded. Check your internet connection, then try again.
        </Typography>
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
