import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { scanCodeUrl } from '../../shared/paths';
import { PersonalCodeText } from '../../components/PersonalCodeText';
import { PersonalQrCode } from '../../components/PersonalQrCode';
import { stampCountText } from '../../components/stampCount';
import { CardExpiryText } from '../../components/CardExpiryText';
import type { CardSummary, SavedCode } from '../../session/savedCode';
import { formatDateTime } from '../../lib/viewerFormat';

/** docs/product.md, "Your code offline": said under a code that did not come from the server. */
export const savedNote = (savedAt: string) =>
  `Saved on ${formatDateTime(savedAt)} — card progress may have changed since.`;

/** A card of the code page with its id, for what it offers under it. */
export type CodeCard = CardSummary & { id: string };

/**
 * The code, big, with the customer's name and cards; `fromSaved` when it is the offline copy.
 * `cardActions`: what each card offers under it (the app's wallet buttons), read from the server
 * just now: not under the offline copy, whose cards the server may no longer know.
 */
export function MyCodeView({
  code,
  fromSaved,
  cardActions,
}: {
  code: SavedCode;
  fromSaved: boolean;
  cardActions?: (card: CodeCard) => ReactNode;
}) {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      {fromSaved && (
        <Alert severity="info" sx={{ width: '100%' }}>
          {savedNote(code.saved_at)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {code.first_name || 'Your code'}
        </Typography>
        <PersonalQrCode
          value={scanCodeUrl(code.qr_code)}
          size={256}
          label="Your personal QR code"
        />
        <PersonalCodeText qrCode={code.qr_code} shortCode={code.short_code} />
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Show this at the counter to collect stamps
        </Typography>
      </Paper>
      {code.cards && code.cards.length > 0 && (
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480 }}>
          <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
            Your cards
          </Typography>
          {/* Plain text rather than MUI's List: one chunk less for the app to know (docs/performance.md). */}
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 2 }}>
            {code.cards.map((card) => (
              <li key={`${card.store_name}/${card.title}`}>
                <Typography>{`${card.store_name}: ${card.title}`}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {stampCountText(
                    Math.min(card.stamps, card.stamps_required),
                    card.stamps_required,
                    card.stamps_waiting,
                  )}
                </Typography>
                <CardExpiryText card={card} />
                {!fromSaved && card.id !== undefined && cardActions?.({ ...card, id: card.id })}
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
