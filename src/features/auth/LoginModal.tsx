import { useEffect, useLayoutEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { fieldProps } from '../../components/form/fieldProps';
import { PasswordField } from '../../components/form/PasswordField';
import { loginInitialValues, loginSchema } from './loginSchema';
import { useAppSelector } from '../../shared/hooks';
import { selectIsSignedIn } from '../../session/sessionSlice';
import { useOnboardingBusy, useReportOnboarding } from '../onboarding/useOnboarding';
import { paths } from '../../shared/paths';

/**
 * docs/product.md, "Login modal". The onboarding machine does the signing in and decides where to
 * go; the modal closes once someone is signed in and the machine has finished its work.
 */
export function LoginModal({
  open,
  onClose,
  returnTo,
  email = '',
  instant = false,
  disablePortal = false,
}: {
  open: boolean;
  onClose: () => void;
  /** Where to land after signing in, when onboarding does not need the merchant elsewhere. */
  returnTo?: string;
  /** The address to start from: the one whose password was just reset. */
  email?: string;
  /**
   * Opens without its entering fade: the app opens the dialog in place of the landing page's
   * prerendered copy, which is already on screen (docs/adr/0005-landing-page-answers-before-the-app.md).
   */
  instant?: boolean;
  /** Drawn where it is rendered rather than in a portal: the prerendered copy (scripts/prerender.tsx). */
  disablePortal?: boolean;
}) {
  const { transitions } = useTheme();
  const report = useReportOnboarding();
  const busy = useOnboardingBusy();
  const signedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const form = useFormik({
    initialValues: { ...loginInitialValues, email },
    validationSchema: loginSchema,
    onSubmit: ({ email, password }) => {
      report({ type: 'LOGIN', email: email.trim(), password, returnTo });
    },
  });

  // Every opening starts afresh. Closing resets too, but a field that loses its focus as the
  // dialog closes (Escape) is validated after that reset, which left "Invalid email address" on
  // an empty field at the next opening. Before paint, so the stale message never shows.
  useLayoutEffect(() => {
    if (open) form.resetForm({ values: { ...loginInitialValues, email } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resetForm is stable in intent; once per opening.
  }, [open, email]);

  const close = () => {
    form.resetForm();
    onClose();
  };

  const done = open && signedIn && !busy;
  useEffect(() => {
    if (!done) return;
    form.resetForm();
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resetForm is stable in intent; the effect runs once per sign-in.
  }, [done, onClose]);

  const leaveFor = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="login-title"
      disablePortal={disablePortal}
      transitionDuration={
        instant ? { enter: 0, exit: transitions.duration.leavingScreen } : undefined
      }
    >
      <DialogTitle id="login-title" sx={{ pr: 6 }}>
        Welcome Back
        <IconButton
          aria-label="Close"
          data-prestart="close"
          onClick={close}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Sign in to see your rewards, your stores and your numbers.
        </Typography>
        <Box component="form" noValidate onSubmit={form.handleSubmit}>
          {/* Each field keeps a line for its message (the blank helper text), so a message that
              appears when the field loses focus moves nothing: the mouse-down on "Forgot
              password?" or "Sign up" is what takes the focus, and a link that moved before the
              mouse-up would lose that click (docs/architecture.md, "Forms"). Those lines space
              the fields out, hence the smaller spacing. */}
          <Stack spacing={1}>
            <TextField
              {...fieldProps(form, 'email', undefined, ' ')}
              label="Email Address"
              type="email"
              autoComplete="email"
              autoFocus={!email}
              fullWidth
            />
            <PasswordField
              {...fieldProps(form, 'password', undefined, ' ')}
              label="Password"
              autoComplete="current-password"
              autoFocus={Boolean(email)}
              fullWidth
            />
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => leaveFor(paths.forgotPassword())}
              sx={{ alignSelf: 'flex-end' }}
            >
              Forgot password?
            </Link>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              fullWidth
              sx={{ mt: 1 }}
            >
              {busy ? 'Signing in...' : 'Sign In'}
            </Button>
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          New to QRewards?{' '}
          <Link component={RouterLink} to={paths.register()} onClick={close}>
            Sign up
          </Link>
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
