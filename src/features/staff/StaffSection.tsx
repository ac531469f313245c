import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { useGetStoreStaffQuery, type StaffMember } from '../../api/staff';
import { EmptyState } from '../../components/EmptyState';
import { EditStaffDialog } from './EditStaffDialog';
import { InviteStaffDialog } from './InviteStaffDialog';
import { RemoveStaffDialog } from './RemoveStaffDialog';
import { StaffRow } from './StaffRow';

interface StaffSectionProps {
  store: { id: string; name: string };
  branches: { id: string; name: string }[];
}

type Editing =
  | { kind: 'invite' }
  | { kind: 'edit'; member: StaffMember }
  | { kind: 'remove'; member: StaffMember };

/**
 * A store's staff and open invitations, for its owner and its managers (docs/product.md, "Staff"):
 * invite, change a role or branches, remove or withdraw.
 */
export function StaffSection({ store, branches }: StaffSectionProps) {
  const staff = useGetStoreStaffQuery(store.id);
  const [editing, setEditing] = useState<Editing | null>(null);
  const members = staff.data ?? [];
  const invite = () => setEditing({ kind: 'invite' });

  return (
    <Stack component="section" aria-labelledby="staff-title" spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="staff-title" variant="h5" component="h2">
          Staff
        </Typography>
        {members.length > 0 && (
          <Button startIcon={<PersonAddAlt1Outlined />} onClick={invite}>
            Invite someone
          </Button>
        )}
      </Stack>
      {staff.isLoading ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading the staff" />
      ) : staff.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void staff.refetch()}>
              Try again
            </Button>
          }
        >
          The staff could not be loaded.
        </Alert>
      ) : members.length === 0 ? (
        <EmptyState
          icon={<GroupAddOutlined />}
          title="Work with your team"
          description="Invite a cashier to stamp cards at the counter with their own login, or a manager to run the store with you. Every stamp shows who made it. Staff is free on every plan."
          action={
            <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={invite}>
              Invite someone
            </Button>
          }
        />
      ) : (
        <List disablePadding aria-label={`Staff of ${store.name}`}>
          {members.map((member) => (
            <StaffRow
              key={member.id}
              member={member}
              branches={branches}
              onEdit={() => setEditing({ kind: 'edit', member })}
              onRemove={() => setEditing({ kind: 'remove', member })}
            />
          ))}
        </List>
      )}
      {editing?.kind === 'invite' && (
        <InviteStaffDialog
          storeId={store.id}
          storeName={store.name}
          branches={branches}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'edit' && (
        <EditStaffDialog
          storeId={store.id}
          member={editing.member}
          branches={branches}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'remove' && (
        <RemoveStaffDialog
          storeId={store.id}
          storeName={store.name}
          member={editing.member}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
