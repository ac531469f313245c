import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { initialSessionState } from '../features/session/sessionSlice';
import { renderWithProviders } from '../testing/renderWithProviders';
import { aUser, signedInSession } from '../testing/sessionFixtures';
import { AppRoutes } from './router';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

const app = (
  <>
    <AppRoutes />
    <LocationProbe />
  </>
);

describe('route guards', () => {
  it('asks a signed-out visitor of a private page to sign in, with the login modal', async () => {
    await renderWithProviders(app, { route: '/profile' });
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    // Behind the modal, the page says what it needs (hidden from assistive tech while it is open).
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to continue', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/profile');
  });

  it('sends a merchant who has not finished onboarding to their current step', async () => {
    await renderWithProviders(app, {
      route: '/dashboard',
      preloadedState: { session: { ...signedInSession(), onboardingStep: 2 } },
    });
    expect(await screen.findByLabelText('location')).toHaveTextContent('/merchant/request');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merchant Request' }),
    ).toBeInTheDocument();
  });

  it('lets a merchant who finished onboarding reach the dashboard', async () => {
    await renderWithProviders(app, {
      route: '/dashboard',
      preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('never shows merchant onboarding to a customer', async () => {
    await renderWithProviders(app, {
      route: '/merchant/subscription',
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    expect(await screen.findByLabelText('location')).toHaveTextContent('/dashboard');
  });

  it('keeps customers out of merchant-only pages', async () => {
    await renderWithProviders(app, {
      route: '/stores',
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    expect(await screen.findByLabelText('location')).toHaveTextContent('/dashboard');
  });

  it('leaves public pages open to everyone', async () => {
    await renderWithProviders(app, {
      route: '/stores/abc',
      preloadedState: {
        session: { ...initialSessionState, _persist: { version: 1, rehydrated: true } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Store' })).toBeInTheDocument();
  });
});
