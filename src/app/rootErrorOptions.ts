import type { ErrorInfo } from 'react';
import { isChunkLoadError } from '../lib/chunkLoadError';
import { showStartFailure } from './startFailureNotice';

/**
 * What the root reports of errors (options of hydrateRoot and createRoot, boot.tsx). The app's only
 * error boundaries are LoadErrorBoundary: what they catch is code that failed to download, already
 * on screen, whose failed request the browser has logged; a bug they pass on, and it arrives here
 * as uncaught.
 */
export const rootErrorOptions = {
  onCaughtError: () => undefined,
  /**
   * No boundary caught it: React has unmounted the app. If code failed to download, the visitor is
   * told, as when the app cannot start; anything else is logged, as React would.
   */
  onUncaughtError: (error: unknown, info: ErrorInfo) =>
    isChunkLoadError(error)
      ? showStartFailure(() => window.location.reload())
      : console.error(error, info.componentStack),
};
