import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** docs/product.md, "Billing": a failed renewal, and the way to the cards that fixes it. */
export function PastDueBanner({ onFix }: { onFix: () => void }) {
  return (
    <Alert severity="error">
      <AlertTitle>Your last payment failed</AlertTitle>
      Your plan is past due. Add a card or make another card the default to keep it.
      {/* Under the text rather than beside it: on a phone a side button squeezes the message. */}
      <Box sx={{ mt: 1.5 }}>
        <Button color="error" variant="outlined" size="small" onClick={onFix}>
          Update card
        </Button>
      </Box>
    </Alert>
  );
}
