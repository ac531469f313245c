import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { schemeTheme, type SchemeName } from '../../theme/schemeTheme';

export const SCHEME_LABELS: Record<SchemeName, string> = { light: 'Light', dark: 'Dark' };

/**
 * Draws its children in one colour scheme of the product's theme, whatever the page's own: a
 * nested ThemeProvider with the theme forced to that scheme (src/theme/schemeTheme.ts), on the
 * scheme's own background. `data-gallery-specimen` marks what the accessibility run's wait for a
 * settled page leaves out (skeletons and spinners shown on purpose, e2e/accessibility.spec.ts).
 */
export function SchemeScope({
  scheme,
  labelled,
  children,
}: {
  scheme: SchemeName;
  /** Say which scheme this is (side by side). */
  labelled: boolean;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={schemeTheme(scheme)}>
      <Box
        data-gallery-specimen=""
        data-scheme={scheme}
        sx={{
          // Native parts (a select's list, scroll bars) follow the scheme too.
          colorScheme: scheme,
          bgcolor: 'background.default',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: { xs: 1.5, sm: 2.5 },
          minWidth: 0,
          height: '100%',
        }}
      >
        {labelled && (
          <Typography variant="overline" component="p" color="text.secondary" sx={{ mb: 1 }}>
            {SCHEME_LABELS[scheme]}
          </Typography>
        )}
        {children}
      </Box>
    </ThemeProvider>
  );
}
