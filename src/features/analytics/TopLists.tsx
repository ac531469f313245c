import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TopBranch, TopRewardCard } from '../../api/analytics';
import { formatNumber } from '../../lib/viewerFormat';

interface RankedTableProps<Row> {
  id: string;
  title: string;
  rows: Row[];
  keyOf: (row: Row) => string;
  name: (row: Row) => string;
  detail: (row: Row) => string;
  columns: { label: string; value: (row: Row) => number }[];
  empty: string;
}

/** A short ranked table: a name with its store under it, then its counts. */
function RankedTable<Row>({
  id,
  title,
  rows,
  keyOf,
  name,
  detail,
  columns,
  empty,
}: RankedTableProps<Row>) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.label} align="right">
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={keyOf(row)}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {name(row)}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      component="span"
                      sx={{ display: 'block' }}
                    >
                      {detail(row)}
                    </Typography>
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.label} align="right">
                      {formatNumber(column.value(row))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** The branches with the most scans in the range. */
export function TopBranches({ rows }: { rows: TopBranch[] }) {
  return (
    <RankedTable
      id="top-branches"
      title="Top branches"
      rows={rows}
      keyOf={(row) => row.branch_id}
      name={(row) => row.name}
      detail={(row) => row.store_name}
      columns={[
        { label: 'Scans', value: (row) => row.scans },
        { label: 'Stamps', value: (row) => row.stamps },
      ]}
      empty="No branch has had a scan in this range."
    />
  );
}

/** The reward cards that collected the most stamps in the range. */
export function TopRewardCards({ rows }: { rows: TopRewardCard[] }) {
  return (
    <RankedTable
      id="top-cards"
      title="Top reward cards"
      rows={rows}
      keyOf={(row) => row.reward_card_id}
      name={(row) => row.title}
      detail={(row) => row.store_name}
      columns={[
        { label: 'Stamps', value: (row) => row.stamps },
        { label: 'Rewards', value: (row) => row.redemptions },
      ]}
      empty="No reward card has had a stamp in this range."
    />
  );
}
