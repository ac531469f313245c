import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { stats, statsHeading } from '../firstScreenContent';

/** A band of headline numbers under the hero (marketing placeholders, docs/product.md, "What QRewards is"). */
export function StatsSection() {
  return (
    <Box
      component="section"
      id="stats"
      aria-labelledby="stats-heading"
      sx={{
        py: { xs: 5, md: 6 },
        borderBlock: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Container maxWidth="lg">
        <Typography
          id="stats-heading"
          variant="subtitle2"
          component="h2"
          sx={{ textAlign: 'center', color: 'text.secondary', mb: 3 }}
        >
          {statsHeading}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
            rowGap: 4,
            columnGap: 2,
            textAlign: 'center',
          }}
        >
          {stats.map((stat) => (
            <li key={stat.label}>
              <Typography
                component="p"
                sx={{
                  fontSize: { xs: '2rem', md: '2.5rem' },
                  fontWeight: 800,
                  lineHeight: 1.1,
                  color: 'primary.main',
                }}
              >
                {stat.value}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                {stat.label}
              </Typography>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
