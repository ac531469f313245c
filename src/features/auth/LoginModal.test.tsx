import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadApi } from '../../shared/apiLoader';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { aUser } from '../../testing/sessionFixtures';
import type { RoleId } from '../../session/sessionTypes';
import { DEMO_STEP_STATUS } from '../onboarding/demoSession';
import { LoginModal } from './LoginModal';

installMswServer();
beforeAll(() => loadApi());

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

async function openModal(onClose = jest.fn()) {
  const view = await renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<LoginModal open onClose={onClose} />} />
      </Routes>
      <Where />
    </>,
    { onboarding: true },
  );
  return { ...view, onClose };
}

const tokens = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  access_expires_at: '2099-01-01T00:00:00.000Z',
  refresh_expires_at: '2099-01-01T00:00:00.000Z',
};

async function fillAndSubmit(email = 'amira@example.com', password = 'secret-pass-1') {
  await userEvent.type(screen.getByLabelText('Email Address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the login modal', () => {
  it('is titled "Welcome Back" with Email Address and a Password that can be shown', async () => {
    await openModal();
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says "Invalid email address" and "Password is required"', async () => {
    await openModal();
    await userEvent.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('signs in: "Signing in...", "Login successful!", then the current step', async () => {
    mswServer.use(
      http.post(apiUrl('/auth/login'), async () => {
        await delay(400); // long enough to see the busy label under a loaded CI machine
        return HttpResponse.json({
          success: true,
          message: 'Login successful!',
          pending_verification: false,
          data: { user: aUser(), merchant: null, tokens },
        });
      }),
      http.get(apiUrl('/onboarding/step-status'), () =>
        HttpResponse.json({
          success: true,
          data: {
            ...DEMO_STEP_STATUS,
            step_details: {
              ...DEMO_STEP_STATUS.step_details,
              step_1: { ...DEMO_STEP_STATUS.step_details.step_1, completed: true },
            },
          },
        }),
      ),
    );
    const { store, onClose } = await openModal();
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/merchant/request'),
    );
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().session).toMatchObject({ accessToken: 'access-1', onboardingStep: 2 });
  });

  it.each<RoleId>(['user', 'admin'])(
    'takes a %s straight to the dashboard, without asking for merchant steps',
    async (role) => {
      const stepStatusAsked: string[] = [];
      mswServer.use(
        http.post(apiUrl('/auth/login'), () =>
          HttpResponse.json({
            success: true,
            message: 'Login successful!',
            pending_verification: false,
            data: { user: aUser({ role_id: role }), merchant: null, tokens },
          }),
        ),
        // What the server answers anyone but a merchant (docs/api.md).
        http.get(apiUrl('/onboarding/step-status'), ({ request }) => {
          stepStatusAsked.push(request.url);
          return HttpResponse.json(
            { success: false, code: 'FORBIDDEN', message: 'Your account cannot do this.' },
            { status: 403 },
          );
        }),
      );
      await openModal();
      await fillAndSubmit();
      expect(await screen.findByText('Login successful!')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard'),
      );
      expect(stepStatusAsked).toEqual([]);
      expect(screen.queryByText('Your account cannot do this.')).not.toBeInTheDocument();
    },
  );

  it('sends an unverified merchant to verify their email', async () => {
    mswServer.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({
          success: true,
          pending_verification: true,
          data: { user: aUser({ email_verified: false }), merchant: null, tokens },
        }),
      ),
    );
    await openModal();
    await fillAndSubmit();
    expect(await screen.findByText('Please verify your email to continue')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/merchant/verify-email'),
    );
  });

  it('says "Login failed. Please check your credentials." on a wrong password, once', async () => {
    mswServer.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json(
          { success: false, code: 'UNAUTHENTICATED', message: 'Invalid email or password.' },
          { status: 401 },
        ),
      ),
    );
    const { onClose } = await openModal();
    await fillAndSubmit();
    expect(
      await screen.findByText('Login failed. Please check your credentials.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to demo mode when the server is unreachable', async () => {
    mswServer.use(http.post(apiUrl('/auth/login'), () => HttpResponse.error()));
    const { store } = await openModal();
    await fillAndSubmit('visitor@example.com');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard'));
    expect(store.getState().session).toMatchObject({
      isDemo: true,
      accessToken: 'demo-access-token',
    });
    expect(store.getState().session.user?.role_id).toBe('demo');
  });

  it('closes and resets from the close button, and Sign up goes to /register', async () => {
    const { onClose } = await openModal();
    await userEvent.type(screen.getByLabelText('Email Address'), 'typed@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('location')).toHaveTextContent('/register');
  });
});
