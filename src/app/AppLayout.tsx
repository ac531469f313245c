import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { Navbar } from '../components/layout/Navbar';
import { selectUser } from '../features/session/sessionSlice';
import { useAppSelector } from './hooks';
import { lazyPage } from './lazyPage';
import { LoginDialogContext, type OpenLogin } from './loginDialog';
import { useLogout } from './useLogout';
import { useScrollOnNavigate } from './useScrollOnNavigate';

// The footer is below the fold on every page; it loads right after the page itself.
const Footer = lazy(() =>
  import('../components/layout/Footer').then((m) => ({ default: m.Footer })),
);

// Shown only in demo mode, so it loads only then.
const DemoModeBanner = lazy(() =>
  import('./DemoModeBanner').then((m) => ({ default: m.DemoModeBanner })),
);

// The login dialog (Formik, Yup, XState) loads when it is first opened.
const LoginModal = lazyPage(() => import('../features/onboarding/LoginModal'), 'LoginModal');

/** Every page: the navigation bar, the page (loaded on demand), the footer. */
export function AppLayout() {
  const user = useAppSelector(selectUser);
  const isDemo = useAppSelector((state) => state.session.isDemo);
  const logout = useLogout();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginWanted, setLoginWanted] = useState(false);
  const [returnTo, setReturnTo] = useState<string | undefined>();
  useScrollOnNavigate();

  const openLogin = useCallback<OpenLogin>((target) => {
    setReturnTo(target);
    setLoginWanted(true);
    setLoginOpen(true);
  }, []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Navbar user={user} onSignIn={() => openLogin()} onLogout={() => void logout()} />
      {isDemo && (
        <Suspense fallback={null}>
          <DemoModeBanner />
        </Suspense>
      )}
      {loginWanted && (
        <Suspense fallback={null}>
          <LoginModal open={loginOpen} onClose={closeLogin} returnTo={returnTo} />
        </Suspense>
      )}
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <LoginDialogContext.Provider value={openLogin}>
          <Suspense fallback={<FullScreenLoader />}>
            <Outlet />
          </Suspense>
        </LoginDialogContext.Provider>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
