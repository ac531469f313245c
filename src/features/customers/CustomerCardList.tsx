import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatShortCode } from '../../lib/shortCode';
import type { StoreCustomer } from '../../api/customers';
import { countOf, formatCount, formatDay } from './customerFormat';

interface CustomerCardListProps {
  items: StoreCustomer[];
  onOpen: (customer: StoreCustomer) => void;
}

/** The customers on a phone: a card each, the figures in two short lines; a tap opens the history. */
export function CustomerCardList({ items, onOpen }: CustomerCardListProps) {
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Customers"
    >
      {items.map((customer) => (
        <li key={customer.id}>
          <Card variant="outlined">
            <CardActionArea onClick={() => onOpen(customer)}>
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {customer.name}
                </Typography>
                {customer.short_code && (
                  <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {formatShortCode(customer.short_code)}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  Last visit {formatDay(customer.last_visit)} · first{' '}
                  {formatDay(customer.first_visit)}
                </Typography>
                <Typography variant="body2">
                  {countOf(customer.visits, 'visit')} · {countOf(customer.stamps, 'stamp')} ·{' '}
                  {countOf(customer.rewards_earned, 'reward')} earned,{' '}
                  {formatCount(customer.rewards_redeemed)} redeemed
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
