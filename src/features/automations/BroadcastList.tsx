import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListBroadcastsQuery } from '../../api/automations';
import { formatDateTime, formatNumber } from '../../lib/viewerFormat';
import { offerPhrase, SEGMENT_TEXTS, type Segment } from './automationTexts';

const TITLE_ID = 'broadcasts-title';

const segmentLabel = (segment: string) =>
  SEGMENT_TEXTS[segment as Segment]?.label.toLowerCase() ?? segment;

/** The one-off messages a store sent, newest first (docs/product.md, "Automations"). */
export function BroadcastList({ storeId }: { storeId: string }) {
  const broadcasts = useListBroadcastsQuery(storeId);
  const sent = broadcasts.data ?? [];
  if (sent.length === 0) return null;
  return (
    <Stack spacing={2} component="section" aria-labelledby={TITLE_ID}>
      <Typography id={TITLE_ID} variant="h5" component="h2">
        One-off messages sent
      </Typography>
      {sent.map((broadcast) => {
        const offer = offerPhrase(broadcast.offer_kind, broadcast.offer_stamps);
        return (
          <Card key={broadcast.id} variant="outlined">
            <CardContent>
              <Typography sx={{ fontWeight: 700 }}>{broadcast.subject}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(broadcast.created_at)} · to {formatNumber(broadcast.recipients)} (
                {segmentLabel(broadcast.segment)}){offer ? ` · ${offer}` : ''}
              </Typography>
              <Typography
                variant="body2"
                sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {broadcast.body}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
