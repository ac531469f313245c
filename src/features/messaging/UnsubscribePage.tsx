import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import UnsubscribeOutlined from '@mui/icons-material/UnsubscribeOutlined';
import { asApiError } from '../../api/client/apiError';
import { useReadUnsubscribeQuery, useUnsubscribeMutation } from '../../api/messaging';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { paths } from '../../shared/paths';

const CHANNEL_NAMES = { email: 'emails', push: 'notifications' } as const;

/**
 * `/unsubscribe?token=`, the link in every message (docs/product.md, "Automations"): says which
 * shop's messages on which channel, and stops them with one button, without signing in. The link
 * itself changes nothing, because mail scanners open links; the one-click unsubscribe of the
 * mail's headers (RFC 8058) is the server's.
 */
export function UnsubscribePage() {
  // The query string read with useLocation, not useSearchParams (docs/performance.md, "Budgets").
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const read = useReadUnsubscribeQuery(token, { skip: !token });
  const [unsubscribe, done] = useUnsubscribeMutation();

  if (!token || read.isError) {
    return (
      <PageFrame title="Unsubscribe" maxWidth="sm">
        <EmptyState
          icon={<UnsubscribeOutlined />}
          title="This link cannot be read"
          description={
            read.isError
              ? asApiError(read.error).message
              : 'Open the link from the message again. Signed in, you can choose which shops may write to you on your profile.'
          }
          action={
            <Button variant="contained" component={RouterLink} to={paths.profile()}>
              Go to my profile
            </Button>
          }
        />
      </PageFrame>
    );
  }

  const target = read.data;
  const what = target ? `${CHANNEL_NAMES[target.channel]} from ${target.store_name}` : '';

  if (done.isSuccess || target?.subscribed === false) {
    return (
      <PageFrame title="Unsubscribe" maxWidth="sm">
        <EmptyState
          icon={<MarkEmailReadOutlined />}
          title="You’re unsubscribed"
          description={`You will get no more ${what}. You can turn them on again on your profile, shop by shop.`}
          action={
            <Button variant="outlined" component={RouterLink} to={paths.profile()}>
              Go to my profile
            </Button>
          }
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Unsubscribe" maxWidth="sm">
      {!target ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Stack spacing={3}>
          <Typography>
            Stop {what}? Your card and stamps stay as they are; only the messages stop.
          </Typography>
          {done.isError && <Alert severity="error">{asApiError(done.error).message}</Alert>}
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              disabled={done.isLoading}
              onClick={() => void unsubscribe(token)}
            >
              {done.isLoading ? 'Unsubscribing...' : `Stop ${CHANNEL_NAMES[target.channel]}`}
            </Button>
            <Button component={RouterLink} to={paths.home()}>
              Keep them
            </Button>
          </Stack>
        </Stack>
      )}
    </PageFrame>
  );
}
