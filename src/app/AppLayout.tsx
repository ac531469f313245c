import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { LoadErrorBoundary } from '../components/LoadErrorBoundary';
import { PageLoadError } from '../components/PageLoadError';
import { Navbar } from '../components/layout/Navbar';
import { selectUser } from '../features/session/sessionSlice';
import { useAppSelector } from './hooks';
import { lazyPage } from './lazyPage';
import { LoginDialogContext, type OpenLogin } from './loginDialog';
import { useLogout } from './useLogout';
import { retryableLazy } from '../lib/retryableLazy';
import { useScrollOnNavigate } from './useScrollOnNavigate';

// The footer is below the fold on every page; it loads right after the page itself.
const Footer = retryableLazy(() => import('../components/layout/Footer').then((m) => m.Footer));

/** The layout's own chunks, which the prerendered landing page has in its HTML (see boot.tsx). */
export const preloadLayout = () => Footer.preload();

// Shown only in demo mode, so it loads only then.
const DemoModeBanner = retryableLazy(() =>
  import('./DemoModeBanner').then((m) => m.DemoModeBanner),
);

const nothing = () => null;

// The login dialog (Formik, Yup, XState) loads when it is first opened.
const LoginModal = lazyPage(() => import('../features/onboarding/LoginModal'), 'LoginModal');

/** Every page: the navigation bar, the page (loaded on demand), the footer. */
export function AppLayout() {
  const user = useAppSelector(selectUser);
  const isDemo = useAppSelector((state) => state.session.isDemo);
  const logout = useLogout();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginWanted, setLoginWanted] = useState(false);
  const [loginOpens, setLoginOpens] = useState(0);
  const [returnTo, setReturnTo] = useState<string | undefined>();
  const { pathname } = useLocation();
  useScrollOnNavigate();

  const openLogin = useCallback<OpenLogin>((target) => {
    setReturnTo(target);
    setLoginWanted(true);
    setLoginOpen(true);
    setLoginOpens((count) => count + 1);
  }, []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Navbar user={user} onSignIn={() => openLogin()} onLogout={() => void logout()} />
      {/* Parts around the page that fail to load are left out rather than blank the app. */}
      {isDemo && (
        <LoadErrorBoundary fallback={nothing}>
          <Suspense fallback={null}>
            <DemoModeBanner />
          </Suspense>
        </LoadErrorBoundary>
      )}
      {loginWanted && (
        // Opening the dialog again tries its code again.
        <LoadErrorBoundary fallback={nothing} resetKey={loginOpens}>
          <Suspense fallback={null}>
            <LoginModal open={loginOpen} onClose={closeLogin} returnTo={returnTo} />
          </Suspense>
        </LoadErrorBoundary>
      )}
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <LoginDialogContext.Provider value={openLogin}>
          <LoadErrorBoundary
            resetKey={pathname}
            fallback={(error, retry) => <PageLoadError error={error} onRetry={retry} />}
          >
            {/* A boundary per path: React shows a new boundary's fallback even during the
                router's transition, instead of keeping the old page with no sign of work. */}
            <Suspense key={pathname} fallback={<FullScreenLoader />}>
              <Outlet />
            </Suspense>
          </LoadErrorBoundary>
        </LoginDialogContext.Provider>
      </Box>
      <LoadErrorBoundary fallback={nothing} resetKey={pathname}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </LoadErrorBoundary>
    </Box>
  );
}
