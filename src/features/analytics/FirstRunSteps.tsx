import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../shared/paths';

interface FirstRunStepsProps {
  /** The merchant's stores: with one, its page is where its reward cards are made. */
  stores: { id: string }[];
  /** Active reward cards: the first step is done with one. */
  activeCards: number;
  /** What stamps a customer: the app's "Scan a customer" (a feature may not import another). */
  scanAction?: ReactNode;
}

interface StepProps {
  number: number;
  title: string;
  done?: boolean;
  children: ReactNode;
  action?: ReactNode;
}

/** One step: its number (a check once done), what to do, and the button that leads there. */
function Step({ number, title, done = false, children, action }: StepProps) {
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 32,
          lineHeight: '32px',
          borderRadius: '50%',
          textAlign: 'center',
          fontWeight: 700,
          // Done: the success colour as text, as the key figures' rises use it (AA on the card).
          bgcolor: done ? 'transparent' : 'primary.main',
          color: done ? 'success.main' : 'primary.contrastText',
          outline: done ? '2px solid' : 'none',
          outlineOffset: '-2px',
        }}
      >
        {done ? '✓' : number}
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
          {done && ' · Done'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
        {!done && action}
      </Stack>
    </Stack>
  );
}

/**
 * A new merchant's dashboard until their first stamp (docs/product.md, "The merchant's
 * dashboard"): what to do to get numbers, in order, with the way to each place, instead of a
 * page of zeros and empty charts.
 */
export function FirstRunSteps({ stores, activeCards, scanAction }: FirstRunStepsProps) {
  const cardsPlace =
    stores.length === 1 && stores[0] ? paths.storeDetail(stores[0].id) : paths.stores();
  const hasCard = activeCards > 0;
  return (
    <Card component="section" aria-labelledby="first-run-title" variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="first-run-title" variant="h6" component="h2">
          Your numbers start with your first stamp
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Two steps, and your scans, stamps and rewards show up here.
        </Typography>
        <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <Step
            number={1}
            title="Create a reward card"
            done={hasCard}
            action={
              <Button component={RouterLink} to={cardsPlace} variant="contained">
                Create a reward card
              </Button>
            }
          >
            {hasCard
              ? 'Your reward card is ready.'
              : 'Say what a customer earns and how many stamps it takes.'}
          </Step>
          <Step number={2} title="Stamp your first customer" action={scanAction}>
            Scan the customer’s QR code at the counter and give a stamp.
          </Step>
        </Stack>
      </CardContent>
    </Card>
  );
}
