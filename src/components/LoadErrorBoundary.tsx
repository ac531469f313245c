import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../lib/chunkLoadError';
import { retryFailedLoads } from '../lib/retryableLazy';

interface LoadErrorBoundaryProps {
  /** What to show instead of the children once their code failed to load; `retry` tries again. */
  fallback: (retry: () => void) => ReactNode;
  /** A new value (the path, say) clears the failure: the visitor has gone elsewhere. */
  resetKey?: unknown;
  children: ReactNode;
}

interface LoadErrorBoundaryState {
  failed: boolean;
  error?: unknown;
  resetKey?: unknown;
}

/**
 * Keeps a part whose code failed to download from taking the whole app down with it: without a
 * boundary React unmounts everything, and the visitor sees a blank page. Its retry loads the failed
 * code again (retryableLazy). The root's onCaughtError decides what is logged
 * (app/rootErrorOptions.ts).
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<LoadErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: LoadErrorBoundaryProps,
    state: LoadErrorBoundaryState,
  ): Partial<LoadErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    if (state.failed) retryFailedLoads();
    return { failed: false, error: undefined, resetKey: props.resetKey };
  }

  retry = () => {
    retryFailedLoads();
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    // A bug is not a download to try again: it goes on up, as it would without this boundary.
    if (!isChunkLoadError(this.state.error)) throw this.state.error;
    return this.props.fallback(this.retry);
  }
}
