import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { OpeningHours, OpeningInterval, WeekDay } from '../../api/branches';
import { DAY_NAMES, copyMondayToWeekdays, nextInterval, timesOf, WEEK_DAYS } from './openingHours';

interface OpeningHoursEditorProps {
  value: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  /** What is wrong with each day, shown under it. */
  problems: Partial<Record<WeekDay, string>>;
}

/** A branch's week: each day closed or open in one or more intervals, with `HH:MM` times. */
export function OpeningHoursEditor({ value, onChange, problems }: OpeningHoursEditorProps) {
  const setDay = (day: WeekDay, intervals: OpeningInterval[]) =>
    onChange({ ...value, [day]: intervals });

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography component="legend" variant="subtitle2">
          Opening hours
        </Typography>
        <Button size="small" onClick={() => onChange(copyMondayToWeekdays(value))}>
          Copy Monday to weekdays
        </Button>
      </Stack>
      {WEEK_DAYS.map((day) => {
        const intervals = value[day] ?? [];
        const name = DAY_NAMES[day];
        return (
          <Stack key={day} role="group" aria-label={name} spacing={1}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Typography sx={{ width: 110, flexShrink: 0 }}>{name}</Typography>
              <Stack spacing={1} sx={{ flexGrow: 1 }}>
                {intervals.length === 0 && (
                  <Typography color="text.secondary" variant="body2">
                    Closed
                  </Typography>
                )}
                {intervals.map((interval, index) => {
                  const [open, close] = timesOf(interval);
                  const change = (next: OpeningInterval) =>
                    setDay(
                      day,
                      intervals.map((interval, at) => (at === index ? next : interval)),
                    );
                  return (
                    <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <TextField
                        size="small"
                        type="time"
                        label="Opens"
                        value={open}
                        onChange={(event) => change([event.target.value, close])}
                        slotProps={{ htmlInput: { 'aria-label': `${name} opens`, step: 300 } }}
                      />
                      <TextField
                        size="small"
                        type="time"
                        label="Closes"
                        value={close}
                        onChange={(event) => change([open, event.target.value])}
                        slotProps={{ htmlInput: { 'aria-label': `${name} closes`, step: 300 } }}
                      />
                      <IconButton
                        aria-label={`Remove ${name} ${open}–${close}`}
                        onClick={() =>
                          setDay(
                            day,
                            intervals.filter((_, at) => at !== index),
                          )
                        }
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </Stack>
                  );
                })}
              </Stack>
              <Button
                size="small"
                startIcon={<AddOutlined />}
                aria-label={`Add hours on ${name}`}
                onClick={() => setDay(day, [...intervals, nextInterval(intervals)])}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                Add hours
              </Button>
            </Stack>
            {problems[day] && <FormHelperText error>{problems[day]}</FormHelperText>}
          </Stack>
        );
      })}
    </Stack>
  );
}
