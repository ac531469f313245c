import type { VariantType } from 'notistack';

let hostReady: () => void = () => undefined;
const hostMounted = new Promise<void>((resolve) => {
  hostReady = resolve;
});

/**
 * Called by <ToastHost> once notistack's provider is on the page. notistack drops a toast asked
 * for before that: one the app asks for in its first moments (a sign-in the landing page's
 * prerendered dialog held until the app started, answered at once) waits for it instead.
 */
export const toastHostMounted = () => hostReady();

/**
 * Shows a toast (docs/product.md, "Pages and routes": top right, 4 seconds). notistack loads on the first toast, not with the
 * landing page: its provider is mounted lazily by <ToastHost>, and enqueueSnackbar reaches it.
 */
export function notify(message: string, variant: VariantType = 'default'): Promise<void> {
  return Promise.all([import('notistack'), hostMounted]).then(([{ enqueueSnackbar }]) => {
    enqueueSnackbar(message, { variant });
  });
}
