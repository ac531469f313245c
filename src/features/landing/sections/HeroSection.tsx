import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { useAppSelector } from '../../../shared/hooks';
import { paths } from '../../../shared/paths';
import { retryableLazy } from '../../../lib/retryableLazy';
import { selectIsSignedIn } from '../../../session/sessionSlice';
import { heroHighlights } from '../firstScreenContent';

// The phone picture loads just after the words: it is decoration, and the first download is
// budgeted. Its box keeps the same height meanwhile, so nothing moves when it arrives.
const PHONE_MOCKUP_HEIGHT = 534;
export const HeroPhoneMockup = retryableLazy(() =>
  import('./HeroPhoneMockup').then((m) => m.HeroPhoneMockup),
);

/** The first screen: what QRewards is for both audiences, and the two ways in. */
export function HeroSection() {
  // The prerendered page is the signed-out one; boot.tsx renders it afresh when a session is stored,
  // so this choice never differs from the HTML it hydrates.
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <Box
      component="section"
      id="overview"
      aria-labelledby="overview-heading"
      sx={(theme) => {
        const { palette } = theme.vars ?? theme;
        return {
          overflow: 'hidden',
          pt: { xs: 6, md: 10 },
          pb: { xs: 8, md: 12 },
          scrollMarginTop: { xs: 56, sm: 64 },
          background: `linear-gradient(180deg, ${palette.brand.surface} 0%, ${palette.background.default} 100%)`,
        };
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'minmax(0, 1.15fr) minmax(0, 0.85fr)',
            },
            gap: { xs: 6, md: 8 },
            alignItems: 'center',
          }}
        >
          <Box>
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
              Loyalty rewards for customers and merchants
            </Typography>
            <Typography
              id="overview-heading"
              variant="h1"
              sx={{
                mt: 1,
                fontSize: { xs: '2.5rem', sm: '3.25rem', md: '4rem' },
                lineHeight: 1.08,
              }}
            >
              One QR code.{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                Every reward.
              </Box>
            </Typography>
            <Typography
              sx={{
                mt: 3,
                maxWidth: 560,
                color: 'text.secondary',
                fontSize: { xs: '1.0625rem', md: '1.25rem' },
              }}
            >
              Customers carry one personal QR code that collects stamps and rewards at every shop
              they love. Merchants set up stores and branches in minutes, reward their regulars and
              see what brings them back.
            </Typography>
            {/* A flex Box, not Stack: the hero is in the budgeted first download. */}
            <Box
              sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 4 }}
            >
              {signedIn ? (
                // docs/product.md, "Landing page": a signed-in visitor is offered their dashboard.
                <Button
                  variant="contained"
                  size="large"
                  component={RouterLink}
                  to={paths.dashboard()}
                >
                  Go to dashboard
                </Button>
              ) : (
                <>
                  {/* docs/product.md, "Pages and routes": Get Started is a plain link to /register, a full page load. */}
                  <Button variant="contained" size="large" href={paths.register()}>
                    Get Started
                  </Button>
                  <Button
                    variant="outlined"
                    size="large"
                    component={RouterLink}
                    to={paths.merchantRegister()}
                  >
                    Become a Merchant
                  </Button>
                </>
              )}
            </Box>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mt: 3,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
              }}
            >
              {heroHighlights.map((highlight) => (
                <Box
                  component="li"
                  key={highlight}
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
                >
                  <CheckCircleRounded fontSize="small" sx={{ color: 'success.main' }} />
                  <Typography variant="body2">{highlight}</Typography>
                </Box>
              ))}
            </Box>
          </Box>
          <Suspense fallback={<Box aria-hidden sx={{ height: PHONE_MOCKUP_HEIGHT }} />}>
            <HeroPhoneMockup height={PHONE_MOCKUP_HEIGHT} />
          </Suspense>
        </Box>
      </Container>
    </Box>
  );
}
