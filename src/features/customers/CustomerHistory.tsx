import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { CustomerInteraction } from '../../api/customers';
import { formatMoment } from './customerFormat';

/**
 * What a row of the history says it was. A redemption is one reward; its `count` is the stamps the
 * reward took (docs/api.md, "Customers").
 */
function whatOf(item: CustomerInteraction): string {
  if (item.kind === 'redeem') return `Redeemed a reward (${item.count} stamps)`;
  if (item.kind === 'undo') return 'Undo';
  return item.count > 1 ? `${item.count} stamps` : '1 stamp';
}

/** The customer's interactions at the store, newest first: when, what, which card and branch. */
export function CustomerHistory({ items }: { items: CustomerInteraction[] }) {
  return (
    <List dense aria-label="History" disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} divider disableGutters>
          <ListItemText
            primary={
              <>
                <span style={item.undone ? { textDecoration: 'line-through' } : undefined}>
                  {whatOf(item)}
                </span>
                {item.undone && (
                  <Chip size="small" label="Undone" variant="outlined" sx={{ ml: 1 }} />
                )}
              </>
            }
            secondary={[formatMoment(item.created_at), item.reward_card.title, item.branch?.name]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
