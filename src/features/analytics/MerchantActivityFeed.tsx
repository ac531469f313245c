import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { useGetHomeQuery } from '../../api/home';
import { timeAgo } from '../../lib/timeAgo';

const stamps = (count: number) => (count === 1 ? '1 stamp' : `${count} stamps`);

/** What each kind of activity says, and its icon (the customer's list says the same: RecentActivity). */
const KINDS = {
  stamp: { icon: <AddCircleOutline color="primary" />, say: (n: number) => `+${stamps(n)}` },
  redeem: { icon: <CardGiftcardOutlined color="success" />, say: () => 'reward redeemed' },
  undo: { icon: <UndoOutlined color="action" />, say: (n: number) => `${stamps(n)} taken back` },
  // An undone redemption gave its stamps back: it is not a stamp taken back.
  redeemUndo: { icon: <UndoOutlined color="action" />, say: () => 'redemption undone' },
} as const;

/** The latest stamps, rewards and undos across the merchant's stores, from `GET /home`. */
export function MerchantActivityFeed() {
  const home = useGetHomeQuery();
  const activity = home.data?.role === 'merchant' ? home.data.recent_activity : [];
  return (
    <Card component="section" aria-labelledby="merchant-activity" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="merchant-activity" variant="h6" component="h2">
          Recent activity
        </Typography>
        {home.isLoading ? (
          [0, 1, 2].map((row) => <Skeleton key={row} height={48} />)
        ) : activity.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Stamps and rewards show up here as they happen.
          </Typography>
        ) : (
          <List dense disablePadding>
            {activity.map((item) => {
              const kind = KINDS[item.undoes === 'redeem' ? 'redeemUndo' : item.kind];
              const where = item.branch
                ? `${item.store.name} · ${item.branch.name}`
                : item.store.name;
              return (
                <ListItem key={item.id} disableGutters>
                  <ListItemIcon sx={{ minWidth: 40 }}>{kind.icon}</ListItemIcon>
                  <ListItemText
                    primary={`${item.customer_first_name}: ${kind.say(item.count)} · ${item.reward_card.title}`}
                    secondary={`${where} · ${timeAgo(item.created_at)}`}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
