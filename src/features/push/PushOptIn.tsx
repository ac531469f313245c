import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '../../session/sessionTypes';
import { usePushOptIn, type PushOptInStatus } from './usePushOptIn';

export const IOS_HOME_SCREEN_MESSAGE =
  'On iPhone and iPad, notifications arrive only when QRewards is added to the Home Screen: tap Share, then Add to Home Screen.';
export const BLOCKED_MESSAGE =
  'Notifications from QRewards are blocked in this browser. To allow them, open the site settings (the icon left of the address), allow Notifications, then reload this page.';
export const UNSUPPORTED_MESSAGE = 'This browser cannot show notifications from QRewards.';

const STATE_TEXT: Partial<Record<PushOptInStatus, string>> = {
  on: 'Notifications are on for this device.',
  blocked: BLOCKED_MESSAGE,
  ios_needs_home_screen: IOS_HOME_SCREEN_MESSAGE,
  unsupported: UNSUPPORTED_MESSAGE,
};

/**
 * The customer's "Get messages from your shops on this device" (docs/architecture.md, "Web
 * push"): the browser's permission is asked only when they click; which shops may write and how
 * is chosen per shop elsewhere (messaging).
 */
export function PushOptIn({ user }: { user: Pick<SessionUser, 'id'> }) {
  const { status, error, turnOn, turnOff } = usePushOptIn(user.id);
  const stateText = STATE_TEXT[status];
  const isOn = status === 'on' || status === 'turning_off';
  const canTurnOn = status === 'off' || status === 'turning_on';

  return (
    <Card component="section" aria-labelledby="push-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="push-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Notifications
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Get messages from your shops on this device
        </Typography>
        {stateText && (
          <Alert severity={status === 'on' ? 'success' : 'info'} role="status" sx={{ mb: 2 }}>
            {stateText}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {canTurnOn && (
            <Button
              variant="contained"
              disabled={status === 'turning_on'}
              onClick={() => void turnOn()}
            >
              {status === 'turning_on' ? 'Turning on...' : 'Turn on notifications'}
            </Button>
          )}
          {isOn && (
            <Button
              variant="outlined"
              disabled={status === 'turning_off'}
              onClick={() => void turnOff()}
            >
              {status === 'turning_off' ? 'Turning off...' : 'Turn off notifications'}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
