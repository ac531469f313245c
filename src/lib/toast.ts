import type { VariantType } from 'notistack';

/**
 * Shows a toast (docs/product.md, "Pages and routes": top right, 4 seconds). notistack loads on the first toast, not with the
 * landing page: its provider is mounted lazily by <ToastHost>, and enqueueSnackbar reaches it.
 */
export function notify(message: string, variant: VariantType = 'default'): Promise<void> {
  return import('notistack').then(({ enqueueSnackbar }) => {
    enqueueSnackbar(message, { variant });
  });
}
