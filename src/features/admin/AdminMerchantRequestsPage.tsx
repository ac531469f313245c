import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  useGetMerchantRequestsQuery,
  type MerchantRequestStatus,
} from '../../api/merchantRequests';
import { PageFrame } from '../../components/PageFrame';
import { MerchantRequestsTable } from './MerchantRequestsTable';
import { RequestReviewDialog } from './RequestReviewDialog';

type StatusFilter = MerchantRequestStatus | 'all';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
];

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
          <MerchantRequestsTable items={items} isFetching={list.isFetching} onReview={setOpenId} />
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
      {open && <RequestReviewDialog request={open} onClose={() => setOpenId(null)} />}
    </PageFrame>
  );
}
