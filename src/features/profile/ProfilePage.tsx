import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { asApiError } from '../../api/client/apiError';
import { useGetMeQuery } from '../../api/users';
import { useAppSelector } from '../../shared/hooks';
import { paths } from '../../shared/paths';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { selectUser } from '../../session/sessionSlice';
import { AvatarCard } from './AvatarCard';
import { PasswordChangeCard } from './PasswordChangeCard';
import { PhoneLookupCard } from './PhoneLookupCard';
import { ProfileDetailsCard } from './ProfileDetailsCard';
import { ProfileSkeleton } from './ProfileSkeleton';
import { QrCodeCard } from './QrCodeCard';

/** /profile: the signed-in person's details, avatar, password and personal QR code. */
export function ProfilePage({ customerCards }: { customerCards?: ReactNode }) {
  const signedIn = useAppSelector(selectUser) !== null;
  return (
    <PageFrame title="Your profile" subtitle="Your details, your avatar and your personal QR code.">
      {signedIn ? <ProfileCards customerCards={customerCards} /> : <SignInFirst />}
    </PageFrame>
  );
}

/** `customerCards`: what other features add to a customer's profile (the app composes them). */
function ProfileCards({ customerCards }: { customerCards?: ReactNode }) {
  const me = useGetMeQuery();
  if (me.data) {
    const { user } = me.data;
    return (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <AvatarCard user={user} />
            <QrCodeCard qrCode={user.qr_code} shortCode={user.short_code} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <ProfileDetailsCard user={user} />
            {/* Only customers are found at the counter. */}
            {user.role_id === 'user' && <PhoneLookupCard user={user} />}
            {user.role_id === 'user' && customerCards}
            <PasswordChangeCard email={user.email} />
          </Stack>
        </Grid>
      </Grid>
    );
  }
  if (me.isError) {
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title="We couldn't load your profile"
        description={
          <>
            {asApiError(me.error).message}
            <br />
            Check your connection and try again.
          </>
        }
        action={
          <Button variant="contained" onClick={() => void me.refetch()} disabled={me.isFetching}>
            {me.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        }
      />
    );
  }
  return <ProfileSkeleton />;
}

// The lead's route guard keeps signed-out visitors away; this covers the moment before it does.
function SignInFirst() {
  return (
    <EmptyState
      icon={<AccountCircleOutlined />}
      title="Sign in to see your profile"
      description="Use the Sign In button at the top of the page. New here? Create an account to get your personal QR code."
      action={
        <Button variant="contained" component={RouterLink} to={paths.register()}>
          Create an account
        </Button>
      }
    />
  );
}
