import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { stampCountText, waitingForNextCard } from '../../components/stampCount';

/**
 * A customer's stamps on a card, drawn as a row of stamps, filled as they were collected; stamps
 * past a full card (`waiting`) are said to wait for the next card.
 */
export function StampProgress({
  stamps,
  required,
  waiting = 0,
}: {
  stamps: number;
  required: number;
  waiting?: number;
}) {
  const filled = Math.min(stamps, required);
  const ready = stamps >= required;
  return (
    <Stack spacing={0.5}>
      <Box
        role="img"
        aria-label={stampCountText(filled, required, waiting)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {Array.from({ length: required }, (_, index) =>
          index < filled ? (
            <CheckCircle key={index} color="primary" fontSize="small" />
          ) : (
            <RadioButtonUnchecked key={index} color="disabled" fontSize="small" />
          ),
        )}
      </Box>
      <Typography variant="body2" color={ready ? 'success.main' : 'text.secondary'}>
        {ready
          ? ['Your reward is ready: show your QR code at the counter.', waitingForNextCard(waiting)]
              .filter(Boolean)
              .join(' ')
          : `${filled} of ${required} stamps · ${required - filled} to go`}
      </Typography>
    </Stack>
  );
}
