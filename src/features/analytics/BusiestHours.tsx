import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { BusyHour } from '../../api/analytics';
import { shade } from './shade';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The hours written above the grid; the others are there for screen readers only. */
const LABELLED_HOURS = new Set([0, 6, 12, 18]);

const scansText = (scans: number) => (scans === 1 ? '1 scan' : `${scans} scans`);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The shares the legend shows, from a quiet hour to the busiest. */
const LEGEND_SHARES = [0, 0.25, 0.5, 0.75, 1];

/**
 * What the shades mean, in words true in both colour schemes: the busiest cells are the primary
 * colour at its strongest, which is darker on a light page and lighter on a dark one, so the
 * legend shows the scale itself rather than saying "darker".
 */
function ShadeLegend() {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', mb: 1.5, typography: 'caption', color: 'text.secondary' }}
    >
      <span>Fewer scans</span>
      <Stack direction="row" spacing={0.5} aria-hidden>
        {LEGEND_SHARES.map((share) => (
          <Box
            key={share}
            data-share={share}
            sx={(theme) => ({
              ...shade(theme, share),
              width: 18,
              height: 14,
              borderRadius: 0.5,
              outline: '1px solid',
              outlineColor: 'divider',
              outlineOffset: '-1px',
            })}
          />
        ))}
      </Stack>
      <span>More scans</span>
    </Stack>
  );
}

/**
 * When customers come: a week of 7 × 24 hours, each cell shaded by its scans against the busiest
 * cell. It is a real table (weekday rows, hour columns), so a screen reader reads each cell with
 * its day and hour; the count is in each cell for it, and in the cell's title for the mouse.
 */
export function BusiestHours({ cells }: { cells: BusyHour[] }) {
  const scans = new Map(cells.map((cell) => [cell.weekday * 24 + cell.hour, cell.scans]));
  const busiest = Math.max(0, ...cells.map((cell) => cell.scans));
  const top = cells.find((cell) => cell.scans === busiest);
  return (
    <Card component="section" aria-labelledby="busiest-hours">
      <CardContent>
        <Typography id="busiest-hours" variant="h6" component="h2">
          Busiest hours
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {top
            ? `Busiest: ${WEEKDAYS[top.weekday]} at ${hourText(top.hour)} (${scansText(top.scans)}).`
            : 'No scans in this range yet.'}
        </Typography>
        {top && <ShadeLegend />}
        <Box
          component="table"
          aria-labelledby="busiest-hours"
          sx={{
            width: '100%',
            tableLayout: 'fixed',
            borderCollapse: 'separate',
            borderSpacing: '2px',
            '& th': { fontWeight: 400, color: 'text.secondary', typography: 'caption' },
          }}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ width: { xs: 30, sm: 44 } }}>
                <Box component="span" sx={visuallyHidden}>
                  Day
                </Box>
              </Box>
              {HOURS.map((hour) => (
                <Box
                  component="th"
                  key={hour}
                  scope="col"
                  sx={{ textAlign: 'left', overflow: 'visible', whiteSpace: 'nowrap' }}
                >
                  {LABELLED_HOURS.has(hour) ? (
                    `${hour}h`
                  ) : (
                    <Box component="span" sx={visuallyHidden}>
                      {hourText(hour)}
                    </Box>
                  )}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day, weekday) => (
              <tr key={day}>
                <Box component="th" scope="row" sx={{ textAlign: 'left' }}>
                  <span aria-hidden>{day.slice(0, 3)}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {day}
                  </Box>
                </Box>
                {HOURS.map((hour) => {
                  const count = scans.get(weekday * 24 + hour) ?? 0;
                  return (
                    <Box
                      component="td"
                      key={hour}
                      title={`${day} ${hourText(hour)}: ${scansText(count)}`}
                      sx={(theme) => ({
                        ...shade(theme, busiest ? count / busiest : 0),
                        height: { xs: 18, sm: 24 },
                        borderRadius: 0.5,
                        outline: '1px solid',
                        outlineColor: 'divider',
                        outlineOffset: '-1px',
                        p: 0,
                      })}
                    >
                      <Box component="span" sx={visuallyHidden}>
                        {scansText(count)}
                      </Box>
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
}
