import type { ReactNode } from 'react';
import type { FormikProps } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormAlert } from './FormAlert';
import type { Submission } from './formErrors';

interface FormDialogProps<Values> {
  /** The form in the dialog: it is sent by the submit button, and busy while it is sent. */
  form: FormikProps<Values>;
  /** The form's last submission (the mutation's result): what no field shows, shows on top. */
  submission?: Submission;
  /** The dialog's heading, which also names it (`aria-labelledby`). */
  title: ReactNode;
  /** The heading's id: unique on the page. */
  titleId: string;
  onClose: () => void;
  submitLabel: string;
  busyLabel?: string;
  /** True while the form has nothing to send yet (its values are still loading). */
  submitDisabled?: boolean;
  /**
   * A form wider than a column of fields (a week of time inputs): a wider dialog, which on a phone
   * keeps 12 px margins instead of MUI's 32 px.
   */
  wide?: boolean;
  /** The fields, top to bottom. */
  children: ReactNode;
}

/**
 * The one shell of a create-or-edit form in a dialog: the heading, the form's alert and its fields,
 * then Cancel and the submit button, which shows its progress. The dialog cannot be dismissed while
 * the form is sent.
 */
export function FormDialog<Values>({
  form,
  submission,
  title,
  titleId,
  onClose,
  submitLabel,
  busyLabel = 'Saving...',
  submitDisabled = false,
  wide = false,
  children,
}: FormDialogProps<Values>) {
  // Formik is also "submitting" while it validates; the button only waits for the server.
  const busy = form.isSubmitting && !form.isValidating;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={wide ? 'md' : 'sm'}
      slotProps={
        wide
          ? { paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)' } } } }
          : undefined
      }
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={wide ? { px: { xs: 2, sm: 3 } } : undefined}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormAlert submission={submission} fields={Object.keys(form.values as object)} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={busy}
            loadingPosition="start"
            disabled={submitDisabled}
          >
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
