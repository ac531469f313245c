import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Store } from '../../api/stores';
import { paths } from '../../shared/paths';

/** Stores where the customer can collect stamps, each a link to its page. */
export function FeaturedStores({ stores }: { stores: Store[] }) {
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby="featured-title">
      <Typography id="featured-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Stores to discover
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {stores.map((store) => (
          <Card key={store.id}>
            <CardActionArea component={RouterLink} to={paths.storeDetail(store.id)} sx={{ p: 2 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Avatar src={store.avatar_url ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
                  {store.name.charAt(0).toUpperCase()}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {store.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {[store.category?.name, store.city].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              </Stack>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </section>
  );
}
