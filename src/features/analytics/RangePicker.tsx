import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PRESETS, isIsoDate, rangeProblem, type PresetId, type RangeField } from './analyticsRange';
import type { AnalyticsFilters } from './useAnalyticsFilters';

interface RangePickerProps {
  filters: AnalyticsFilters;
  onChange: (changes: Partial<AnalyticsFilters>) => void;
}

/**
 * The range of the dashboard: a preset ending today, or any from/to (the browser's own date
 * inputs). A typed date that is not a day yet is not sent. A range the server would refuse (To
 * before From, over 400 days) is kept as typed, in the URL too, and said under the field just
 * changed; the page asks for no numbers until it is mended (docs/product.md, "The merchant's
 * dashboard"). It is never turned into other days silently.
 */
export function RangePicker({ filters, onChange }: RangePickerProps) {
  const [edited, setEdited] = useState<RangeField>('to');
  const problem =
    filters.preset === 'custom' && filters.problem
      ? rangeProblem(filters.from, filters.to, edited)
      : null;
  const setDate = (which: RangeField, value: string) => {
    if (!isIsoDate(value)) return;
    setEdited(which);
    onChange({ preset: 'custom', from: filters.from, to: filters.to, [which]: value });
  };
  const fieldProps = (which: RangeField) =>
    problem?.field === which ? { error: true, helperText: problem.message } : {};
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
        // docs/design.md, "Filters": one row that never wraps (wrapped, the joined borders broke);
        // on a phone the four share the width.
        sx={{ flexWrap: 'nowrap', flexShrink: 0, width: { xs: '100%', md: 'auto' } }}
      >
        {PRESETS.map(({ id, label }) => (
          <ToggleButton
            key={id}
            value={id}
            sx={{
              px: { xs: 0.5, sm: 1.5 },
              flex: { xs: '1 1 0', md: '0 0 auto' },
              whiteSpace: 'nowrap',
            }}
          >
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack
        direction="row"
        spacing={1}
        sx={{ maxWidth: { md: 360 }, flex: 1, alignItems: 'flex-start' }}
      >
        <TextField
          type="date"
          size="small"
          label="From"
          value={filters.from}
          onChange={(event) => setDate('from', event.target.value)}
          {...fieldProps('from')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={filters.to}
          onChange={(event) => setDate('to', event.target.value)}
          {...fieldProps('to')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
      </Stack>
    </Stack>
  );
}
