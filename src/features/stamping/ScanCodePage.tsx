import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import QrCode2 from '@mui/icons-material/QrCode2';
import { useAppSelector } from '../../shared/hooks';
import { paths } from '../../shared/paths';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useOpenLogin } from '../../lib/loginDialog';
import { selectUser } from '../../session/sessionSlice';
import { ScannerDialog } from './ScannerDialog';

/**
 * `/scan/:code`, the address a personal QR code encodes (docs/product.md, "Scanning a customer"):
 * a signed-in merchant gets the scanner with the code looked up; anyone else learns what the code
 * is, and nothing about whose it is.
 */
export function ScanCodePage() {
  const { code = '' } = useParams<{ code: string }>();
  const user = useAppSelector(selectUser);
  const isDemo = useAppSelector((state) => state.session.isDemo);
  if (user?.role_id === 'merchant' && !isDemo) return <MerchantScan code={code} />;
  return <WhatThisCodeIs signedIn={user !== null} />;
}

function MerchantScan({ code }: { code: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  return (
    <PageFrame title="Scan a customer" maxWidth="md">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Open the scanner
        </Button>
        <Button component={RouterLink} to={paths.dashboard()}>
          Back to dashboard
        </Button>
      </Stack>
      <ScannerDialog
        open={open}
        onClose={() => {
          setOpen(false);
          void navigate(paths.dashboard(), { replace: true });
        }}
        initialCode={code}
      />
    </PageFrame>
  );
}

function WhatThisCodeIs({ signedIn }: { signedIn: boolean }) {
  const openLogin = useOpenLogin();
  const location = useLocation();
  return (
    <PageFrame title="QRewards customer code" maxWidth="md">
      <EmptyState
        icon={<QrCode2 />}
        // docs/product.md, "Scanning a customer".
        title="This is a QRewards customer code."
        description="Show it at the counter of a participating store."
        action={
          signedIn ? (
            <Button variant="contained" component={RouterLink} to={paths.dashboard()}>
              Go to dashboard
            </Button>
          ) : (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
            >
              <Button variant="contained" onClick={() => openLogin(location.pathname)}>
                Sign In
              </Button>
              <Button variant="outlined" component={RouterLink} to={paths.stores()}>
                Find a participating store
              </Button>
            </Stack>
          )
        }
      />
    </PageFrame>
  );
}
