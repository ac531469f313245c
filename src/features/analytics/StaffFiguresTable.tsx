import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import {
  useGetStaffFiguresQuery,
  type StaffFigures,
  type StaffFiguresArgs,
  type StaffFlag,
} from '../../api/staff';

// Numbers in the viewer's locale (docs/product.md, "Analytics").
const count = new Intl.NumberFormat(undefined);
const share = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
const ratio = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

const ROLE_NAMES = { owner: 'Owner', manager: 'Manager', cashier: 'Cashier' } as const;

/** docs/product.md, "Staff": why a person stands out, against the store's own figure. */
function flagText(
  flag: StaffFlag,
  row: StaffFigures['rows'][number],
  store: StaffFigures['store'],
) {
  return flag === 'undo_rate'
    ? `Undoes far more than the store: ${share.format(row.undo_rate)} of taps against ${share.format(store.undo_rate)}`
    : `Far more stamps per customer than the store: ${ratio.format(row.stamps_per_customer)} against ${ratio.format(store.stamps_per_customer)}`;
}

const TITLE_ID = 'staff-figures-title';

/**
 * Per-person figures (docs/product.md, "Staff"): stamps, redemptions, undos and customers of each
 * person in the range, with a warning sign and words for anyone far above the store's undo rate or
 * stamps per customer.
 */
export function StaffFiguresTable(args: StaffFiguresArgs) {
  const figures = useGetStaffFiguresQuery(args, { refetchOnMountOrArgChange: true });
  const data = figures.data;
  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardContent>
        <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ mb: 1 }}>
          Who did what
        </Typography>
        {figures.isError && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void figures.refetch()}>
                Try again
              </Button>
            }
          >
            The figures per person could not be loaded.
          </Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={120} aria-label="Loading the figures per person" />
        ) : data.rows.length === 0 ? (
          <Typography color="text.secondary">Nobody stamped a card in these days.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={TITLE_ID}>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell align="right">Stamps</TableCell>
                  <TableCell align="right">Redeems</TableCell>
                  <TableCell align="right">Undos</TableCell>
                  <TableCell align="right">Customers</TableCell>
                  <TableCell align="right">Undo rate</TableCell>
                  <TableCell align="right">Stamps per customer</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.staff_id ?? 'owner'}>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Box sx={{ overflowWrap: 'anywhere' }}>{row.name}</Box>
                      <Typography variant="body2" color="text.secondary" component="div">
                        {ROLE_NAMES[row.role]}
                      </Typography>
                      {row.flags.length > 0 && (
                        <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                          {row.flags.map((flag) => (
                            <Stack
                              key={flag}
                              direction="row"
                              spacing={0.5}
                              sx={{ alignItems: 'flex-start' }}
                            >
                              <ReportProblemOutlined
                                fontSize="small"
                                aria-hidden
                                sx={{ color: 'warning.main' }}
                              />
                              <Typography variant="body2" sx={{ color: 'text.primary' }}>
                                {flagText(flag, row, data.store)}
                              </Typography>
                            </Stack>
                          ))}
                        </Stack>
                      )}
                    </TableCell>
                    <TableCell align="right">{count.format(row.stamps)}</TableCell>
                    <TableCell align="right">{count.format(row.redeems)}</TableCell>
                    <TableCell align="right">{count.format(row.undos)}</TableCell>
                    <TableCell align="right">{count.format(row.customers)}</TableCell>
                    <TableCell align="right">{share.format(row.undo_rate)}</TableCell>
                    <TableCell align="right">{ratio.format(row.stamps_per_customer)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
