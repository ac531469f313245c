import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { useGetMyWorkplacesQuery, type Workplace } from '../../api/staff';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { paths } from '../../shared/paths';
import { readCounterPlace, resolveCounterPlace, writeCounterPlace } from './counterPlace';
import { ROLE_LABELS } from './staffFormat';

/** Where the scanner stamps: the store and the branch chosen here. */
export interface CounterChoice {
  store: { id: string; name: string };
  branchId?: string;
}

interface CounterPageProps {
  /** The app's scanner button for the chosen store and branch (a feature may not import another). */
  scanAction: (choice: CounterChoice) => ReactNode;
  /** What a manager also gets for the store: the app's per-person figures. */
  managerContent?: (workplace: Workplace) => ReactNode;
  /** What everyone gets for the chosen store: the app's counter PIN card (counter mode). */
  personalContent?: (workplace: Workplace) => ReactNode;
}

/** A manager's other pages of the store, which their bar (a customer's) does not list. */
const managerLinks = (storeId: string): [label: string, to: string][] => [
  ['Cards, branches and staff', paths.storeDetail(storeId)],
  ['Customers', paths.customers(storeId)],
  ['Automations', paths.automations(storeId)],
];

/**
 * `/counter`, where staff work (docs/product.md, "Staff"): the store and branch to stamp at, when
 * there is a choice, then the scanner. A manager also finds the store's page (cards, branches,
 * staff) and its numbers here.
 */
export function CounterPage({ scanAction, managerContent, personalContent }: CounterPageProps) {
  const workplaces = useGetMyWorkplacesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remembered, setRemembered] = useState(readCounterPlace);
  const places = workplaces.data ?? [];
  const { workplace, branch } = resolveCounterPlace(places, remembered);
  const choose = (change: { storeId?: string; branchId?: string }) => {
    const next = { ...remembered, ...change };
    setRemembered(next);
    writeCounterPlace(next);
  };

  let content: ReactNode;
  if (workplaces.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void workplaces.refetch()}>
            Try again
          </Button>
        }
      >
        We couldn’t load where you work.
      </Alert>
    );
  } else if (workplaces.isLoading) {
    content = (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3 }}>
        <CircularProgress size={24} />
        <Typography>Loading where you work...</Typography>
      </Box>
    );
  } else if (!workplace) {
    content = (
      <EmptyState
        icon={<BadgeOutlined />}
        title="You’re not on a store’s staff"
        description="When a store invites you, open the link in the invitation email to join it. Its counter then opens here."
        action={
          <Button variant="outlined" component={RouterLink} to={paths.dashboard()}>
            Go to my dashboard
          </Button>
        }
      />
    );
  } else {
    content = (
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {places.length > 1 && (
                <TextField
                  select
                  fullWidth
                  label="Store"
                  value={workplace.store.id}
                  onChange={(event) => choose({ storeId: event.target.value, branchId: undefined })}
                >
                  {places.map(({ store, role }) => (
                    <MenuItem key={store.id} value={store.id}>
                      {store.name} · {ROLE_LABELS[role]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {workplace.branches.length > 1 && branch && (
                <TextField
                  select
                  fullWidth
                  label="Branch"
                  value={branch.id}
                  onChange={(event) => choose({ branchId: event.target.value })}
                >
                  {workplace.branches.map(({ id, name }) => (
                    <MenuItem key={id} value={id}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
            <Typography>
              {`You work at ${workplace.store.name}${branch ? `, ${branch.name}` : ''} as ${ROLE_LABELS[workplace.role].toLowerCase()}.`}
            </Typography>
            <Box>{scanAction({ store: workplace.store, branchId: branch?.id })}</Box>
          </Stack>
        </Paper>
        {personalContent?.(workplace)}
        {workplace.role === 'manager' && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {managerLinks(workplace.store.id).map(([label, to]) => (
                <Button key={to} variant="outlined" component={RouterLink} to={to}>
                  {label}
                </Button>
              ))}
            </Stack>
            {managerContent?.(workplace)}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <PageFrame title="Counter" subtitle="Scan a customer’s code to stamp their card.">
      {content}
    </PageFrame>
  );
}
