import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../shared/paths';
import type { Store } from '../../api/stores';
import { StoreLogo } from './StoreLogo';

interface StoreCardProps {
  store: Pick<Store, 'id' | 'name' | 'avatar_url'> &
    Partial<Pick<Store, 'city' | 'category' | 'status'>>;
  /** Show whether the store is listed (the owner's view). */
  showStatus?: boolean;
  /** An active store the directory does not show: its merchant's plan has ended. */
  unlisted?: boolean;
  /** A line under the name, such as a customer's progress; the city and category otherwise. */
  caption?: ReactNode;
  actions?: ReactNode;
}

/** One store in a grid: logo, name, city and category; the whole card opens the store's page. */
export function StoreCard({
  store,
  showStatus = false,
  unlisted = false,
  caption,
  actions,
}: StoreCardProps) {
  const place = [store.category?.name, store.city].filter(Boolean).join(' · ');
  const listed = store.status === 'active' && !unlisted;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={paths.storeDetail(store.id)} sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center', minWidth: 0 }}>
          <StoreLogo name={store.name} avatarUrl={store.avatar_url} />
          <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {store.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {caption ?? place}
            </Typography>
          </Stack>
          {showStatus && (
            <Chip
              size="small"
              label={listed ? 'Listed' : store.status === 'active' ? 'Not listed' : 'Hidden'}
              color={listed ? 'success' : 'default'}
              variant={listed ? 'filled' : 'outlined'}
            />
          )}
        </Stack>
      </CardActionArea>
      {actions && <CardActions sx={{ justifyContent: 'flex-end' }}>{actions}</CardActions>}
    </Card>
  );
}
