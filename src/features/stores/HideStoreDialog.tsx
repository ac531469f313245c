import type { Store } from '../../api/stores';
import { useHideStoreMutation } from '../../api/stores';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../lib/toast';

/** Hiding asks first: the store leaves the directory, its cards and history stay. */
export function HideStoreDialog({ store, onClose }: { store: Store; onClose: () => void }) {
  const [hide, hiding] = useHideStoreMutation();
  const confirm = async () => {
    const result = await hide(store.id);
    if (result.error) return;
    void notify(`${store.name} is hidden`, 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Hide ${store.name}?`}
      confirmLabel="Hide store"
      busyLabel="Hiding..."
      busy={hiding.isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Customers will no longer find it in the directory or open its page. Its reward cards and
      history are kept.
    </ConfirmDialog>
  );
}
