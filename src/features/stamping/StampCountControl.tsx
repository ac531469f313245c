import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';

/** docs/product.md, "Scanning a customer": one tap stamps 1 to 10 (the API's `count`). */
export const MOST_STAMPS_AT_ONCE = 10;

/**
 * How many stamps the next tap gives: − and + with their names, and the number between them read
 * out as it changes.
 */
export function StampCountControl({
  count,
  onCount,
  disabled,
}: {
  count: number;
  onCount: (count: number) => void;
  disabled?: boolean;
}) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-labelledby="stamp-count-label"
      spacing={1}
      sx={{ alignItems: 'center' }}
    >
      <Typography id="stamp-count-label" color="text.secondary">
        Stamps to give
      </Typography>
      <IconButton
        aria-label="One stamp fewer"
        onClick={() => onCount(count - 1)}
        disabled={disabled || count <= 1}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveRounded />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        aria-label={`${count} ${count === 1 ? 'stamp' : 'stamps'}`}
        sx={{ minWidth: '2ch', textAlign: 'center', fontSize: '1.25rem', fontWeight: 600 }}
      >
        {count}
      </Typography>
      <IconButton
        aria-label="One stamp more"
        onClick={() => onCount(count + 1)}
        disabled={disabled || count >= MOST_STAMPS_AT_ONCE}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddRounded />
      </IconButton>
    </Stack>
  );
}
