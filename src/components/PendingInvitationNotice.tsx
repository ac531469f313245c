import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { pendingInvitation } from '../lib/pendingInvitation';
import { paths } from '../shared/paths';

/**
 * A staff invitation opened on this device before signing in, and not yet accepted
 * (docs/product.md, "Staff"): whatever way the person signed in, their dashboard leads back to it.
 */
export function PendingInvitationNotice() {
  const [token] = useState(pendingInvitation);
  if (!token) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" component={RouterLink} to={paths.staffAccept(token)}>
          Accept
        </Button>
      }
    >
      A store invited you to its staff. Accept the invitation to work at its counter.
    </Alert>
  );
}
