import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { VariantType } from 'notistack';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../lib/toast';
import { Subheading } from '../Subheading';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
const TOASTS: { variant: VariantType; message: string }[] = [
  { variant: 'success', message: 'Reward card saved' },
  { variant: 'info', message: 'A new stamp on your Coffee card' },
  { variant: 'warning', message: 'This customer was stamped a minute ago' },
  { variant: 'error', message: 'We can’t reach the server right now' },
  { variant: 'default', message: 'Copied to the clipboard' },
];

function FormDialogDemo() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open a form dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>New branch</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Where customers collect stamps besides your main address.
          </DialogContentText>
          <TextField label="Branch name" defaultValue="Rivoli" fullWidth sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ConfirmDialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Open a confirmation
      </Button>
      {open && (
        <ConfirmDialog
          title="Delete the branch Rivoli?"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={false}
          onConfirm={() => setOpen(false)}
          onClose={() => setOpen(false)}
        >
          Customers will no longer see it. Its stamps stay on their cards.
        </ConfirmDialog>
      )}
    </>
  );
}

/** Alerts, toasts, dialogs and progress: how the product tells people what happened. */
export function FeedbackSection() {
  return (
    <>
      <Subheading>Alerts</Subheading>
      <Stack spacing={1}>
        {SEVERITIES.map((severity) => (
          <Alert key={severity} severity={severity}>
            A {severity} alert, as forms and pages show them.
          </Alert>
        ))}
        <Alert severity="error">
          <AlertTitle>Your card was declined</AlertTitle>
          With a title, as the checkout shows a payment problem.
        </Alert>
        {/* The demo-mode banner (app/DemoModeBanner.tsx) is the product's one filled alert. */}
        <Alert severity="info" variant="filled">
          A filled alert, as the demo-mode banner.
        </Alert>
      </Stack>
      <Subheading>Toasts</Subheading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {TOASTS.map(({ variant, message }) => (
          <Button key={variant} variant="outlined" onClick={() => void notify(message, variant)}>
            Toast: {variant}
          </Button>
        ))}
      </Box>
      <Subheading>Dialogs</Subheading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <FormDialogDemo />
        <ConfirmDialogDemo />
      </Box>
      <Subheading>Progress and tooltips</Subheading>
      <Stack spacing={2}>
        <LinearProgress variant="determinate" value={60} aria-label="Upload, 60 percent" />
        <LinearProgress aria-label="Working" />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress aria-label="Working" />
          <CircularProgress size={24} aria-label="Working, small" />
          <Tooltip title="Copy the personal code">
            <Button variant="text">Hover or focus me</Button>
          </Tooltip>
        </Stack>
      </Stack>
    </>
  );
}
