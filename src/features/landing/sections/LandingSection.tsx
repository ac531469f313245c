import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SectionIntro } from '../landingContent';

interface LandingSectionProps {
  /** The anchor the navigation and footer link to, e.g. "features" for /#features. */
  id: string;
  intro: SectionIntro;
  /** A tinted background, so neighbouring sections read as separate bands. */
  tinted?: boolean;
  children: ReactNode;
}

/** One band of the landing page: an anchor, a centred h2 with its intro, and the content. */
export function LandingSection({ id, intro, tinted, children }: LandingSectionProps) {
  const { eyebrow, title, subtitle } = intro;
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 8, md: 12 },
        bgcolor: tinted ? 'brand.surface' : 'background.default',
        // The sticky navigation bar would otherwise cover the top of a section reached by its anchor.
        scrollMarginTop: { xs: 56, sm: 64 },
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          <Typography
            variant="overline"
            component="p"
            sx={{
              color: 'primary.main',
              fontWeight: 700,
              letterSpacing: '0.12em',
              lineHeight: 1.6,
            }}
          >
            {eyebrow}
          </Typography>
          <Typography
            id={headingId}
            variant="h2"
            sx={{
              fontSize: { xs: '1.875rem', md: '2.5rem' },
              lineHeight: 1.2,
              textWrap: 'balance',
            }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography
              sx={{
                mt: 2,
                color: 'text.secondary',
                fontSize: { md: '1.125rem' },
                textWrap: 'pretty',
              }}
            >
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
