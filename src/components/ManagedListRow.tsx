import type { ReactNode } from 'react';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ManagedListRowProps {
  /** The row's heading id: the row is named by its title. */
  titleId: string;
  /** What the row is (a person's name, a device's), beside `badges`. */
  title: string;
  /** Chips after the title (a role, a status). */
  badges?: ReactNode;
  /** Lines under the title. */
  details: ReactNode;
  /** What can be done to it: its buttons, on the right, or under it on a phone. */
  actions: ReactNode;
}

/**
 * One row of a list a merchant manages at a store (its staff, its counter devices): its title with
 * badges and details, and its actions beside it, stacked on a phone.
 */
export function ManagedListRow({ titleId, title, badges, details, actions }: ManagedListRowProps) {
  return (
    <ListItem
      divider
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1.5,
        px: 0,
        py: 2,
      }}
    >
      <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography
            id={titleId}
            component="h3"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {badges}
        </Stack>
        {details}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        {actions}
      </Stack>
    </ListItem>
  );
}
