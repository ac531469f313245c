import type { StaffMember, StaffRole } from '../../api/staff';

// docs/product.md, "Staff": how a person's role, branches and standing read on the store page.

export const ROLE_LABELS: Record<StaffRole | 'owner', string> = {
  owner: 'Owner',
  manager: 'Manager',
  cashier: 'Cashier',
};

/** What each role may do, said where the role is chosen. */
export const ROLE_HELP: Record<StaffRole, string> = {
  manager: 'Runs the store: reward cards, branches, staff and numbers. No billing.',
  cashier: 'Works the counter: looks up customers, stamps, redeems and undoes their own taps.',
};

/** A date of the API in the viewer's locale ("27 Nov 2026", "Nov 27, 2026"). */
export const formatStaffDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/** "All branches", or the names of the chosen ones in the store's order. */
export function branchesText(branchIds: string[], branches: { id: string; name: string }[]) {
  if (branchIds.length === 0) return 'All branches';
  const names = branches.filter(({ id }) => branchIds.includes(id)).map(({ name }) => name);
  return names.length > 0 ? names.join(', ') : 'All branches';
}

/** The line under a person's name: where their invitation or membership stands, with its date. */
export function standingText(member: StaffMember): string {
  switch (member.status) {
    case 'active':
      return member.accepted_at ? `Joined ${formatStaffDate(member.accepted_at)}` : 'Active';
    case 'invited':
      return member.expires_at
        ? `Invited ${formatStaffDate(member.invited_at)} · expires ${formatStaffDate(member.expires_at)}`
        : `Invited ${formatStaffDate(member.invited_at)}`;
    case 'expired':
      return member.expires_at
        ? `Invitation expired ${formatStaffDate(member.expires_at)}`
        : 'Invitation expired';
  }
}

export const STATUS_LABELS: Record<StaffMember['status'], string> = {
  active: 'Active',
  invited: 'Invited',
  expired: 'Expired',
};
