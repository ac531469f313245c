import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { EmptyState } from '../components/EmptyState';
import { PageFrame } from '../components/PageFrame';

/** What a private page shows a signed-out visitor, behind the login modal it opens. */
export function SignInRequiredPage({ onSignIn }: { onSignIn: () => void }) {
  return (
    <PageFrame title="Sign in to continue" maxWidth="md">
      <EmptyState
        icon={<LockOutlined />}
        title="This page is for signed-in members"
        description="Sign in to see your rewards, your stores and your numbers."
        action={
          <Button variant="contained" onClick={onSignIn}>
            Sign In
          </Button>
        }
      />
    </PageFrame>
  );
}
