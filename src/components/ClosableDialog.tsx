import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';

interface ClosableDialogProps {
  open?: boolean;
  onClose: () => void;
  /** The dialog's name, its heading. */
  title: string;
  /** The id the title gets, naming the dialog for assistive technology. */
  titleId: string;
  /** What the close button says to a screen reader ("Close" unless the dialog needs more). */
  closeLabel?: string;
  /** Lines above and below the content, for content that scrolls (the scanner's camera). */
  dividers?: boolean;
  children: ReactNode;
}

/**
 * A dialog that is a task of its own rather than a form with Cancel and Save (docs/design.md):
 * full screen on a phone, where it is held up or typed into with the whole screen, and closed with
 * the button in its corner. The scanner and the billing page's "Add a card" use it; forms use
 * `components/form/FormDialog`.
 */
export function ClosableDialog({
  open = true,
  onClose,
  title,
  titleId,
  closeLabel = 'Close',
  dividers,
  children,
}: ClosableDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent dividers={dividers}>{children}</DialogContent>
    </Dialog>
  );
}
