import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { belowFoldIntros, partners } from '../belowFoldContent';
import { LandingSection } from './LandingSection';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

/** Sample partner businesses (docs/product.md, "What QRewards is"), shown as monogram tiles rather than borrowed logos. */
export function PartnersSection() {
  return (
    <LandingSection id="partners" intro={belowFoldIntros.partners}>
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
          gap: 2,
        }}
      >
        {partners.map((partner) => (
          <Box
            component="li"
            key={partner.name}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 2,
              borderRadius: 1.5,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: 1,
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                bgcolor: 'brand.surface',
                color: 'primary.main',
              }}
            >
              {initials(partner.name)}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{partner.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {partner.category}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
