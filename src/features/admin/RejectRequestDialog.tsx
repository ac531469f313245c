import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import type { Submission } from '../../components/form/formErrors';
import { dialogPaper } from './dialogPaper';
import { rejectReasonSchema, type RejectReasonValues } from './rejectReasonSchema';

interface RejectRequestDialogProps {
  storeName: string;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
  /** The rejection's mutation result: a reason refused under the field, the rest above it. */
  submission?: Submission;
}

/** Rejecting needs a reason: the merchant reads it in the email and may submit again. */
export function RejectRequestDialog({
  storeName,
  onClose,
  onReject,
  submission,
}: RejectRequestDialogProps) {
  const form = useFormik<RejectReasonValues>({
    initialValues: { reason: '' },
    validationSchema: rejectReasonSchema,
    onSubmit: ({ reason }) => onReject(reason.trim()),
  });
  // Formik counts validation as submitting; only the call itself is progress to show.
  const rejecting = form.isSubmitting && !form.isValidating;
  return (
    <Dialog
      open
      onClose={rejecting ? undefined : onClose}
      aria-labelledby="reject-request-title"
      fullWidth
      maxWidth="sm"
      slotProps={dialogPaper}
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="reject-request-title" sx={{ overflowWrap: 'anywhere' }}>
          Reject {storeName}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The merchant receives this reason by email and may submit a new request.
          </DialogContentText>
          <FormAlert submission={submission} fields={Object.keys(form.values)} />
          <TextField
            {...fieldProps(form, 'reason', submission)}
            label="Reason"
            required
            fullWidth
            multiline
            minRows={3}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rejecting}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            loading={rejecting}
            loadingPosition="start"
          >
            {rejecting ? 'Rejecting...' : 'Reject request'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
