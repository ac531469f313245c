import { useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BroadcastPreview,
  usePreviewBroadcastMutation,
  useSendBroadcastMutation,
} from '../../api/automations';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fieldProps } from '../../components/form/fieldProps';
import { FormDialog } from '../../components/form/FormDialog';
import { notify } from '../../lib/toast';
import { usePendingKey } from '../../lib/usePendingKey';
import { formatNumber } from '../../lib/viewerFormat';
import { SEGMENT_TEXTS, type Segment } from './automationTexts';
import {
  type BroadcastBody,
  broadcastBodyOf,
  broadcastSchema,
  type BroadcastValues,
  NEW_BROADCAST,
} from './broadcastSchema';
import { OfferFields } from './OfferFields';

const SEGMENTS = Object.keys(SEGMENT_TEXTS) as Segment[];

const customers = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'customer' : 'customers'}`;

/**
 * A one-off message to a segment of a store's customers (docs/product.md, "Automations"): write
 * it, see the email and the exact number of recipients, then confirm. The send is refused when the
 * segment has changed since the preview, and the new number is shown to confirm again.
 */
export function BroadcastDialog({
  storeId,
  storeName,
  onClose,
}: {
  storeId: string;
  storeName: string;
  onClose: () => void;
}) {
  const [preview, previewing] = usePreviewBroadcastMutation();
  const [send, sending] = useSendBroadcastMutation();
  const key = usePendingKey();
  const [shown, setShown] = useState<{ body: BroadcastBody; preview: BroadcastPreview } | null>(
    null,
  );
  const form = useFormik<BroadcastValues>({
    initialValues: NEW_BROADCAST,
    validationSchema: broadcastSchema,
    onSubmit: async (values) => {
      const body = broadcastBodyOf(values);
      const result = await preview({ storeId, body });
      if ('data' in result && result.data) setShown({ body, preview: result.data });
    },
  });

  async function confirm() {
    if (!shown) return;
    const request = { ...shown.body, expected_recipients: shown.preview.recipients };
    const result = await send({ storeId, body: request, idempotencyKey: key.take(request) });
    key.settle(result.error);
    if (result.error) {
      // The segment changed since the preview: show the new figures to confirm again.
      const again = await preview({ storeId, body: shown.body });
      if ('data' in again && again.data) setShown({ body: shown.body, preview: again.data });
      return;
    }
    void notify(`Your message is on its way to ${customers(shown.preview.recipients)}.`, 'success');
    onClose();
  }

  if (shown) {
    const { recipients, held_out: heldOut, email } = shown.preview;
    return (
      <ConfirmDialog
        title="Send this message?"
        confirmLabel={recipients > 0 ? `Send to ${customers(recipients)}` : 'Nobody to send to'}
        busyLabel="Sending..."
        busy={sending.isLoading}
        confirmColor="primary"
        confirmDisabled={recipients === 0 || previewing.isLoading}
        dismissLabel="Back"
        onConfirm={() => void confirm()}
        onClose={() => setShown(null)}
        submission={sending}
        details={
          <Box sx={{ mt: 2 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle2" component="p">
                {email.subject}
              </Typography>
              <Typography
                variant="body2"
                component="p"
                sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {email.text}
              </Typography>
            </Paper>
          </Box>
        }
      >
        {recipients > 0
          ? `${customers(recipients)} of ${storeName} (${SEGMENT_TEXTS[shown.body.segment].label.toLowerCase()}) will get it by email, and by push where they allow it. ${customers(heldOut)} more are held out at random, to measure what it brings.`
          : `No customer of ${storeName} is in this segment now, or every one of them has turned these messages off.`}
      </ConfirmDialog>
    );
  }

  return (
    <FormDialog
      title={`New message from ${storeName}`}
      titleId="broadcast-title"
      form={form}
      submission={previewing}
      onClose={onClose}
      submitLabel="Preview"
      busyLabel="Counting..."
    >
      <TextField select label="Send to" fullWidth {...fieldProps(form, 'segment', previewing)}>
        {SEGMENTS.map((segment) => (
          <MenuItem key={segment} value={segment}>
            {SEGMENT_TEXTS[segment].label}
          </MenuItem>
        ))}
      </TextField>
      <Alert severity="info" icon={false}>
        {SEGMENT_TEXTS[form.values.segment].description}
      </Alert>
      <TextField label="Subject" fullWidth {...fieldProps(form, 'subject', previewing)} />
      <TextField
        label="Message"
        fullWidth
        multiline
        minRows={3}
        {...fieldProps(form, 'body', previewing)}
      />
      <OfferFields form={form} submission={previewing} idPrefix="broadcast" />
      <TextField
        label="Held out (%)"
        type="number"
        fullWidth
        slotProps={{ htmlInput: { min: 5, max: 50, inputMode: 'numeric' } }}
        {...fieldProps(
          form,
          'holdout_percent',
          previewing,
          'Chosen at random, they get nothing: the comparison that shows the lift.',
        )}
      />
    </FormDialog>
  );
}
