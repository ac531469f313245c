import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { CustomerInteraction } from '../../api/customers';
import { formatMoment } from './customerFormat';

/** What a row of the history says it was. */
function whatOf(item: CustomerInteraction): string {
  if (item.kind === 'redeem')
    return item.count > 1 ? `Redeemed ${item.count} rewards` : 'Redeemed a reward';
  if (item.kind === 'undo') return 'Undo';
  return item.count > 1 ? `${item.count} stamps` : '1 stamp';
}

/** The customer's interactions at the store, newest first: when, what, which card and branch. */
export function CustomerHistory({ items }: { items: CustomerInteraction[] }) {
  return (
    <List dense aria-label="History" disablePadding>
      {items.map((item) => (
        <ListItem
          key={item.id}
          divider
          disableGutters
          secondaryAction={
            item.undone ? <Chip size="small" label="Undone" variant="outlined" /> : undefined
          }
        >
          <ListItemText
            primary={whatOf(item)}
            secondary={[formatMoment(item.created_at), item.reward_card.title, item.branch?.name]
              .filter(Boolean)
              .join(' · ')}
            sx={
              item.undone
                ? { '& .MuiListItemText-primary': { textDecoration: 'line-through' } }
                : undefined
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
