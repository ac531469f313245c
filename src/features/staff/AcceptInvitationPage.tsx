import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { asApiError } from '../../api/client/apiError';
import { useAcceptInvitationMutation } from '../../api/staff';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useOpenLogin } from '../../lib/loginDialog';
import {
  forgetInvitation,
  pendingInvitation,
  rememberInvitation,
} from '../../lib/pendingInvitation';
import { selectUser } from '../../session/sessionSlice';
import { useLogout } from '../../session/useLogout';
import { useAppSelector } from '../../shared/hooks';
import { paths } from '../../shared/paths';
import { invitationProblem } from './invitationProblem';
import { ROLE_LABELS } from './staffFormat';

/**
 * `/staff/accept?token=`, the invitation's link (docs/product.md, "Staff"). Signed out, it keeps
 * the token on this device and offers to sign in or sign up, both of which lead back here (through
 * the email code too); signed in, it accepts at once and says where the person now works.
 */
export function AcceptInvitationPage() {
  // The query string read with useLocation, not useSearchParams: whatever of react-router any page
  // uses is in the app start, where useSearchParams would add about 0.3 kB gzip
  // (docs/performance.md, "Budgets").
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? pendingInvitation() ?? '';
  const user = useAppSelector(selectUser);
  const isDemo = useAppSelector((state) => state.session.isDemo);
  const openLogin = useOpenLogin();
  const logout = useLogout();
  const [accept, answer] = useAcceptInvitationMutation();
  const asked = useRef(false);
  const here = paths.staffAccept(token || undefined);

  useEffect(() => {
    if (token) rememberInvitation(token);
  }, [token]);

  useEffect(() => {
    if (!user || isDemo || !token || asked.current) return;
    asked.current = true;
    void accept({ token }).then((result) => {
      if (result.data || (result.error && invitationProblem(asApiError(result.error)).final)) {
        forgetInvitation();
      }
    });
  }, [user, isDemo, token, accept]);

  if (!token) {
    return (
      <PageFrame title="Staff invitation" maxWidth="sm">
        <EmptyState
          icon={<BadgeOutlined />}
          title="This link is missing its invitation"
          description="Open the link from the invitation email again, or ask for a new invitation."
        />
      </PageFrame>
    );
  }

  if (!user) {
    return (
      <PageFrame title="Staff invitation" maxWidth="sm">
        <EmptyState
          icon={<BadgeOutlined />}
          title="You’re invited to join a store’s staff"
          description="Sign in or create a free account with the email address the invitation was sent to. You’ll come back here to accept it."
          action={
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'center' }}
            >
              <Button variant="contained" onClick={() => openLogin(here)}>
                Sign in
              </Button>
              <Button variant="outlined" component={RouterLink} to={paths.register()}>
                Create an account
              </Button>
            </Stack>
          }
        />
      </PageFrame>
    );
  }

  if (isDemo) {
    return (
      <PageFrame title="Staff invitation" maxWidth="sm">
        <Alert severity="warning">
          The server can’t be reached, so the invitation can’t be accepted now. Open the link again
          once you’re back online.
        </Alert>
      </PageFrame>
    );
  }

  if (answer.data) {
    const { store, role } = answer.data;
    return (
      <PageFrame title="Welcome to the team" maxWidth="sm">
        <EmptyState
          icon={<CheckCircleOutline />}
          title={`You’re on the staff of ${store.name}`}
          description={`You work there as ${ROLE_LABELS[role].toLowerCase()}. Open the counter to scan customers’ codes and stamp their cards.`}
          action={
            <Button variant="contained" component={RouterLink} to={paths.counter()}>
              Go to the counter
            </Button>
          }
        />
      </PageFrame>
    );
  }

  if (answer.isError) {
    const problem = invitationProblem(asApiError(answer.error));
    return (
      <PageFrame title="Staff invitation" maxWidth="sm">
        <Stack spacing={2}>
          <Alert severity={problem.retry ? 'error' : 'warning'}>
            <AlertTitle>{problem.title}</AlertTitle>
            {problem.detail}
            {problem.wrongAccount && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                You’re signed in as <strong>{user.email}</strong>. Sign out, then sign in or sign up
                with the invited address: you’ll come back here.
              </Typography>
            )}
          </Alert>
          <Stack direction="row" spacing={1.5}>
            {problem.wrongAccount && (
              <Button
                variant="contained"
                onClick={() => {
                  rememberInvitation(token);
                  void logout();
                }}
              >
                Sign out
              </Button>
            )}
            {problem.retry && (
              <Button variant="contained" onClick={() => void accept({ token })}>
                Try again
              </Button>
            )}
            {problem.final && (
              <Button variant="outlined" component={RouterLink} to={paths.dashboard()}>
                Go to my dashboard
              </Button>
            )}
          </Stack>
        </Stack>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Staff invitation" maxWidth="sm">
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3 }}>
        <CircularProgress size={24} />
        <Typography>Accepting the invitation...</Typography>
      </Box>
    </PageFrame>
  );
}
