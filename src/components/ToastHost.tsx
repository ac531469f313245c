import { lazy, Suspense, useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { toastHostMounted } from '../lib/toast';

/** Toasts sit at the top right for 4 seconds (docs/product.md, "Notifications"). */
export const TOAST_DURATION_MS = 4000;

/**
 * On a phone a toast is as wide as the screen, so at the very top it covered the whole navigation
 * bar (its menu button included). There the toasts start just under the bar: MUI's bar is 56 px
 * high on a phone held upright, 48 px on its side (docs/design.md, "Toasts").
 */
const BELOW_THE_BAR = {
  '@media (max-width:599.95px)': {
    // Twice the class: notistack's own rule for the corner has one.
    '.notistack-SnackbarContainer.notistack-SnackbarContainer': { top: 'calc(56px + 8px)' },
  },
  '@media (max-width:599.95px) and (orientation: landscape)': {
    '.notistack-SnackbarContainer.notistack-SnackbarContainer': { top: 'calc(48px + 8px)' },
  },
};

// notistack's provider, standalone: `notify()` in lib/toast enqueues into it from anywhere.
const SnackbarProvider = lazy(() =>
  import('notistack').then((m) => ({ default: m.SnackbarProvider })),
);

/** Mounted with the provider (the same Suspense boundary): toasts may go from now on. */
function Mounted() {
  useEffect(toastHostMounted, []);
  return null;
}

export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <GlobalStyles styles={BELOW_THE_BAR} />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      />
      <Mounted />
    </Suspense>
  );
}
