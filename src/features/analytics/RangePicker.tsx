import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PRESETS, isIsoDate, type PresetId } from './analyticsRange';
import type { AnalyticsFilters } from './useAnalyticsFilters';

interface RangePickerProps {
  filters: AnalyticsFilters;
  onChange: (changes: Partial<AnalyticsFilters>) => void;
}

/**
 * The range of the dashboard: a preset ending today, or any from/to (the browser's own date
 * inputs). A typed date that is not a day yet, or a from after the to, is not sent.
 */
export function RangePicker({ filters, onChange }: RangePickerProps) {
  const setDate = (which: 'from' | 'to', value: string) => {
    if (!isIsoDate(value)) return;
    const next = { from: filters.from, to: filters.to, [which]: value };
    if (next.from > next.to) return;
    onChange({ preset: 'custom', ...next });
  };
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Date range"
        value={filters.preset === 'custom' ? null : filters.preset}
        onChange={(_event, preset: PresetId | null) => {
          if (preset) onChange({ preset });
        }}
        sx={{ flexWrap: 'wrap', flexShrink: 0 }}
      >
        {PRESETS.map(({ id, label }) => (
          <ToggleButton key={id} value={id} sx={{ px: 1.5 }}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} sx={{ maxWidth: { md: 360 }, flex: 1 }}>
        <TextField
          type="date"
          size="small"
          label="From"
          value={filters.from}
          onChange={(event) => setDate('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={filters.to}
          onChange={(event) => setDate('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
      </Stack>
    </Stack>
  );
}
