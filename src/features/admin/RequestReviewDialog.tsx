import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { asApiError } from '../../api/apiError';
import {
  useAcceptMerchantRequestMutation,
  useRejectMerchantRequestMutation,
  type AdminMerchantRequest,
} from '../../api/merchantRequests';
import { notify } from '../../lib/toast';
import { AcceptRequestDialog } from './AcceptRequestDialog';
import { dialogPaper } from './dialogPaper';
import { RejectRequestDialog } from './RejectRequestDialog';
import { RequestDetails } from './RequestDetails';
import { RequestStatusChip } from './RequestStatusChip';

type Step = 'details' | 'accepting' | 'rejecting';

interface RequestReviewDialogProps {
  request: AdminMerchantRequest;
  onClose: () => void;
}

/** One request's details; accepting and rejecting each ask to confirm in a dialog of its own. */
export function RequestReviewDialog({ request, onClose }: RequestReviewDialogProps) {
  const [step, setStep] = useState<Step>('details');
  const [accept, accepted] = useAcceptMerchantRequestMutation();
  const [reject] = useRejectMerchantRequestMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();

  const acceptRequest = async () => {
    try {
      await accept(request.id).unwrap();
      void notify(`${request.store_name} accepted`, 'success');
      onClose();
    } catch {
      // The error toast says why; the confirmation stays open to try again or cancel.
    }
  };

  const rejectRequest = async (reason: string) => {
    setServerErrors(undefined);
    try {
      await reject({ id: request.id, reason }).unwrap();
      void notify(`${request.store_name} rejected`, 'success');
      onClose();
    } catch (caught) {
      setServerErrors(asApiError(caught).errors);
    }
  };

  if (step === 'accepting') {
    return (
      <AcceptRequestDialog
        storeName={request.store_name}
        accepting={accepted.isLoading}
        onCancel={() => setStep('details')}
        onAccept={() => void acceptRequest()}
      />
    );
  }
  if (step === 'rejecting') {
    return (
      <RejectRequestDialog
        storeName={request.store_name}
        onClose={() => setStep('details')}
        onReject={rejectRequest}
        serverErrors={serverErrors}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="request-title"
      fullWidth
      maxWidth="sm"
      slotProps={dialogPaper}
    >
      <DialogTitle id="request-title" sx={{ overflowWrap: 'anywhere', pr: 3 }}>
        {request.store_name} <RequestStatusChip status={request.status} />
      </DialogTitle>
      <DialogContent dividers>
        <RequestDetails request={request} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {request.status === 'pending' && (
          <>
            <Button color="error" onClick={() => setStep('rejecting')}>
              Reject
            </Button>
            <Button variant="contained" onClick={() => setStep('accepting')}>
              Accept
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
