import type { BranchRow, StoreRow, StoreStaffRow } from '../../db/schema';
import type { StaffWithUser } from '../../repositories/store-staff-repository';
import { staffNameOf } from '../../services/staff/store-access';
import type { StaffMember, Workplace } from './schemas';

/** An invitation past its `expires_at` shows as expired; sending it again renews it. */
function statusOf(staff: StoreStaffRow, now: Date): StaffMember['status'] {
  if (staff.status === 'active') return 'active';
  return staff.expiresAt && staff.expiresAt <= now ? 'expired' : 'invited';
}

export function toStaffMember({ staff, user }: StaffWithUser, now: Date): StaffMember {
  return {
    id: staff.id,
    store_id: staff.storeId,
    email: staff.email,
    name: user ? staffNameOf(user) : null,
    role: staff.role,
    branch_ids: staff.branchIds,
    status: statusOf(staff, now),
    invited_at: staff.invitedAt.toISOString(),
    expires_at: staff.expiresAt?.toISOString() ?? null,
    accepted_at: staff.acceptedAt?.toISOString() ?? null,
    has_pin: staff.pinHash !== null,
  };
}

/** Where a person works: the store, and the branches they may work at (all when none is named). */
export function toWorkplace(
  staff: StoreStaffRow,
  store: StoreRow,
  branches: BranchRow[],
): Workplace {
  const mine = branches.filter(
    (branch) =>
      branch.storeId === store.id &&
      (staff.branchIds.length === 0 || staff.branchIds.includes(branch.id)),
  );
  return {
    staff_id: staff.id,
    role: staff.role,
    branch_ids: staff.branchIds,
    has_pin: staff.pinHash !== null,
    store: { id: store.id, name: store.name, logo_url: store.avatarUrl },
    branches: mine.map((branch) => ({ id: branch.id, name: branch.name })),
  };
}
