import Chip from '@mui/material/Chip';
import type { MerchantRequestStatus } from '../../api/merchantRequests';
import { displayLabel } from '../../lib/viewerFormat';

const STATUS_COLOR = { pending: 'warning', accepted: 'success', rejected: 'error' } as const;

export function RequestStatusChip({ status }: { status: MerchantRequestStatus }) {
  return <Chip size="small" label={displayLabel(status)} color={STATUS_COLOR[status]} />;
}
