import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { StaffMember } from '../../api/staff';
import { ManagedListRow } from '../../components/ManagedListRow';
import { ROLE_LABELS, STATUS_LABELS, branchesText, standingText } from './staffFormat';

const STATUS_COLORS = { active: 'success', invited: 'info', expired: 'warning' } as const;

interface StaffRowProps {
  member: StaffMember;
  branches: { id: string; name: string }[];
  onEdit: () => void;
  onRemove: () => void;
}

/** One person or invitation: who, their role and branches, where they stand, and what to change. */
export function StaffRow({ member, branches, onEdit, onRemove }: StaffRowProps) {
  const who = member.name ?? member.email;
  return (
    <ManagedListRow
      titleId={`staff-${member.id}`}
      title={who}
      badges={
        <>
          <Chip size="small" label={ROLE_LABELS[member.role]} variant="outlined" />
          <Chip
            size="small"
            label={STATUS_LABELS[member.status]}
            color={STATUS_COLORS[member.status]}
          />
        </>
      }
      details={
        <>
          {member.name && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {branchesText(member.branch_ids, branches)} · {standingText(member)}
          </Typography>
        </>
      }
      actions={
        <>
          <Button size="small" onClick={onEdit} aria-label={`Change ${who}'s access`}>
            Change
          </Button>
          <Button
            size="small"
            color="error"
            onClick={onRemove}
            aria-label={
              member.status === 'active'
                ? `Remove ${who}`
                : `Withdraw the invitation to ${member.email}`
            }
          >
            {member.status === 'active' ? 'Remove' : 'Withdraw'}
          </Button>
        </>
      }
    />
  );
}
