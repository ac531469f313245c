import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import type { ActivityRecord } from '../../api/home';
import { timeAgo } from '../../lib/timeAgo';

const stamps = (count: number) => (count === 1 ? '1 stamp' : `${count} stamps`);

/** What each kind of activity says, and its icon. */
const KINDS = {
  stamp: {
    icon: <AddCircleOutline color="primary" />,
    say: (count: number) => `+${stamps(count)}`,
  },
  redeem: { icon: <CardGiftcardOutlined color="success" />, say: () => 'Reward redeemed' },
  undo: {
    icon: <UndoOutlined color="action" />,
    say: (count: number) => `${stamps(count)} taken back`,
  },
  // An undone redemption gave its stamps back: it is not a stamp taken back.
  redeemUndo: { icon: <UndoOutlined color="action" />, say: () => 'Redemption undone' },
} as const;

/** The customer's latest stamps and rewards, newest first as the server sends them. */
export function RecentActivity({ activity }: { activity: ActivityRecord[] }) {
  if (activity.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="activity-title">
      <CardContent>
        <Typography id="activity-title" variant="h6" component="h2">
          Recent activity
        </Typography>
        <List dense disablePadding>
          {activity.map((item) => {
            const kind = KINDS[item.undoes === 'redeem' ? 'redeemUndo' : item.kind];
            return (
              <ListItem key={item.id} disableGutters>
                <ListItemIcon sx={{ minWidth: 40 }}>{kind.icon}</ListItemIcon>
                <ListItemText
                  primary={`${kind.say(item.count)} · ${item.reward_card.title}`}
                  secondary={`${item.store.name} · ${timeAgo(item.created_at)}`}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
