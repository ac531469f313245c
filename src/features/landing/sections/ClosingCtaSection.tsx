import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { closingCta } from '../belowFoldContent';
import { brandGradient } from './brandGradient';

/** The last word of the page: the hero's two calls to action again, on the brand gradient. */
export function ClosingCtaSection() {
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
            {closingCta.title}
          </Typography>
          <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 600, fontSize: { md: '1.125rem' } }}>
            {closingCta.subtitle}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 4, justifyContent: 'center' }}
          >
            <Button
              variant="contained"
              size="large"
              href="/register"
              sx={{
                bgcolor: 'common.white',
                color: 'grey.900',
                '&:hover': { bgcolor: 'grey.100' },
              }}
            >
              Get Started
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={RouterLink}
              to="/merchant/register"
              sx={{
                color: 'common.white',
                borderColor: 'common.white',
                '&:hover': { borderColor: 'common.white', bgcolor: 'action.hover' },
              }}
            >
              Become a Merchant
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
