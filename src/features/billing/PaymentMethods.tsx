import { useState, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import { asApiError } from '../../api/client/apiError';
import { type PaymentMethod, useGetPaymentMethodsQuery } from '../../api/billing/paymentMethods';
import { AddCardDialog, type StripeCardForm } from './AddCardDialog';
import { MakeDefaultDialog, RemoveCardDialog, cardName } from './PaymentMethodDialogs';

type CardAction = { kind: 'default' | 'remove'; card: PaymentMethod };

interface PaymentMethodsProps {
  /** The heading, which the past-due banner's button focuses. */
  headingRef: Ref<HTMLHeadingElement>;
  stripeCardForm?: StripeCardForm;
}

const expiry = (card: PaymentMethod) =>
  `Expires ${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;

/** docs/product.md, "Billing": the saved cards, the default marked; add, make default, remove. */
export function PaymentMethods({ headingRef, stripeCardForm }: PaymentMethodsProps) {
  const cards = useGetPaymentMethodsQuery();
  const [adding, setAdding] = useState(false);
  const [action, setAction] = useState<CardAction | null>(null);
  const close = () => setAction(null);

  return (
    <Card variant="outlined" component="section" aria-labelledby="payment-methods-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
        >
          <Typography
            id="payment-methods-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h6"
            component="h2"
            // Clear of the sticky navigation bar once scrolled to.
            sx={{ scrollMarginTop: 96, outline: 'none' }}
          >
            Payment methods
          </Typography>
          <Button variant="outlined" onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
            Add a card
          </Button>
        </Stack>
        {cards.data ? (
          cards.data.length === 0 ? (
            <Typography color="text.secondary">
              No saved cards yet. Add one to pay for renewals and plan changes.
            </Typography>
          ) : (
            <List disablePadding aria-label="Saved cards">
              {cards.data.map((card) => (
                <ListItem
                  key={card.id}
                  disableGutters
                  divider
                  sx={{ flexWrap: 'wrap', gap: 1, py: 1.5 }}
                >
                  <Stack
                    direction="row"
                    spacing={1.5}
                    sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}
                  >
                    <CreditCardOutlined color="action" />
                    <div>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography>{cardName(card)}</Typography>
                        {card.is_default && <Chip size="small" color="primary" label="Default" />}
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {expiry(card)}
                      </Typography>
                    </div>
                  </Stack>
                  <Stack direction="row" spacing={1}>
                    {!card.is_default && (
                      <Button
                        size="small"
                        onClick={() => setAction({ kind: 'default', card })}
                        aria-label={`Make ${cardName(card)} the default`}
                      >
                        Make default
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setAction({ kind: 'remove', card })}
                      aria-label={`Remove ${cardName(card)}`}
                    >
                      Remove
                    </Button>
                  </Stack>
                </ListItem>
              ))}
            </List>
          )
        ) : cards.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void cards.refetch()}>
                Try again
              </Button>
            }
          >
            Your cards could not be loaded: {asApiError(cards.error).message}
          </Alert>
        ) : (
          <Stack spacing={1} role="status" aria-label="Loading your cards">
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Stack>
        )}
      </CardContent>
      {adding && <AddCardDialog onClose={() => setAdding(false)} stripeCardForm={stripeCardForm} />}
      {action?.kind === 'default' && <MakeDefaultDialog card={action.card} onClose={close} />}
      {action?.kind === 'remove' && <RemoveCardDialog card={action.card} onClose={close} />}
    </Card>
  );
}
