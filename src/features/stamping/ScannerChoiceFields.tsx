import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ScannerChoiceState } from './useScannerChoice';

/**
 * Which store, reward card and branch a scan stamps on. A list with one entry is still shown, so
 * the cashier sees what will be stamped; the store list only when there are several stores, the
 * branch list only when the store has branches.
 */
export function ScannerChoiceFields({ scanner }: { scanner: ScannerChoiceState }) {
  const { activeStores, store, rewardCards, rewardCard, branches, branch, choose } = scanner;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {activeStores.length > 1 && (
        <TextField
          select
          size="small"
          fullWidth
          label="Store"
          value={store?.id ?? ''}
          onChange={(event) => choose({ storeId: event.target.value })}
        >
          {activeStores.map(({ id, name }) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {rewardCard && (
        <TextField
          select
          size="small"
          fullWidth
          label="Reward card"
          value={rewardCard.id}
          onChange={(event) => choose({ rewardCardId: event.target.value })}
        >
          {rewardCards.map(({ id, title }) => (
            <MenuItem key={id} value={id}>
              {title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {branch && (
        <TextField
          select
          size="small"
          fullWidth
          label="Branch"
          value={branch.id}
          onChange={(event) => choose({ branchId: event.target.value })}
        >
          {branches.map(({ id, name, status }) => (
            <MenuItem key={id} value={id}>
              {status === 'closed' ? `${name} (closed)` : name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
