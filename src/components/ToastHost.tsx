import { lazy, Suspense } from 'react';

/** Toasts sit at the top right for 4 seconds (docs/product.md, "Notifications"). */
export const TOAST_DURATION_MS = 4000;

// notistack's provider, standalone: `notify()` in lib/toast enqueues into it from anywhere.
const SnackbarProvider = lazy(() =>
  import('notistack').then((m) => ({ default: m.SnackbarProvider })),
);

export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      />
    </Suspense>
  );
}
