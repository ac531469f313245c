import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { FormAlert } from './form/FormAlert';
import type { Submission } from './form/formErrors';

interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen, said before it happens. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs ("Hiding..."). */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Red for what takes something away (the default); primary for what only changes it. */
  confirmColor?: 'error' | 'primary';
  /** More than a sentence: figures, a list (below the text, outside its paragraph). */
  details?: ReactNode;
  /** The action's result: a refusal shows here, in the dialog, and raises no toast. */
  submission?: Submission;
  /** The action cannot run yet (what it depends on is loading or failed). */
  confirmDisabled?: boolean;
  /** The way out, when "Cancel" would read as the action ("Keep my plan"). */
  dismissLabel?: string;
}

/**
 * Asks before a destructive action: Cancel, and the action in red, busy while it runs. The dialog
 * cannot be dismissed while the action runs, so its answer is always seen.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
  confirmColor = 'error',
  details,
  submission,
  confirmDisabled = false,
  dismissLabel = 'Cancel',
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <FormAlert submission={submission} fields={[]} />
        <DialogContentText>{children}</DialogContentText>
        {details}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {dismissLabel}
        </Button>
        <Button
          color={confirmColor}
          variant="contained"
          onClick={onConfirm}
          disabled={confirmDisabled}
          loading={busy}
          loadingPosition="start"
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
