import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PersonRounded from '@mui/icons-material/PersonRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { audiences, sectionIntros, type Audience } from '../landingContent';
import { LandingSection } from './LandingSection';

function AudienceSteps({ audience }: { audience: Audience }) {
  const Icon = audience.id === 'users' ? PersonRounded : StorefrontRounded;
  return (
    <Paper
      component="article"
      aria-labelledby={`how-${audience.id}-heading`}
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 2, border: 1, borderColor: 'divider' }}
      elevation={0}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
        <Box sx={{ display: 'flex', color: 'primary.main' }}>
          <Icon />
        </Box>
        <Typography id={`how-${audience.id}-heading`} variant="h5" component="h3">
          {audience.title}
        </Typography>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
        {audience.steps.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {index + 1}
            </Box>
            <div>
              <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
                {step.title}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                {step.description}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Numbered steps for customers and for merchants, side by side (docs/product.md, "What QRewards is"). */
export function HowItWorksSection() {
  return (
    <LandingSection id="how-it-works" intro={sectionIntros.howItWorks} tinted>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        {audiences.map((audience) => (
          <AudienceSteps key={audience.id} audience={audience} />
        ))}
      </Box>
    </LandingSection>
  );
}
