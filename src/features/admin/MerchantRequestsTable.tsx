import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminMerchantRequest } from '../../api/merchantRequests';
import { formatOptionalDate as formatDate } from '../../lib/viewerFormat';
import { RequestStatusChip } from './RequestStatusChip';

/** Columns a phone has no room for; their facts are repeated under the store's name there. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * Names come from merchants and may be one long unbroken word: they break anywhere, so they can
 * never widen the table past the screen and push the Review button out of view.
 */
const MAY_BE_LONG = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

interface MerchantRequestsTableProps {
  items: AdminMerchantRequest[];
  isFetching: boolean;
  onReview: (id: string) => void;
}

export function MerchantRequestsTable({ items, isFetching, onReview }: MerchantRequestsTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Merchant requests">
        <TableHead>
          <TableRow>
            <TableCell>Store</TableCell>
            <TableCell sx={WIDE_ONLY}>Business</TableCell>
            <TableCell sx={WIDE_ONLY}>City</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={WIDE_ONLY}>Submitted</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((request) => (
            <TableRow key={request.id} hover>
              <TableCell sx={MAY_BE_LONG}>
                {request.store_name}
                {/* On a phone the hidden columns' facts go under the store's name. */}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', md: 'none' } }}
                >
                  {request.business_name} · {request.city} · {formatDate(request.created_at)}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, ...MAY_BE_LONG }}>{request.business_name}</TableCell>
              <TableCell sx={{ ...WIDE_ONLY, ...MAY_BE_LONG, minWidth: '8rem' }}>
                {request.city}, {request.country}
              </TableCell>
              <TableCell>
                <RequestStatusChip status={request.status} />
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                {formatDate(request.created_at)}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => onReview(request.id)}
                  aria-label={`Review ${request.store_name}`}
                >
                  Review
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {!isFetching && items.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  No merchant requests here.
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
