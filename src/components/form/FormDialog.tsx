import type { FormEventHandler, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

interface FormDialogProps {
  /** The dialog's heading, which also names it (`aria-labelledby`). */
  title: ReactNode;
  /** The heading's id: unique on the page. */
  titleId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While the form is sent: the dialog stays open and its buttons wait. */
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  /** True while the form has nothing to send yet (its values are still loading). */
  submitDisabled?: boolean;
  /**
   * A form wider than a column of fields (a week of time inputs): a wider dialog, which on a phone
   * keeps 12 px margins instead of MUI's 32 px.
   */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The one shell of a create-or-edit form in a dialog: the heading, the fields, then Cancel and the
 * submit button, which shows its progress. The dialog cannot be dismissed while the form is sent.
 */
export function FormDialog({
  title,
  titleId,
  onSubmit,
  onClose,
  busy,
  submitLabel,
  busyLabel = 'Saving...',
  submitDisabled = false,
  wide = false,
  children,
}: FormDialogProps) {
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
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={wide ? { px: { xs: 2, sm: 3 } } : undefined}>{children}</DialogContent>
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
