import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';

/** A customer's stamps on a card, drawn as a row of stamps, filled as they were collected. */
export function StampProgress({ stamps, required }: { stamps: number; required: number }) {
  const filled = Math.min(stamps, required);
  const ready = stamps >= required;
  return (
    <Stack spacing={0.5}>
      <Box
        role="img"
        aria-label={`${filled} of ${required} stamps`}
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
          ? 'Your reward is ready: show your QR code at the counter.'
          : `${filled} of ${required} stamps · ${required - filled} to go`}
      </Typography>
    </Stack>
  );
}
