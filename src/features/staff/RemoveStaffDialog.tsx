import { useRemoveStaffMutation, type StaffMember } from '../../api/staff';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../lib/toast';

/**
 * Withdraws an invitation, or removes a person from the store. A removed person's stamps keep
 * their name; they are signed out of this store at once (docs/product.md, "Staff").
 */
export function RemoveStaffDialog({
  storeId,
  storeName,
  member,
  onClose,
}: {
  storeId: string;
  storeName: string;
  member: StaffMember;
  onClose: () => void;
}) {
  const [remove, submission] = useRemoveStaffMutation();
  const invitation = member.status !== 'active';
  const who = member.name ?? member.email;
  const confirm = async () => {
    const result = await remove({ storeId, staffId: member.id });
    if (result.error) return;
    void notify(invitation ? 'Invitation withdrawn' : `${who} removed`, 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title={invitation ? `Withdraw the invitation to ${member.email}?` : `Remove ${who}?`}
      confirmLabel={invitation ? 'Withdraw' : 'Remove'}
      busyLabel={invitation ? 'Withdrawing...' : 'Removing...'}
      busy={submission.isLoading}
      submission={submission}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {invitation
        ? 'The link in the email will no longer work. You can invite this address again later.'
        : `${who} can no longer work at ${storeName}, and is signed out of its counter at once. The stamps they made keep their name.`}
    </ConfirmDialog>
  );
}
