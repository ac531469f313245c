import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Skeleton from '@mui/material/Skeleton';
import { useMyMerchantRequestsFollowed } from '../../shared/merchantRequestReview';
import { paths } from '../../shared/paths';

/**
 * docs/product.md, "Merchant onboarding": the news of an acceptance is shown for two weeks after
 * the review, and until the merchant closes it; after that the dashboard is the merchant's own.
 */
export const ACCEPTED_NEWS_DAYS = 14;

const dismissedKey = (requestId: string) => `qrewards:accepted-news-closed:${requestId}`;

function wasDismissed(requestId: string): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(requestId)) !== null;
  } catch {
    return false;
  }
}

function rememberDismissed(requestId: string) {
  try {
    window.localStorage.setItem(dismissedKey(requestId), new Date().toISOString());
  } catch {
    // Storage disabled: closed for this visit only.
  }
}

/** Whether the acceptance is still news at `now`: reviewed within ACCEPTED_NEWS_DAYS. */
export const acceptedIsNews = (reviewedAt: string | null, now = Date.now()) =>
  reviewedAt !== null && now - Date.parse(reviewedAt) < ACCEPTED_NEWS_DAYS * 86_400_000;

/**
 * Where the merchant's request stands (docs/product.md, "Merchant onboarding"): under review,
 * accepted, or rejected with the administrator's reason and a way to send it again. The newest
 * request is the one that counts.
 */
export function ReviewStatusCard() {
  // Followed while under review, so the decision arrives on an open dashboard.
  const { data: requests, isLoading, isError } = useMyMerchantRequestsFollowed();
  const [dismissed, setDismissed] = useState<string | null>(null);
  // The height of "under review", the first thing a new merchant reads: two lines from `sm` up.
  if (isLoading) return <Skeleton variant="rounded" sx={{ height: { xs: 96, sm: 76 } }} />;
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
    if (dismissed === latest.id || wasDismissed(latest.id) || !acceptedIsNews(latest.reviewed_at)) {
      return null;
    }
    return (
      <Alert
        severity="success"
        action={
          <>
            <Button color="inherit" component={RouterLink} to={paths.stores()}>
              My Stores
            </Button>
            <IconButton
              color="inherit"
              size="small"
              aria-label="Close this news"
              onClick={() => {
                rememberDismissed(latest.id);
                setDismissed(latest.id);
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
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
