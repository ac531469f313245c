import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { Branch } from '../../api/branches';
import { BranchCard } from './BranchCard';
import { BranchFormDialog } from './BranchFormDialog';
import { DeleteBranchDialog } from './DeleteBranchDialog';
import { useMinuteClock } from './useMinuteClock';

interface BranchesSectionProps {
  storeId: string;
  storeAddress: Parameters<typeof BranchFormDialog>[0]['storeAddress'];
  branches: Branch[];
  /** The owner's view: add, edit and delete. */
  editable: boolean;
}

type Editing =
  { kind: 'create' } | { kind: 'edit'; branch: Branch } | { kind: 'delete'; branch: Branch };

/** A store's branches with their hours and whether each is open now; the owner's editors. */
export function BranchesSection({
  storeId,
  storeAddress,
  branches,
  editable,
}: BranchesSectionProps) {
  const now = useMinuteClock();
  const [editing, setEditing] = useState<Editing | null>(null);
  if (!editable && branches.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="branches-title" spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="branches-title" variant="h5" component="h2">
          Branches
        </Typography>
        {editable && (
          <Button startIcon={<AddOutlined />} onClick={() => setEditing({ kind: 'create' })}>
            Add branch
          </Button>
        )}
      </Stack>
      {branches.length === 0 && (
        <Typography color="text.secondary">
          No branches yet. Add one so customers know where and when to come.
        </Typography>
      )}
      <Grid container spacing={2}>
        {branches.map((branch) => (
          <Grid key={branch.id} size={{ xs: 12, md: 6 }}>
            <BranchCard
              branch={branch}
              now={now}
              actions={
                editable && (
                  <>
                    <Button
                      size="small"
                      aria-label={`Edit ${branch.name}`}
                      onClick={() => setEditing({ kind: 'edit', branch })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Delete ${branch.name}`}
                      onClick={() => setEditing({ kind: 'delete', branch })}
                    >
                      Delete
                    </Button>
                  </>
                )
              }
            />
          </Grid>
        ))}
      </Grid>
      {(editing?.kind === 'create' || editing?.kind === 'edit') && (
        <BranchFormDialog
          storeId={storeId}
          storeAddress={storeAddress}
          branch={editing.kind === 'edit' ? editing.branch : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteBranchDialog
          storeId={storeId}
          branch={editing.branch}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
