import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useGetMyStoresQuery } from '../../api/stores';
import { useGetStoreBranchesQuery } from '../../api/branches';
import type { AnalyticsFilters } from './useAnalyticsFilters';

interface StoreBranchFilterProps {
  filters: AnalyticsFilters;
  onChange: (changes: Partial<AnalyticsFilters>) => void;
}

/** Which store, then which of its branches, the numbers are for; all of them by default. */
export function StoreBranchFilter({ filters, onChange }: StoreBranchFilterProps) {
  const stores = useGetMyStoresQuery();
  const branches = useGetStoreBranchesQuery(filters.storeId, { skip: !filters.storeId });
  const storeItems = stores.data?.items ?? [];
  const branchItems = filters.storeId ? (branches.data ?? []) : [];
  // Until the lists arrive, a value from the URL has no option yet: show "all" rather than warn.
  const storeValue = storeItems.some(({ id }) => id === filters.storeId) ? filters.storeId : '';
  const branchValue = branchItems.some(({ id }) => id === filters.branchId) ? filters.branchId : '';
  return (
    // docs/design.md, "Filters": each select keeps room for its label and "All branches" (at
    // 1280 px they used to shrink to 46 px, "St." and "Br.").
    <Stack
      direction="row"
      spacing={1}
      sx={{ flex: { sm: '1 1 auto' }, minWidth: 0, maxWidth: { sm: 480 } }}
    >
      <TextField
        select
        size="small"
        label="Store"
        value={storeValue}
        onChange={(event) => onChange({ storeId: event.target.value })}
        sx={{ flex: '1 1 0', minWidth: { xs: 0, sm: 168 } }}
      >
        <MenuItem value="">All stores</MenuItem>
        {storeItems.map((store) => (
          <MenuItem key={store.id} value={store.id}>
            {store.status === 'hidden' ? `${store.name} (hidden)` : store.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Branch"
        value={branchValue}
        disabled={!filters.storeId || branchItems.length === 0}
        onChange={(event) => onChange({ branchId: event.target.value })}
        sx={{ flex: '1 1 0', minWidth: { xs: 0, sm: 168 } }}
      >
        <MenuItem value="">All branches</MenuItem>
        {branchItems.map((branch) => (
          <MenuItem key={branch.id} value={branch.id}>
            {branch.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
