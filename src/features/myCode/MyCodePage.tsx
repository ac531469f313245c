import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { useAppSelector } from '../../shared/hooks';
import { paths } from '../../shared/paths';
import { EmptyState } from '../../components/EmptyState';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { PageFrame } from '../../components/PageFrame';
import { useOpenLogin } from '../../lib/loginDialog';
import { selectUser } from '../../session/sessionSlice';
import type { RoleId } from '../../session/sessionTypes';
import { MyCodeView, type CodeCard } from './MyCodeView';
import { useMyCode } from './useMyCode';

/**
 * /my-code: the customer's personal QR code, big, for the counter; it opens offline once it has
 * been opened online (docs/product.md, "Your code offline"). It is no private page behind
 * RequireSignIn: a signed-out visitor who is offline is told so, not sent to a login that cannot
 * work. `roles`: who has a code to show (app/pageRoles.ts); `live`: what follows the customer's
 * cards while the code is shown (the app's live notice, docs/api.md, "Live updates");
 * `cardActions`: what each card offers under it (the app's wallet buttons, docs/product.md,
 * "Wallet passes").
 */
export function MyCodePage({
  roles,
  live,
  cardActions,
}: {
  roles: readonly RoleId[];
  live?: ReactNode;
  cardActions?: (card: CodeCard) => ReactNode;
}) {
  const user = useAppSelector(selectUser);
  // Others have no code to show at a counter: their dashboard, as the route guards do.
  if (user && !roles.includes(user.role_id)) {
    return <Navigate to={paths.dashboard()} replace />;
  }
  return (
    <PageFrame title="Your code" maxWidth="sm">
      {user ? (
        <CustomerCode userId={user.id} live={live} cardActions={cardActions} />
      ) : (
        <SignedOut />
      )}
    </PageFrame>
  );
}

function CustomerCode({
  userId,
  live,
  cardActions,
}: {
  userId: string;
  live?: ReactNode;
  cardActions?: (card: CodeCard) => ReactNode;
}) {
  const myCode = useMyCode(userId);
  switch (myCode.kind) {
    case 'live':
    case 'saved':
      // The merchant's stamp is announced here too, while the code is held up to the scanner.
      return (
        <>
          {live}
          <MyCodeView
            code={myCode.code}
            fromSaved={myCode.kind === 'saved'}
            cardActions={cardActions}
          />
        </>
      );
    case 'none':
      return (
        <EmptyState
          icon={<QrCode2Outlined />}
          title="There is no QR code on your account yet."
          description="It is made when your account is created. Sign out and in again, or contact support."
        />
      );
    case 'offline':
      return (
        <EmptyState
          icon={<CloudOffOutlined />}
          title="You're offline"
          description="Your code has not been saved on this device yet. Open this page once while you are connected, and it will open offline too."
        />
      );
    case 'failed':
      return (
        <EmptyState
          icon={<CloudOffOutlined />}
          title="We couldn't load your code"
          description={myCode.message}
          action={
            <Button variant="contained" onClick={myCode.retry} disabled={myCode.retrying}>
              {myCode.retrying ? 'Trying again...' : 'Try again'}
            </Button>
          }
        />
      );
    case 'loading':
      // The app's own loader rather than a skeleton: the skeleton would pull a chunk shared with
      // the profile page into the app's chunk map (docs/performance.md).
      return <FullScreenLoader />;
  }
}

function SignedOut() {
  const openLogin = useOpenLogin();
  if (!navigator.onLine) {
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title="You're offline"
        description="Sign in when you are connected to see your code. Once you have opened it, it opens offline too."
      />
    );
  }
  return (
    <EmptyState
      icon={<QrCode2Outlined />}
      title="Sign in to see your code"
      description="Your personal QR code collects stamps at every participating store."
      action={
        <Button variant="contained" onClick={() => openLogin(paths.myCode())}>
          Sign In
        </Button>
      }
    />
  );
}
