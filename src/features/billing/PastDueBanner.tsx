import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

/** docs/product.md, "Billing": a failed renewal, and the way to the cards that fixes it. */
export function PastDueBanner({ onFix }: { onFix: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onFix} sx={{ whiteSpace: 'nowrap' }}>
          Update card
        </Button>
      }
    >
      <AlertTitle>Your last payment failed</AlertTitle>
      Your plan is past due. Add a card or make another card the default to keep it.
    </Alert>
  );
}
