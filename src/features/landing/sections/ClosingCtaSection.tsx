import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../shared/hooks';
import { paths } from '../../../shared/paths';
import { selectIsSignedIn } from '../../../session/sessionSlice';
import { closingCta, closingCtaSignedIn } from '../belowFoldContent';
import { brandGradient } from './brandGradient';

const onGradient = {
  contained: {
    bgcolor: 'common.white',
    color: 'grey.900',
    '&:hover': { bgcolor: 'grey.100' },
  },
  outlined: {
    color: 'common.white',
    borderColor: 'common.white',
    '&:hover': { borderColor: 'common.white', bgcolor: 'action.hover' },
  },
} as const;

/** The last word of the page: the hero's calls to action again, on the brand gradient. */
export function ClosingCtaSection() {
  // Like the hero (HeroSection.tsx): the signed-out page is the prerendered one.
  const signedIn = useAppSelector(selectIsSignedIn);
  const copy = signedIn ? closingCtaSignedIn : closingCta;
  return (
    <Box component="section" aria-labelledby="closing-cta-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 8 },
            borderRadius: 3,
            textAlign: 'center',
            color: 'common.white',
            background: brandGradient(theme),
          })}
        >
          <Typography
            id="closing-cta-heading"
            variant="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, lineHeight: 1.2 }}
          >
            {copy.title}
          </Typography>
          <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 600, fontSize: { md: '1.125rem' } }}>
            {copy.subtitle}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 4, justifyContent: 'center' }}
          >
            {signedIn ? (
              <Button
                variant="contained"
                size="large"
                component={RouterLink}
                to={paths.dashboard()}
                sx={onGradient.contained}
              >
                Go to dashboard
              </Button>
            ) : (
              <>
                <Button
                  variant="contained"
                  size="large"
                  href={paths.register()}
                  sx={onGradient.contained}
                >
                  Get Started
                </Button>
                <Button
                  variant="outlined"
                  size="large"
                  component={RouterLink}
                  to={paths.merchantRegister()}
                  sx={onGradient.outlined}
                >
                  Become a Merchant
                </Button>
              </>
            )}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
