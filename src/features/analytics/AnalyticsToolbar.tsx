import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { ExportButton } from './ExportButton';
import { RangePicker } from './RangePicker';
import { StoreBranchFilter } from './StoreBranchFilter';
import type { AnalyticsFilters } from './useAnalyticsFilters';

interface AnalyticsToolbarProps {
  filters: AnalyticsFilters;
  onChange: (changes: Partial<AnalyticsFilters>) => void;
  /** The billing page's address; the app passes it (docs/architecture.md, "Paths"). */
  billingHref?: string;
}

/** What the numbers are for (range, store, branch), and what to do with them (export, billing). */
export function AnalyticsToolbar({ filters, onChange, billingHref }: AnalyticsToolbarProps) {
  return (
    <Paper variant="outlined" component="section" aria-label="Range and filters" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <RangePicker filters={filters} onChange={onChange} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <StoreBranchFilter filters={filters} onChange={onChange} />
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <ExportButton filters={filters} />
            {billingHref && (
              <Button component={RouterLink} to={billingHref} startIcon={<ReceiptLongOutlined />}>
                Billing
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
