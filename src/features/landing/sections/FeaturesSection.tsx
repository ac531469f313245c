import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BoltRounded from '@mui/icons-material/BoltRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import { features, sectionIntros, type FeatureIconKey } from '../landingContent';
import { LandingSection } from './LandingSection';

const featureIcons: Record<FeatureIconKey, ComponentType<SvgIconProps>> = {
  qrCode: QrCode2Rounded,
  store: StorefrontRounded,
  analytics: InsightsRounded,
  security: VerifiedUserRounded,
  mobile: PhoneIphoneRounded,
  speed: BoltRounded,
};

/** The six features of docs/product.md, "What QRewards is", as a grid of cards. */
export function FeaturesSection() {
  return (
    <LandingSection id="features" intro={sectionIntros.features}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 3,
        }}
      >
        {features.map((feature) => {
          const Icon = featureIcons[feature.icon];
          return (
            <Card
              component="li"
              key={feature.title}
              // On phones the icon sits beside the text, so six cards do not fill six screens.
              sx={{ p: 3, height: '100%', display: { xs: 'flex', sm: 'block' }, gap: 2 }}
            >
              <Box
                sx={{
                  flexShrink: 0,
                  width: 48,
                  height: 48,
                  borderRadius: 1.5,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'brand.surface',
                  color: 'primary.main',
                }}
              >
                <Icon />
              </Box>
              <div>
                <Typography variant="h6" component="h3" sx={{ mt: { xs: 0.5, sm: 2 } }}>
                  {feature.title}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                  {feature.description}
                </Typography>
              </div>
            </Card>
          );
        })}
      </Box>
    </LandingSection>
  );
}
