import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { Cohort } from '../../api/analytics';
import { parseIsoDate } from './analyticsRange';
import { shade } from './shade';
import { formatDateWith } from '../../lib/viewerFormat';

const monthName = (month: string) =>
  formatDateWith(parseIsoDate(`${month}-01`), { month: 'short', year: 'numeric' });

/**
 * Retention by first month: each row the customers first seen that month, each column the share
 * of them back 1, 2, 3... months later; a triangle, since later months have fewer months after
 * them. The table scrolls inside its card on a phone, never the page.
 */
export function CohortTable({ cohorts }: { cohorts: Cohort[] }) {
  const columns = Math.max(0, ...cohorts.map((cohort) => cohort.retention.length));
  return (
    <Card component="section" aria-labelledby="cohorts">
      <CardContent>
        <Typography id="cohorts" variant="h6" component="h2">
          Customers coming back
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Of the customers first seen each month, the share who came back in the months after.
        </Typography>
        {cohorts.length === 0 ? (
          <Typography color="text.secondary">No customers in this range yet.</Typography>
        ) : (
          <TableContainer tabIndex={0} aria-labelledby="cohorts" sx={{ maxWidth: '100%' }}>
            <Table
              size="small"
              aria-labelledby="cohorts"
              sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>First month</TableCell>
                  <TableCell align="right">Customers</TableCell>
                  {Array.from({ length: columns }, (_, index) => (
                    <TableCell key={index} align="center">
                      {`Month ${index + 1}`}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {cohorts.map((cohort) => (
                  <TableRow key={cohort.month}>
                    <TableCell component="th" scope="row">
                      {monthName(cohort.month)}
                    </TableCell>
                    <TableCell align="right">{cohort.customers}</TableCell>
                    {Array.from({ length: columns }, (_, index) => {
                      const share = cohort.retention[index];
                      return (
                        <TableCell
                          key={index}
                          align="center"
                          sx={(theme) => (share === undefined ? {} : shade(theme, share))}
                        >
                          {share === undefined ? (
                            <>
                              <span aria-hidden>·</span>
                              <Box component="span" sx={visuallyHidden}>
                                not yet
                              </Box>
                            </>
                          ) : (
                            `${Math.round(share * 100)} %`
                          )}
                        </TableCell>
                      );
                    })}
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
