import Box from '@mui/material/Box';
import CheckRounded from '@mui/icons-material/CheckRounded';

interface StampProgressProps {
  stamps: number;
  required: number;
  /** Stamp size in pixels: large in the scanner, where a cashier reads it at arm's length. */
  size?: number;
}

/**
 * A reward card's progress drawn as a card of stamps: one circle per stamp the reward needs, the
 * collected ones filled. Read as one image, "3 of 8 stamps", by a screen reader.
 */
export function StampProgress({ stamps, required, size = 28 }: StampProgressProps) {
  const filled = Math.min(stamps, required);
  return (
    <Box
      role="img"
      aria-label={`${stamps} of ${required} stamps`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
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
    </Box>
  );
}
