import type { Branch } from '../../api/branches';
import { useDeleteBranchMutation } from '../../api/branches';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../lib/toast';

/** Deleting a branch asks first; to close it for a while, its "Temporarily closed" switch is kinder. */
export function DeleteBranchDialog({
  storeId,
  branch,
  onClose,
}: {
  storeId: string;
  branch: Branch;
  onClose: () => void;
}) {
  const [remove, removing] = useDeleteBranchMutation();
  const confirm = async () => {
    const result = await remove({ id: branch.id, store_id: storeId });
    if (result.error) return;
    void notify(`${branch.name} deleted`, 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Delete ${branch.name}?`}
      confirmLabel="Delete branch"
      busyLabel="Deleting..."
      busy={removing.isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      The branch and its opening hours leave the store&apos;s page. To close it for a while instead,
      edit it and switch on &quot;Temporarily closed&quot;.
    </ConfirmDialog>
  );
}
