import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DebouncedTextField } from '../../components/form/DebouncedTextField';
import { isCustomerSort, SORT_OPTIONS } from './sortOptions';
import type { CustomerFilters } from './useCustomerFilters';
import type { ManagedStore } from '../../shared/useManagedStores';

interface CustomersToolbarProps {
  stores: ManagedStore[];
  storeId: string;
  filters: CustomerFilters;
  onChange: (changes: Partial<CustomerFilters>) => void;
}

/** Which store, a search by name, short code or phone (after a pause in typing) and the order. */
export function CustomersToolbar({ stores, storeId, filters, onChange }: CustomersToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label="Store"
        value={stores.some(({ id }) => id === storeId) ? storeId : ''}
        onChange={(event) => onChange({ storeId: event.target.value, customerId: '' })}
        sx={{ flex: { md: '0 1 240px' }, minWidth: 0 }}
      >
        {stores.map((store) => (
          <MenuItem key={store.id} value={store.id}>
            {store.hidden ? `${store.name} (hidden)` : store.name}
          </MenuItem>
        ))}
      </TextField>
      <DebouncedTextField
        size="small"
        type="search"
        label="Search by name, short code or phone"
        value={filters.search}
        onCommit={(search) => onChange({ search })}
        sx={{ flex: { md: '1 1 240px' } }}
      />
      <TextField
        select
        size="small"
        label="Sort by"
        value={filters.sort}
        onChange={(event) => {
          if (isCustomerSort(event.target.value)) onChange({ sort: event.target.value });
        }}
        sx={{ flex: { md: '0 1 260px' }, minWidth: 0 }}
      >
        {SORT_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
