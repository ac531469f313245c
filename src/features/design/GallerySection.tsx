import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SchemeName } from '../../theme/schemeTheme';
import { schemesOf, type GalleryView } from './galleryView';
import { SCHEME_LABELS, SchemeScope } from './SchemeScope';

/**
 * One section of the gallery, drawn in the view's schemes: side by side, each scheme takes half the
 * width from the md breakpoint and stacks under the other on a phone, so a section's two schemes
 * always sit next to each other.
 */
export function GallerySection({
  id,
  title,
  description,
  view,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  view: GalleryView;
  children: (scheme: SchemeName) => ReactNode;
}) {
  const schemes = schemesOf(view);
  const both = schemes.length > 1;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ mt: 6, scrollMarginTop: 80 }}
    >
      <Typography id={`${id}-title`} variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {description}
      </Typography>
      <Grid container spacing={2}>
        {schemes.map((scheme) => (
          <Grid
            key={scheme}
            size={{ xs: 12, md: both ? 6 : 12 }}
            component="div"
            role="group"
            aria-label={`${title}, ${SCHEME_LABELS[scheme].toLowerCase()} scheme`}
          >
            <SchemeScope scheme={scheme} labelled={both}>
              {children(scheme)}
            </SchemeScope>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
