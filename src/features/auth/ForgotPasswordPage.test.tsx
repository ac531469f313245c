import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ForgotPasswordPage } from './ForgotPasswordPage';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
beforeEach(() => jest.mocked(notify).mockClear());

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/forgot-password' },
  );

describe('forgot password', () => {
  it('asks for a valid email', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'no-at-sign');
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
  });

  it('confirms in words that reveal nothing, then opens the reset form for that email', async () => {
    let sent: unknown;
    mswServer.use(
      http.post(apiUrl('/auth/forgot-password'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'Check your inbox.', data: null });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByLabelText(/Email/), 'lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('At /reset-password with lina@example.com')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'lina@example.com' });
    expect(notify).toHaveBeenCalledWith(
      'If an account exists for that email, we sent a code',
      'info',
    );
  });

  it('says so when the server cannot be reached', async () => {
    mswServer.use(http.post(apiUrl('/auth/forgot-password'), () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByLabelText(/Email/), 'lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/can't reach the server/)).toBeInTheDocument();
  });

  it('stays, and says when a code can be asked for again, when the last one was asked for a moment ago', async () => {
    const tooSoon =
      'A code was asked for this email less than a minute ago. You can ask again in 42 seconds.';
    mswServer.use(
      http.post(apiUrl('/auth/forgot-password'), () =>
        HttpResponse.json(
          { success: false, code: 'RATE_LIMITED', message: tooSoon },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByLabelText(/Email/), 'lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooSoon);
    expect(screen.getByRole('button', { name: /^Send code in (42|41) s$/ })).toBeDisabled();
    expect(screen.queryByText(/^At /)).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    // The code sent a moment ago is still the one to use.
    expect(screen.getByRole('link', { name: 'I already have a code' })).toBeInTheDocument();
  });
});
