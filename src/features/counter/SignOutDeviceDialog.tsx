import { useSignOutCounterDeviceMutation, type CounterDevice } from '../../api/counter';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../lib/toast';

/** Asks before a counter device stops being one; whoever is unlocked on it is locked out. */
export function SignOutDeviceDialog({
  storeId,
  device,
  onClose,
}: {
  storeId: string;
  device: CounterDevice;
  onClose: () => void;
}) {
  const [signOut, submission] = useSignOutCounterDeviceMutation();
  const confirm = async () => {
    const result = await signOut({ storeId, deviceId: device.id });
    if (result.error) return;
    void notify('The device is signed out.', 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Sign out ${device.name}?`}
      confirmLabel="Sign out"
      busyLabel="Signing out..."
      busy={submission.isLoading}
      submission={submission}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {`${device.name} stops being a counter at once, and whoever is unlocked on it is locked out. A manager can sign it in again from this page.`}
    </ConfirmDialog>
  );
}
