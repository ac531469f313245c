import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { asApiError } from '../../api/client/apiError';
import {
  type Invoice,
  isApiReceipt,
  useGetInvoicesQuery,
  useGetReceiptMutation,
} from '../../api/billing/invoices';
import { CREDIT_CHIP, INVOICE_STATUS } from './billingFormat';
import { formatDate, formatMoney } from '../../lib/viewerFormat';

/**
 * A sandbox receipt is read with the bearer token, then opened as a blob in a new tab (docs/api.md,
 * "Invoices and receipts"); the tab opens on the click itself, so no popup blocker stops it.
 */
function ReceiptLink({ url, label }: { url: string; label: string }) {
  const [getReceipt] = useGetReceiptMutation();
  const open = async () => {
    const tab = window.open('', '_blank');
    const result = await getReceipt(url);
    if (!tab) return;
    if (!result.data) {
      tab.close(); // the toast says why
      return;
    }
    tab.location.href = URL.createObjectURL(new Blob([result.data], { type: 'text/html' }));
  };
  return (
    <Link component="button" type="button" onClick={() => void open()} aria-label={label}>
      Download
    </Link>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const credit = invoice.credit_cents > 0;
  const status = credit ? CREDIT_CHIP : INVOICE_STATUS[invoice.status];
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  const date = formatDate(invoice.created_at);
  return (
    <ListItem disableGutters divider sx={{ flexWrap: 'wrap', gap: 1, py: 1.5 }}>
      <Stack sx={{ flexGrow: 1, minWidth: 180 }}>
        <Typography>{invoice.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {date}
          {invoice.number && ` · ${invoice.number}`}
        </Typography>
      </Stack>
      {/* On a phone the figures take their own line, the amount first. */}
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
          width: { xs: '100%', sm: 'auto' },
          justifyContent: { xs: 'flex-start', sm: 'flex-end' },
        }}
      >
        <Stack
          sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexGrow: { xs: 1, sm: 0 } }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {credit ? `${money(invoice.credit_cents)} credit` : money(invoice.amount_cents)}
          </Typography>
          {credit && (
            <Typography variant="body2" color="text.secondary">
              Taken off your next invoice
            </Typography>
          )}
          {invoice.amount_refunded_cents > 0 && (
            <Typography variant="body2" color="text.secondary">
              {money(invoice.amount_refunded_cents)} refunded
            </Typography>
          )}
        </Stack>
        <Chip size="small" label={status.label} color={status.color} />
        {invoice.download_url && isApiReceipt(invoice.download_url) && (
          <ReceiptLink
            url={invoice.download_url}
            label={`Download the invoice of ${date} (opens in a new tab)`}
          />
        )}
        {invoice.download_url && !isApiReceipt(invoice.download_url) && (
          <Link
            href={invoice.download_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Download the invoice of ${date} (opens in a new tab)`}
          >
            Download
          </Link>
        )}
      </Stack>
    </ListItem>
  );
}

/** docs/product.md, "Billing": the subscription's invoices, newest first. */
export function Invoices({ subscriptionId }: { subscriptionId: string }) {
  const invoices = useGetInvoicesQuery(subscriptionId);
  return (
    <Card variant="outlined" component="section" aria-labelledby="invoices-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="invoices-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Invoices
        </Typography>
        {invoices.data ? (
          invoices.data.length === 0 ? (
            <Typography color="text.secondary">
              No invoices yet. Each payment adds one here.
            </Typography>
          ) : (
            <List disablePadding aria-label="Invoices">
              {invoices.data.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </List>
          )
        ) : invoices.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void invoices.refetch()}>
                Try again
              </Button>
            }
          >
            Your invoices could not be loaded: {asApiError(invoices.error).message}
          </Alert>
        ) : (
          <Stack spacing={1} role="status" aria-label="Loading invoices">
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
