import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Branch } from '../../api/branches';
import { DAY_NAMES, formatDay, openStateAt, WEEK_DAYS } from './openingHours';

/** One branch: where it is, its hours per day, and whether it is open on the visitor's clock. */
export function BranchCard({
  branch,
  now,
  actions,
}: {
  branch: Branch;
  now: Date;
  actions?: ReactNode;
}) {
  const state = openStateAt(branch, now);
  const chip = state.open
    ? { label: `Open now · until ${state.closesAt}`, color: 'success' as const }
    : {
        label: state.reason === 'temporarily-closed' ? 'Temporarily closed' : 'Closed',
        color: 'default' as const,
      };
  const today = WEEK_DAYS[(now.getDay() + 6) % 7];
  return (
    <Card variant="outlined" component="article" aria-label={branch.name} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {branch.name}
          </Typography>
          <Chip size="small" label={chip.label} color={chip.color} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {branch.address_line}, {branch.postal_code} {branch.city}
        </Typography>
        {branch.phone && (
          <Link variant="body2" href={`tel:${branch.phone.replace(/[\s().-]/g, '')}`}>
            {branch.phone}
          </Link>
        )}
        <Table size="small" aria-label={`Opening hours of ${branch.name}`} sx={{ mt: 1 }}>
          <TableBody>
            {WEEK_DAYS.map((day) => (
              <TableRow key={day} selected={day === today}>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  {DAY_NAMES[day]}
                </TableCell>
                <TableCell align="right" sx={{ pr: 0 }}>
                  {formatDay(branch.opening_hours[day])}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      {actions && <CardActions sx={{ justifyContent: 'flex-end' }}>{actions}</CardActions>}
    </Card>
  );
}
