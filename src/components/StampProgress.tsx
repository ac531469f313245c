import Box from '@mui/material/Box';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { stampCountText } from './stampCount';

interface StampProgressProps {
  stamps: number;
  required: number;
  /** Stamps past a full card, kept for the next one (the record's `stamps_waiting`). */
  waiting?: number;
  /** Stamp size in pixels: large in the scanner, where a cashier reads it at arm's length. */
  size?: number;
}

/**
 * A reward card's progress drawn as a card of stamps: one circle per stamp the reward needs, the
 * collected ones filled, and "+1" after a full card for each stamp waiting for the next card. Read
 * as one image, "8 of 8 stamps · 1 waiting", by a screen reader.
 */
export function StampProgress({ stamps, required, waiting = 0, size = 28 }: StampProgressProps) {
  const filled = Math.min(stamps, required);
  return (
    <Box
      role="img"
      aria-label={stampCountText(filled, required, waiting)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}
    >
      {Array.from({ length: required }, (_, index) => (
        <Box
          key={index}
          sx={{
            width: size,
            height: size,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            border: 2,
            ...(index < filled
              ? {
                  bgcolor: 'primary.main',
                  borderColor: 'primary.main',
                  color: 'primary.contrastText',
                }
              : { borderColor: 'divider', borderStyle: 'dashed' }),
          }}
        >
          {index < filled && <CheckRounded sx={{ fontSize: size * 0.7 }} />}
        </Box>
      ))}
      {waiting > 0 && (
        <Box
          component="span"
          sx={{
            height: size,
            minWidth: size,
            px: 1,
            borderRadius: size / 2,
            display: 'grid',
            placeItems: 'center',
            border: 2,
            borderColor: 'primary.main',
            color: 'primary.main',
            fontWeight: 700,
            fontSize: Math.max(12, size * 0.45),
          }}
        >
          +{waiting}
        </Box>
      )}
    </Box>
  );
}
