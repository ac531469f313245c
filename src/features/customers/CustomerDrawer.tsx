import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useState } from 'react';
import { HISTORY_PAGE_SIZE, useGetStoreCustomerQuery } from '../../api/customers';
import { StampProgress } from '../../components/StampProgress';
import { CustomerHistory } from './CustomerHistory';
import { countOf, formatDay } from './customerFormat';

interface CustomerDrawerProps {
  storeId: string;
  customerId: string;
  onClose: () => void;
}

/** One customer at this store: their figures, their cards and their history, beside the list. */
export function CustomerDrawer({ storeId, customerId, onClose }: CustomerDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={Boolean(customerId)}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}
    >
      {customerId && (
        <CustomerDetail
          key={customerId}
          storeId={storeId}
          customerId={customerId}
          onClose={onClose}
        />
      )}
    </Drawer>
  );
}

function CustomerDetail({ storeId, customerId, onClose }: CustomerDrawerProps) {
  const [page, setPage] = useState(1);
  const detail = useGetStoreCustomerQuery({ storeId, customerId, page });
  const data = detail.data;
  const pages = data ? Math.ceil(data.history.total / HISTORY_PAGE_SIZE) : 0;
  return (
    <Box role="region" aria-labelledby="customer-drawer-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography
          id="customer-drawer-title"
          variant="h5"
          component="h2"
          sx={{ flex: 1, overflowWrap: 'anywhere' }}
        >
          {data?.customer.name ?? 'Customer'}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <CloseOutlined />
        </IconButton>
      </Stack>
      {detail.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          This customer could not be loaded.
        </Alert>
      )}
      {detail.isLoading && <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />}
      {data && (
        <Stack spacing={3} sx={{ mt: 1 }}>
          <Typography color="text.secondary">
            Customer since {formatDay(data.customer.first_visit)} · last visit{' '}
            {formatDay(data.customer.last_visit)}
            <br />
            {countOf(data.customer.visits, 'visit')} · {countOf(data.customer.stamps, 'stamp')} ·{' '}
            {countOf(data.customer.rewards_earned, 'reward')} earned,{' '}
            {data.customer.rewards_redeemed} redeemed
          </Typography>
          <section aria-labelledby="customer-cards-title">
            <Typography id="customer-cards-title" variant="h6" component="h3" gutterBottom>
              Cards
            </Typography>
            <Stack spacing={2}>
              {data.cards.map((card) => (
                <Box key={card.reward_card_id}>
                  <Typography variant="subtitle2">
                    {card.title}
                    {!card.active && ' (deleted)'}
                  </Typography>
                  {/* Stamps past a full card wait for the next one, as on the scanner. */}
                  <StampProgress
                    stamps={card.stamps}
                    required={card.stamps_required}
                    waiting={Math.max(0, card.stamps - card.stamps_required)}
                    size={20}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {countOf(card.rewards_earned, 'reward')} earned, {card.rewards_redeemed}{' '}
                    redeemed
                  </Typography>
                </Box>
              ))}
            </Stack>
          </section>
          <section aria-labelledby="customer-history-title">
            <Typography id="customer-history-title" variant="h6" component="h3" gutterBottom>
              History
            </Typography>
            {detail.isFetching && <LinearProgress aria-label="Loading the history" />}
            <CustomerHistory items={data.history.items} />
            {pages > 1 && (
              <Pagination
                sx={{ mt: 2 }}
                count={pages}
                page={page}
                onChange={(_event, next) => setPage(next)}
                size="small"
                aria-label="History pages"
              />
            )}
          </section>
        </Stack>
      )}
    </Box>
  );
}
