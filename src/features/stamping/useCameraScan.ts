import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadFrameReader } from './frameReader';

/** Where the camera stands; every state but `scanning` leaves the typed code as the way in. */
export type CameraState = 'starting' | 'scanning' | 'denied' | 'absent' | 'failed';

/** How often a frame is read: often enough to feel instant, rarely enough for an old phone. */
const READ_EVERY_MS = 200;

function stateOfCameraError(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent';
  return 'failed';
}

/**
 * Films with the back camera into `videoRef` and calls `onScanned` with the text of each QR code it
 * reads, until the component unmounts (which turns the camera off).
 */
export function useCameraScan(
  videoRef: RefObject<HTMLVideoElement | null>,
  onScanned: (text: string) => void,
): CameraState {
  const hasCamera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  const [state, setState] = useState<CameraState>(hasCamera ? 'starting' : 'absent');
  const onScannedRef = useRef(onScanned);
  useEffect(() => {
    onScannedRef.current = onScanned;
  });

  useEffect(() => {
    if (!hasCamera) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const stopCamera = () => stream?.getTracks().forEach((track) => track.stop());

    const start = async () => {
      // The decoder downloads while the browser asks for the camera.
      const reading = loadFrameReader();
      reading.catch(() => undefined);
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        const read = await reading;
        const video = videoRef.current;
        if (stopped || !video) return stopCamera();
        video.srcObject = stream;
        // Autoplay of a muted inline video needs no gesture; a refusal still leaves frames to read.
        await video.play().catch(() => undefined);
        if (stopped) return;
        setState('scanning');
        const readFrame = async () => {
          const text = await read(video);
          if (stopped) return;
          if (text) onScannedRef.current(text);
          timer = setTimeout(() => void readFrame(), READ_EVERY_MS);
        };
        void readFrame();
      } catch (error) {
        stopCamera();
        if (!stopped) setState(stateOfCameraError(error));
      }
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera();
    };
  }, [hasCamera, videoRef]);

  return state;
}
