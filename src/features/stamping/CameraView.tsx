import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCameraScan, type CameraState } from './useCameraScan';

/** docs/product.md, "Scanning a customer": why there is no picture, and what to do instead. */
const CAMERA_PROBLEMS: Partial<Record<CameraState, string>> = {
  denied:
    'The camera is blocked for this site. Allow it in the browser’s settings, or type the customer’s code below.',
  absent: 'No camera was found on this device. Type the customer’s code below.',
  failed: 'The camera could not start. Type the customer’s code below.',
};

/** The back camera's picture with a frame to aim at; each QR code it reads goes to `onScanned`. */
export function CameraView({ onScanned }: { onScanned: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const state = useCameraScan(videoRef, onScanned);
  const problem = CAMERA_PROBLEMS[state];
  if (problem) return <Alert severity="info">{problem}</Alert>;
  return (
    <Box
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        // The picture is a picture whatever the scheme: black around it in both.
        bgcolor: 'common.black',
        aspectRatio: '4 / 3',
        maxHeight: '50vh',
        mx: 'auto',
        width: '100%',
      }}
    >
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera picture"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: '15%',
          border: 3,
          borderColor: 'common.white',
          borderRadius: 2,
          opacity: 0.8,
        }}
      />
      <Box
        role="status"
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          p: 1,
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'center',
          color: 'common.white',
          // A scrim over the picture, which looks the same in both schemes.
          bgcolor: 'rgba(0, 0, 0, 0.55)',
        }}
      >
        {state === 'starting' && <CircularProgress size={16} color="inherit" />}
        <Typography variant="body2">
          {state === 'starting'
            ? 'Starting the camera...'
            : 'Point the camera at the customer’s QR code'}
        </Typography>
      </Box>
    </Box>
  );
}
