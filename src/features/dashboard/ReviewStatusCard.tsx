import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useGetMyMerchantRequestsQuery } from '../../api/merchantRequests';
import { paths } from '../../shared/paths';

/**
 * Where the merchant's request stands (docs/product.md, "Merchant onboarding"): under review,
 * accepted, or rejected with the administrator's reason and a way to send it again. The newest
 * request is the one that counts.
 */
export function ReviewStatusCard() {
  const { data: requests, isLoading, isError } = useGetMyMerchantRequestsQuery();
  if (isLoading) return <Skeleton variant="rounded" height={96} />;
  if (isError) return null; // the central toast has said what went wrong
  const latest = requests?.[0];
  if (!latest) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to={paths.merchantRequest()}>
            Create request
          </Button>
        }
      >
        <AlertTitle>No merchant request yet</AlertTitle>
        Tell us about your store to get it listed.
      </Alert>
    );
  }
  if (latest.status === 'pending') {
    return (
      <Alert severity="info">
        <AlertTitle>Your request is under review</AlertTitle>
        We are reviewing “{latest.store_name}”. You will get an email as soon as it is decided.
      </Alert>
    );
  }
  if (latest.status === 'accepted') {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" component={RouterLink} to={paths.stores()}>
            My Stores
          </Button>
        }
      >
        <AlertTitle>Your request was accepted</AlertTitle>“{latest.store_name}” is live and listed.
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" component={RouterLink} to={paths.merchantRequest()}>
          Resubmit
        </Button>
      }
    >
      <AlertTitle>Your request was not accepted</AlertTitle>
      {latest.rejection_reason ?? 'No reason was given.'} Update your request and send it again.
    </Alert>
  );
}
