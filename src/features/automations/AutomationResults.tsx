import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../lib/viewerFormat';
import { formatPoints, formatRate, type Lift, liftVerdict, VERDICT_TEXT } from './liftFormat';

/** One automation's or one-off message's figures, as the page shows them. */
export interface ResultRow {
  key: string;
  name: string;
  /** Customers chosen, the holdout included. */
  eligible: number;
  sent: number;
  delivered: number;
  clicked: number;
  /** Messaged customers whose 30 days have passed, and how many of them came back. */
  messaged: number;
  returned: number;
  returnRate: number | null;
  /** The same for the holdout. */
  heldOut: number;
  heldOutReturned: number;
  heldOutRate: number | null;
  lift: Lift | null;
  enoughData: boolean;
  /** The least group size before a lift is shown. */
  minimum: number;
  /** Chosen less than 30 days ago: not counted yet. */
  maturing: number;
}

const count = (value: number) => formatNumber(value);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body1" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The lift with its interval, or why it is not shown yet. */
function LiftLine({ row }: { row: ResultRow }) {
  if (!row.enoughData || !row.lift) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Not enough data yet: {count(row.messaged)} messaged and {count(row.heldOut)} held-out
        customers have had their 30 days; the lift shows once each group has {count(row.minimum)}.
      </Typography>
    );
  }
  const verdict = liftVerdict(row.lift);
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          Lift {formatPoints(row.lift.estimate)}
        </Typography>
        <Chip
          size="small"
          color={verdict === 'more' ? 'success' : verdict === 'fewer' ? 'warning' : 'default'}
          label={`95 % CI ${formatPoints(row.lift.low)} to ${formatPoints(row.lift.high)}`}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {VERDICT_TEXT[verdict]}
      </Typography>
    </Box>
  );
}

/**
 * What each automation and one-off message did (docs/product.md, "Automations"): who was chosen,
 * what reached them, and the return rate within 30 days of those messaged against the random
 * holdout, whose difference is the lift.
 */
export function AutomationResults({ rows }: { rows: ResultRow[] }) {
  return (
    <Stack spacing={2}>
      {rows.map((row) => (
        <Card key={row.key} variant="outlined" component="article" aria-label={row.name}>
          <CardContent>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {row.name}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
                gap: 2,
                mt: 1,
              }}
            >
              <Figure label="Eligible" value={count(row.eligible)} />
              <Figure label="Sent" value={count(row.sent)} />
              <Figure label="Delivered" value={count(row.delivered)} />
              <Figure label="Clicked" value={count(row.clicked)} />
              <Figure
                label="Came back within 30 days"
                value={`${formatRate(row.returnRate)} (${count(row.returned)} of ${count(row.messaged)})`}
              />
              <Figure
                label="Holdout came back"
                value={`${formatRate(row.heldOutRate)} (${count(row.heldOutReturned)} of ${count(row.heldOut)})`}
              />
            </Box>
            <LiftLine row={row} />
            {row.maturing > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {count(row.maturing)} chosen in the last 30 days are not counted yet.
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
