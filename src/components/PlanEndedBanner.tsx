import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * docs/product.md, "Without an active plan": what stopped when the plan ended, that nothing was
 * lost, and the way back: `billingPath`, the Billing page (shared code knows no route).
 */
export function PlanEndedBanner({ billingPath }: { billingPath: string }) {
  return (
    <Alert severity="warning" aria-labelledby="plan-ended-title">
      <AlertTitle id="plan-ended-title">Your plan has ended</AlertTitle>
      Your cards take no stamps or rewards and your stores are out of the directory. Nothing is
      lost: your stores, cards, customers’ stamps and figures are all kept. Choose a plan to turn
      everything back on.
      {/* Under the text rather than beside it: on a phone a side button squeezes the message. */}
      <Box sx={{ mt: 1.5 }}>
        <Button
          color="warning"
          variant="outlined"
          size="small"
          component={RouterLink}
          to={billingPath}
        >
          Go to Billing
        </Button>
      </Box>
    </Alert>
  );
}
