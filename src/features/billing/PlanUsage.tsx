import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type UsageCount, useGetPlanUsageQuery } from '../../api/billing/invoices';
import { asApiError } from '../../api/client/apiError';
import { countOf } from './billingFormat';

const ROWS = [
  { key: 'stores', one: 'store', many: 'stores' },
  { key: 'branches', one: 'branch', many: 'branches' },
  { key: 'reward_cards', one: 'reward card', many: 'reward cards' },
] as const;

/** "1 of 2 stores" with a bar; "4 branches" and "Unlimited" when the plan sets no limit. */
function UsageRow({ usage, one, many }: { usage: UsageCount; one: string; many: string }) {
  const unlimited = usage.limit < 0;
  const text = unlimited
    ? countOf(usage.used, one, many)
    : `${usage.used} of ${countOf(usage.limit, one, many)}`;
  const full = !unlimited && usage.used >= usage.limit;
  const percent =
    unlimited || usage.limit === 0 ? 0 : Math.min(100, (usage.used / usage.limit) * 100);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="body2">{text}</Typography>
        <Typography variant="body2" color={full ? 'warning.main' : 'text.secondary'}>
          {unlimited ? 'Unlimited' : full ? 'Limit reached' : `${usage.limit - usage.used} left`}
        </Typography>
      </Stack>
      {!unlimited && (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={full ? 'warning' : 'primary'}
          aria-label={text}
          sx={{ height: 8, borderRadius: 1 }}
        />
      )}
    </Box>
  );
}

/** docs/product.md, "Billing": what the merchant uses of the plan's limits. */
export function PlanUsage() {
  const usage = useGetPlanUsageQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = usage.data;
  return (
    <Box component="section" aria-labelledby="plan-usage-title">
      <Typography id="plan-usage-title" variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        Usage
      </Typography>
      {data ? (
        <Stack spacing={2}>
          {ROWS.map((row) => (
            <UsageRow key={row.key} usage={data[row.key]} one={row.one} many={row.many} />
          ))}
        </Stack>
      ) : usage.isError ? (
        <Alert severity="warning">
          Your usage could not be loaded: {asApiError(usage.error).message}
        </Alert>
      ) : (
        <Stack spacing={2} role="status" aria-label="Loading usage">
          {ROWS.map((row) => (
            <Skeleton key={row.key} variant="rounded" height={34} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
