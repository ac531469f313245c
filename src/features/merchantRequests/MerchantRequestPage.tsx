import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCategoriesQuery } from '../../api/categories';
import {
  useCreateMerchantRequestMutation,
  useGetMyMerchantRequestsQuery,
  type MerchantRequest,
} from '../../api/merchantRequests';
import { useMyPendingMerchantRequestFollowed } from '../../shared/merchantRequestReview';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { PageFrame } from '../../components/PageFrame';
import { notify } from '../../lib/toast';
import { draftIdSet } from '../../session/sessionSlice';
import {
  clearMerchantRequestDraft,
  loadMerchantRequestDraft,
  saveMerchantRequestDraft,
} from './merchantRequestDraft';
import { MerchantRequestForm } from './MerchantRequestForm';
import type { MerchantRequestValues } from './merchantRequestSchema';
import { useReportOnboarding } from '../onboarding/useOnboarding';
import { knownAnswers } from './knownAnswers';
import { formatDate } from '../../lib/viewerFormat';

export const REQUEST_SUBMITTED_MESSAGE = 'Merchant request submitted';

/** Onboarding step 2 (/merchant/request): the request form, or the request under review. */
export function MerchantRequestPage() {
  // The decision shows here without a reload: a rejection reopens the form with its reason.
  const pending = useMyPendingMerchantRequestFollowed();
  return (
    <PageFrame
      title="Merchant Request"
      subtitle="Step 2 of 3: create your merchant request with store information."
      maxWidth="md"
    >
      {pending.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading your request" />
        </Box>
      ) : pending.data ? (
        <PendingRequest request={pending.data} />
      ) : (
        <MerchantRequestFormCard />
      )}
    </PageFrame>
  );
}

function PendingRequest({ request }: { request: MerchantRequest }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2}>
          <Alert severity="info">
            <AlertTitle>Your request is under review</AlertTitle>
            We will email you once an administrator has reviewed it.
          </Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {request.store_name}
            </Typography>
            <Chip label="Under review" color="info" size="small" />
          </Stack>
          <Typography color="text.secondary">{request.business_name}</Typography>
          <Typography>{request.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            Submitted {formatDate(request.created_at)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

function MerchantRequestFormCard() {
  const dispatch = useAppDispatch();
  const report = useReportOnboarding();
  const draftId = useAppSelector((state) => state.session.draftId);
  const merchant = useAppSelector((state) => state.session.merchant);
  const categories = useGetCategoriesQuery();
  const requests = useGetMyMerchantRequestsQuery();
  const [createRequest, submission] = useCreateMerchantRequestMutation();
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!draftId) dispatch(draftIdSet(crypto.randomUUID()));
  }, [dispatch, draftId]);

  const keepDraft = useCallback(
    (values: MerchantRequestValues) => {
      if (draftId && !submitted) saveMerchantRequestDraft(draftId, values);
    },
    [draftId, submitted],
  );

  // A draft in progress wins; else what the merchant already told us, so nothing is asked twice.
  const initialValues = useMemo(
    () =>
      draftId && !requests.isLoading
        ? (loadMerchantRequestDraft(draftId) ?? knownAnswers(merchant, requests.data?.[0]))
        : undefined,
    [draftId, requests.isLoading, requests.data, merchant],
  );
  if (!draftId || !initialValues) return null;

  const submit = async ({ website, ...values }: MerchantRequestValues) => {
    try {
      await createRequest({ ...values, ...(website ? { website } : {}) }).unwrap();
    } catch {
      return; // the form shows what went wrong, on its fields or above them
    }
    setSubmitted(true);
    clearMerchantRequestDraft(draftId);
    void notify(REQUEST_SUBMITTED_MESSAGE, 'success');
    report({ type: 'REQUEST_SUBMITTED' });
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <RejectedNotice />
        <MerchantRequestForm
          initialValues={initialValues}
          categories={categories.data ?? []}
          categoriesLoading={categories.isLoading}
          onSubmit={submit}
          onChange={keepDraft}
          submission={submission}
        />
      </CardContent>
    </Card>
  );
}

/** A rejected request reopens step 2: the merchant sees why before trying again. */
function RejectedNotice() {
  const { data: requests } = useGetMyMerchantRequestsQuery();
  const latest = requests?.[0];
  if (latest?.status !== 'rejected') return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>Your previous request was not accepted</AlertTitle>
      {latest.rejection_reason ?? 'No reason was given.'} You may correct it and submit again.
    </Alert>
  );
}
