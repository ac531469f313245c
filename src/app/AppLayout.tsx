import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { LoadErrorBoundary } from '../components/LoadErrorBoundary';
import { Navbar } from '../components/layout/Navbar';
import { selectUser } from '../session/sessionSlice';
import { useAppSelector } from '../shared/hooks';
import { lazyPage } from '../shared/lazyPage';
import { LoginDialogContext, type OpenLogin } from '../lib/loginDialog';
import { registerShellOpener } from '../lib/shellHandOver';
import { navLinks } from './navigation';
import { useLogout } from '../session/useLogout';
import { retryableLazy } from '../lib/retryableLazy';
import { useScrollOnNavigate } from './useScrollOnNavigate';

// The footer (and its links) is below the fold on every page; it loads right after the page itself.
const Footer = retryableLazy(() => import('./AppFooter').then((m) => m.AppFooter));

/** The layout's own chunks, which the prerendered landing page has in its HTML (see boot.tsx). */
export const preloadLayout = () => Footer.preload();

// Shown only in demo mode, so it loads only then.
const DemoModeBanner = retryableLazy(() =>
  import('./DemoModeBanner').then((m) => m.DemoModeBanner),
);

// What a page whose code failed to load shows. Its own chunk loads once the layout is on screen, so
// it is here before it is needed, without weighing on the app start's budget (docs/performance.md).
// Should it fail too, the error reaches the root, whose last resort is a plain notice (boot.tsx).
const PageLoadError = retryableLazy(() =>
  import('../components/PageLoadError').then((m) => m.PageLoadError),
);

const nothing = () => null;

// The login dialog (Formik, Yup, XState) loads when it is first opened.
const LoginModal = lazyPage(() => import('../features/auth/LoginModal'), 'LoginModal');

// Carries out the onboarding machine's navigation; it loads (and starts the machine from the
// restored session) when someone is signed in or signing in, never for a plain visitor.
const OnboardingNavigator = lazyPage(
  () => import('../features/onboarding/OnboardingNavigator'),
  'OnboardingNavigator',
);

// Where the signed-in account works, for the bar's "Counter" (docs/product.md, "Staff"); it loads
// with the API, as the onboarding navigator does, and only for someone signed in.
const WorkplacesProbe = lazyPage(
  () => import(/* webpackChunkName: "staff" */ '../features/staff/WorkplacesProbe'),
  'WorkplacesProbe',
);

/** Every page: the navigation bar, the page (loaded on demand), the footer. */
export function AppLayout() {
  const user = useAppSelector(selectUser);
  const isDemo = useAppSelector((state) => state.session.isDemo);
  const logout = useLogout();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginWanted, setLoginWanted] = useState(false);
  const [returnTo, setReturnTo] = useState<string | undefined>();
  const [loginEmail, setLoginEmail] = useState<string | undefined>();
  const [loginInstant, setLoginInstant] = useState(false);
  const [worksSomewhere, setWorksSomewhere] = useState(false);
  const { pathname } = useLocation();
  useScrollOnNavigate();
  useEffect(() => {
    PageLoadError.preload().catch(() => undefined);
  }, []);

  const openLogin = useCallback<OpenLogin>((target, email) => {
    setReturnTo(target);
    setLoginEmail(email);
    setLoginInstant(false);
    setLoginWanted(true);
    setLoginOpen(true);
  }, []);
  // The landing page's prerendered login dialog hands over to this one when the app starts
  // (docs/adr/0005-landing-page-answers-before-the-app.md).
  useEffect(
    () =>
      registerShellOpener('login', {
        preload: () => LoginModal.preload(),
        open: () => {
          openLogin();
          setLoginInstant(true);
        },
      }),
    [openLogin],
  );
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Navbar
        links={navLinks(user, { counter: Boolean(user) && worksSomewhere })}
        onSignIn={() => openLogin()}
        onLogout={() => void logout()}
      />
      {/* Parts around the page that fail to load are left out rather than blank the app; another
          path tries them again. */}
      {isDemo && (
        <LoadErrorBoundary fallback={nothing}>
          <Suspense fallback={null}>
            <DemoModeBanner />
          </Suspense>
        </LoadErrorBoundary>
      )}
      {(user || loginWanted) && (
        <LoadErrorBoundary fallback={nothing} resetKey={pathname}>
          <Suspense fallback={null}>
            <OnboardingNavigator />
          </Suspense>
        </LoadErrorBoundary>
      )}
      {user && !isDemo && (
        <LoadErrorBoundary fallback={nothing} resetKey={pathname}>
          <Suspense fallback={null}>
            <WorkplacesProbe key={user.id} onChange={setWorksSomewhere} />
          </Suspense>
        </LoadErrorBoundary>
      )}
      {loginWanted && (
        <LoadErrorBoundary fallback={nothing} resetKey={pathname}>
          <Suspense fallback={null}>
            <LoginModal
              open={loginOpen}
              onClose={closeLogin}
              returnTo={returnTo}
              email={loginEmail}
              instant={loginInstant}
            />
          </Suspense>
        </LoadErrorBoundary>
      )}
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <LoginDialogContext.Provider value={openLogin}>
          <LoadErrorBoundary
            resetKey={pathname}
            fallback={(retry) => (
              <Suspense fallback={<FullScreenLoader />}>
                <PageLoadError onRetry={retry} />
              </Suspense>
            )}
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
