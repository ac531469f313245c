import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
  const [reject, rejected] = useRejectMerchantRequestMutation();

  // Back at the details, the last attempt's failure is stale: a new confirmation starts clean.
  const backToDetails = () => {
    accepted.reset();
    rejected.reset();
    setStep('details');
  };

  // A failure stays in the mutation's result, and the confirmation stays open to show it and to
  // try again or cancel (docs/architecture.md, "Forms").
  const acceptRequest = async () => {
    if ((await accept(request.id)).error) return;
    void notify(`${request.store_name} accepted`, 'success');
    onClose();
  };

  const rejectRequest = async (reason: string) => {
    if ((await reject({ id: request.id, reason })).error) return;
    void notify(`${request.store_name} rejected`, 'success');
    onClose();
  };

  if (step === 'accepting') {
    return (
      <AcceptRequestDialog
        storeName={request.store_name}
        accepting={accepted.isLoading}
        submission={accepted}
        onCancel={backToDetails}
        onAccept={() => void acceptRequest()}
      />
    );
  }
  if (step === 'rejecting') {
    return (
      <RejectRequestDialog
        storeName={request.store_name}
        onClose={backToDetails}
        onReject={rejectRequest}
        submission={rejected}
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
