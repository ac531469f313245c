import type { ErrorInfo } from 'react';
import { isChunkLoadError } from '../lib/chunkLoadError';

/**
 * What React reports of an error an error boundary caught. Code that failed to download is the
 * network's doing and already on screen (PageLoadError), and the browser logs the failed request
 * itself; anything else is a bug, logged with where it happened.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo) {
  if (isChunkLoadError(error)) return;
  console.error(error, info.componentStack);
}
