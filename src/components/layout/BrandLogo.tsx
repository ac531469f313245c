import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The QRewards mark and name, linking home (`to`). */
export function BrandLogo({ to }: { to: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="QRewards home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 800 }}>
        QRewards
      </Typography>
    </Box>
  );
}
