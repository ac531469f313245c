import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { asApiError } from '../../api/apiError';
import {
  useAcceptMerchantRequestMutation,
  useGetMerchantRequestsQuery,
  useRejectMerchantRequestMutation,
  type MerchantRequest,
  type MerchantRequestStatus,
} from '../../api/merchantRequests';
import { notify } from '../../lib/toast';
import { PageFrame } from '../../components/PageFrame';
import { RejectRequestDialog } from './RejectRequestDialog';

type StatusFilter = MerchantRequestStatus | 'all';

/** Columns a phone has no room for; their facts are repeated under the store's name there. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
];

const STATUS_COLOR = { pending: 'warning', accepted: 'success', rejected: 'error' } as const;

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');

function StatusChip({ status }: { status: MerchantRequestStatus }) {
  return <Chip size="small" label={status} color={STATUS_COLOR[status]} />;
}

/** /admin/merchant-requests: review merchant requests, accept them or reject them with a reason. */
export function AdminMerchantRequestsPage() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useGetMerchantRequestsQuery({
    ...(status === 'all' ? {} : { status }),
    page: page + 1,
    page_size: pageSize,
  });
  const items = list.data?.items ?? [];
  const open = items.find((request) => request.id === openId) ?? null;

  return (
    <PageFrame
      title="Merchant requests"
      subtitle="Review the requests of merchants to open a store."
    >
      <Stack spacing={3}>
        <ToggleButtonGroup
          exclusive
          value={status}
          aria-label="Status filter"
          onChange={(_, value: StatusFilter | null) => {
            if (!value) return;
            setStatus(value);
            setPage(0);
          }}
        >
          {FILTERS.map((filter) => (
            <ToggleButton key={filter.value} value={filter.value}>
              {filter.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {list.isError && <Alert severity="error">The requests could not be loaded.</Alert>}
        <Paper variant="outlined">
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
                    <TableCell>
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
                    <TableCell sx={WIDE_ONLY}>{request.business_name}</TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      {request.city}, {request.country}
                    </TableCell>
                    <TableCell>
                      <StatusChip status={request.status} />
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>{formatDate(request.created_at)}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        onClick={() => setOpenId(request.id)}
                        aria-label={`Review ${request.store_name}`}
                      >
                        Review
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {!list.isFetching && items.length === 0 && (
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
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 20, 50, 100]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </Paper>
      </Stack>
      {open && <RequestDialog request={open} onClose={() => setOpenId(null)} />}
    </PageFrame>
  );
}

function RequestDialog({ request, onClose }: { request: MerchantRequest; onClose: () => void }) {
  const [accept, accepting] = useAcceptMerchantRequestMutation();
  const [reject] = useRejectMerchantRequestMutation();
  const [rejecting, setRejecting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();

  const acceptRequest = async () => {
    try {
      await accept(request.id).unwrap();
      void notify(`${request.store_name} accepted`, 'success');
      onClose();
    } catch {
      // The error toast says why.
    }
  };

  const rejectRequest = async (reason: string) => {
    setServerErrors(undefined);
    try {
      await reject({ id: request.id, reason }).unwrap();
      void notify(`${request.store_name} rejected`, 'success');
      onClose();
    } catch (caught) {
      setServerErrors(asApiError(caught).errors);
    }
  };

  const details: [string, string][] = [
    ['Business', `${request.business_name} (${request.business_type})`],
    ['Description', request.description],
    ['Phone', request.phone],
    [
      'Address',
      `${request.address_line}, ${request.postal_code} ${request.city}, ${request.country}`,
    ],
    ['Website', request.website || '—'],
    ['Submitted', formatDate(request.created_at)],
    ['Reviewed', formatDate(request.reviewed_at)],
  ];
  if (request.rejection_reason) details.push(['Rejection reason', request.rejection_reason]);

  if (rejecting) {
    return (
      <RejectRequestDialog
        storeName={request.store_name}
        onClose={() => setRejecting(false)}
        onReject={rejectRequest}
        serverErrors={serverErrors}
      />
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="request-title" fullWidth maxWidth="sm">
      <DialogTitle id="request-title">
        {request.store_name} <StatusChip status={request.status} />
      </DialogTitle>
      <DialogContent>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {details.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {request.status === 'pending' && (
          <>
            <Button color="error" onClick={() => setRejecting(true)}>
              Reject
            </Button>
            <Button
              variant="contained"
              onClick={() => void acceptRequest()}
              disabled={accepting.isLoading}
            >
              Accept
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
