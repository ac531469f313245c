import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** A part of a gallery section: "Contrast", "Sizes"... */
export function Subheading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1.5 }}>
      {children}
    </Typography>
  );
}
