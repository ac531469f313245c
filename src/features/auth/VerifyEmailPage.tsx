import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useEmailFromState } from '../../lib/emailInState';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useVerificationStateQuery, useVerifyEmailMutation } from '../../api/auth';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { paths } from '../../shared/paths';
import { pendingInvitation } from '../../lib/pendingInvitation';
import { PageFrame } from '../../components/PageFrame';
import { notify } from '../../lib/toast';
import { loggedOut, merchantUpdated, userUpdated } from '../../session/sessionSlice';
import { useReportOnboarding } from '../onboarding/useOnboarding';
import { factsFromServer, justSent, type CodeFacts } from './verifyEmailFacts';
import { VerifyEmailForm } from './VerifyEmailForm';
import type { VerifyEmailValues } from './verifyEmailSchema';

export const VERIFIED_MESSAGE = 'Email verified';
export const SIGN_IN_AFTER_VERIFYING = 'Please sign in to continue.';

/**
 * What the page may say about the code. A signed-in account asks the server; demo mode and a
 * visitor without a session cannot, so the page claims no code was sent (docs/product.md, "Demo
 * mode"). A code asked for from this page counts from then until the server is asked again.
 */
function useCodeFacts(signedIn: boolean, isDemo: boolean, sentAt: number | undefined) {
  const query = useVerificationStateQuery(undefined, {
    skip: !signedIn || isDemo,
    refetchOnMountOrArgChange: true,
  });
  const { data, fulfilledTimeStamp = 0 } = query;
  let facts: CodeFacts;
  if (isDemo) facts = { kind: 'demo' };
  else if (sentAt !== undefined && sentAt > fulfilledTimeStamp) facts = justSent(sentAt, signedIn);
  else if (data) facts = factsFromServer(data, fulfilledTimeStamp);
  else if (signedIn && (query.isLoading || query.isFetching)) facts = { kind: 'checking' };
  else facts = { kind: 'unknown' };
  return { facts, refetch: signedIn && !isDemo ? query.refetch : undefined };
}

/**
 * Onboarding step 1 (/merchant/verify-email), and a customer's email code (/verify-email). After
 * the code: merchants go where the onboarding machine says, customers to their dashboard, and
 * visitors without a session (who came from a link) to the home page to sign in. The page leaves
 * the history once the address is verified, so Back never returns to a used code
 * (docs/product.md, "Email code").
 */
export function VerifyEmailPage() {
  const session = useAppSelector((state) => state.session);
  const { pathname, state } = useLocation();
  const role = session.user?.role_id;
  const verified =
    Boolean(session.accessToken) && !session.isDemo && session.user?.email_verified === true;
  // Only the arrival counts: a code verified here moves on by itself.
  const [verifiedOnArrival] = useState(verified);
  if (verifiedOnArrival) {
    // Nothing to enter: the dashboard sends a merchant on to their open step.
    return <Navigate to={paths.dashboard()} replace />;
  }
  const ownPage =
    role === 'user' ? paths.customerVerifyEmail() : role ? paths.verifyEmail() : pathname;
  if (ownPage !== pathname) return <Navigate to={ownPage} state={state} replace />;
  return <VerifyEmail />;
}

function VerifyEmail() {
  const emailGiven = useEmailFromState();
  const session = useAppSelector((state) => state.session);
  const knownEmail = session.user?.email || session.merchant?.email || emailGiven || undefined;
  const report = useReportOnboarding();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [verify, verifying] = useVerifyEmailMutation();
  const [sentAt, setSentAt] = useState<number>();
  const { facts, refetch } = useCodeFacts(Boolean(session.accessToken), session.isDemo, sentAt);

  const submit = async ({ email, otp }: VerifyEmailValues) => {
    let data;
    try {
      ({ data } = await verify({ email, otp }).unwrap());
    } catch {
      // The tries left, or a code now used up, change what the page says and whether Resend waits.
      setSentAt(undefined);
      void refetch?.();
      return;
    }
    void notify(VERIFIED_MESSAGE, 'success');
    if (!session.accessToken) {
      void notify(SIGN_IN_AFTER_VERIFYING, 'info');
      navigate(paths.home());
      return;
    }
    dispatch(userUpdated({ ...data.user, email_verified: true }));
    const merchant = data.merchant ?? session.merchant;
    dispatch(merchantUpdated(merchant && { ...merchant, email_verified: true }));
    if (data.user.role_id === 'merchant') {
      report({ type: 'EMAIL_VERIFIED' });
    } else {
      // An invitation opened before signing up is where a new staff member was going
      // (docs/product.md, "Staff").
      const invitation = pendingInvitation();
      navigate(invitation ? paths.staffAccept(invitation) : paths.dashboard(), { replace: true });
    }
  };

  // A mistyped address cannot get the code: the account waiting for it is left unverified, and
  // sign-up starts again (docs/product.md, "Email code").
  const changeEmail = () => {
    const signUp = session.user?.role_id === 'user' ? paths.register() : paths.merchantRegister();
    dispatch(loggedOut());
    navigate(signUp, { replace: true });
  };

  return (
    <PageFrame
      title="Email Verification"
      subtitle={
        session.user?.role_id === 'user'
          ? 'Confirm your email address to start collecting rewards.'
          : 'Step 1 of 3: verify your email address to activate your account.'
      }
      maxWidth="sm"
    >
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <VerifyEmailForm
            knownEmail={knownEmail}
            facts={facts}
            onVerify={submit}
            submission={verifying}
            onCodeSent={(at) => {
              verifying.reset();
              setSentAt(at);
            }}
          />
          {session.accessToken && knownEmail && !session.isDemo && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
              Wrong email?{' '}
              <Link component="button" type="button" variant="body2" onClick={changeEmail}>
                Change it
              </Link>
            </Typography>
          )}
        </CardContent>
      </Card>
    </PageFrame>
  );
}
