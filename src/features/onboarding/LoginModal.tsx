import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { fieldProps } from '../../components/form/fieldProps';
import { PasswordField } from '../../components/form/PasswordField';
import { loginInitialValues, loginSchema } from './loginSchema';
import { useOnboarding } from './useOnboarding';

const BUSY_STATES = ['loggingIn', 'demo', 'checkingSteps'] as const;

/**
 * docs/product.md, "Login modal". The onboarding machine does the signing in and decides where to go; the
 * modal closes when it navigates.
 */
export function LoginModal({
  open,
  onClose,
  returnTo,
}: {
  open: boolean;
  onClose: () => void;
  /** Where to land after signing in, when onboarding does not need the merchant elsewhere. */
  returnTo?: string;
}) {
  const actor = useOnboarding();
  const navigate = useNavigate();
  const busy = useSelector(actor, (snapshot) => BUSY_STATES.some((s) => snapshot.matches(s)));
  const form = useFormik({
    initialValues: loginInitialValues,
    validationSchema: loginSchema,
    onSubmit: ({ email, password }) => {
      actor.send({ type: 'LOGIN', email: email.trim(), password, returnTo });
    },
  });

  const close = () => {
    form.resetForm();
    onClose();
  };

  useEffect(() => {
    const subscription = actor.on('navigate', () => {
      form.resetForm();
      onClose();
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resetForm is stable in intent; re-subscribing on every render would miss nothing but churn.
  }, [actor, onClose]);

  const leaveFor = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="login-title">
      <DialogTitle id="login-title" sx={{ pr: 6 }}>
        Welcome Back
        <IconButton
          aria-label="Close"
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
              autoFocus
              fullWidth
            />
            <PasswordField
              {...fieldProps(form, 'password', undefined, ' ')}
              label="Password"
              autoComplete="current-password"
              fullWidth
            />
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => leaveFor('/forgot-password')}
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
          <Link component={RouterLink} to="/register" onClick={close}>
            Sign up
          </Link>
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
