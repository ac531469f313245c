import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame } from '../../components/PageFrame';
import { useOpenLogin } from '../../lib/loginDialog';
import { RegisterForm } from './RegisterForm';
import { useSignUp } from './useSignUp';
import { paths } from '../../shared/paths';

/** Customer sign-up (/register): the account, then the email code. */
export function RegisterPage() {
  const { signUp, submission } = useSignUp('user');
  const openLogin = useOpenLogin();

  return (
    <PageFrame
      title="Create your account"
      subtitle="Sign up to get your personal QR code and start collecting rewards."
      maxWidth="sm"
    >
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <RegisterForm onSubmit={signUp} submission={submission} />
        </CardContent>
      </Card>
      <Stack spacing={1} sx={{ mt: 3, textAlign: 'center' }}>
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component="button" variant="body2" onClick={() => openLogin()}>
            Sign in
          </Link>
        </Typography>
        <Typography variant="body2">
          Signing up a business?{' '}
          <Link component={RouterLink} to={paths.merchantRegister()}>
            Register as a merchant
          </Link>
        </Typography>
      </Stack>
    </PageFrame>
  );
}
