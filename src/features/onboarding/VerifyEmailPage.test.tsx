import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadApi } from '../../app/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { DEMO_STEP_STATUS } from './demoSession';
import { VerifyEmailPage } from './VerifyEmailPage';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
afterEach(() => jest.useRealTimers());

function LocationProbe() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

const customer = aUser({ role_id: 'user', email: 'lina@example.com', email_verified: false });
const merchant = aUser({ role_id: 'merchant', email: 'omar@example.com', email_verified: false });

const renderPage = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/merchant/verify-email" element={<VerifyEmailPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/merchant/verify-email', ...options },
  );

const codeBoxes = () => screen.getByRole('group', { name: 'Verification code' });

function answerVerify(status: number, body: object) {
  const sent: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('/auth/verify-email'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

describe('email verification', () => {
  it('submits a pasted code and sends a customer to the dashboard', async () => {
    const sent = answerVerify(200, {
      success: true,
      data: { user: { ...customer, email_verified: true }, merchant: null },
    });
    const user = userEvent.setup();
    const { store } = await renderPage({ preloadedState: { session: signedInSession(customer) } });
    expect(screen.getByText('lina@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    expect(await screen.findByText('At /dashboard')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'lina@example.com', otp: '123456' }]);
    expect(notify).toHaveBeenCalledWith('Email verified', 'success');
    expect(store.getState().session.user?.email_verified).toBe(true);
  });

  it('hands a verified merchant to onboarding, which opens the merchant request', async () => {
    answerVerify(200, { success: true, data: { user: merchant, merchant: null } });
    const done = { ...DEMO_STEP_STATUS.step_details.step_1, completed: true };
    mswServer.use(
      http.get(apiUrl('/onboarding/step-status'), () =>
        HttpResponse.json({
          success: true,
          data: {
            ...DEMO_STEP_STATUS,
            step_details: { ...DEMO_STEP_STATUS.step_details, step_1: done },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    await renderPage({
      route: { pathname: '/merchant/verify-email', state: { email: 'omar@example.com' } },
      preloadedState: { session: signedInSession(merchant) },
    });
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('654321');
    expect(await screen.findByText('At /merchant/request')).toBeInTheDocument();
  });

  it('sends EMAIL_VERIFIED when a cached step status first returns the merchant to this step', async () => {
    answerVerify(200, { success: true, data: { user: merchant, merchant: null } });
    let fetches = 0;
    const done = { ...DEMO_STEP_STATUS.step_details.step_1, completed: true };
    mswServer.use(
      http.get(apiUrl('/onboarding/step-status'), () => {
        fetches += 1;
        return HttpResponse.json({
          success: true,
          data: {
            ...DEMO_STEP_STATUS,
            step_details: { ...DEMO_STEP_STATUS.step_details, step_1: done },
          },
        });
      }),
    );
    const user = userEvent.setup();
    await renderPage({
      preloadedState: {
        session: {
          ...signedInSession(merchant),
          stepStatus: DEMO_STEP_STATUS,
          stepStatusLastFetched: Date.now(),
        },
      },
    });
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('654321');
    expect(await screen.findByText('At /merchant/request')).toBeInTheDocument();
    expect(fetches).toBe(1);
  });

  it('sends a visitor without a session, handed the email by sign-up, to sign in', async () => {
    const sent = answerVerify(200, { success: true, data: { user: customer, merchant: null } });
    const user = userEvent.setup();
    const { store } = await renderPage({
      route: { pathname: '/merchant/verify-email', state: { email: 'lina@example.com' } },
    });
    expect(screen.getByText('lina@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    expect(await screen.findByText('At /')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('Please sign in to continue.', 'info');
    expect(store.getState().session.user).toBeNull();
  });

  it("shows the server's wrong-code message, with the attempts left, under the code", async () => {
    answerVerify(400, {
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'That code is not right. 4 attempts left.',
    });
    const user = userEvent.setup();
    await renderPage({ preloadedState: { session: signedInSession(customer) } });
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('111111');
    await waitFor(() =>
      expect(codeBoxes()).toHaveAccessibleDescription('That code is not right. 4 attempts left.'),
    );
    expect(screen.getByRole('heading', { name: 'Email Verification' })).toBeInTheDocument();
    expect(screen.queryByText(/^At \//)).not.toBeInTheDocument();
  });

  it.each([
    [
      429,
      { success: false, code: 'RATE_LIMITED', message: 'Too many attempts.' },
      /Request a new code below/,
    ],
    [
      400,
      { success: false, code: 'OTP_EXPIRED', message: 'This code has expired.' },
      /has expired. Request a new code/,
    ],
  ])('explains a %s answer for a dead or expired code', async (status, body, shown) => {
    answerVerify(status, body);
    const user = userEvent.setup();
    await renderPage({ preloadedState: { session: signedInSession(customer) } });
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('222222');
    await waitFor(() => expect(codeBoxes()).toHaveAccessibleDescription(shown));
  });

  it('asks for the email when neither the session nor the link has it', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your email')).toBeInTheDocument();
    // No code was just sent to an unknown address: resending waits only for an email.
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Email/), 'lina@example.com');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('counts down 60 seconds before a new code can be requested, then again after it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const resent: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('/auth/resend-otp'), async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'We sent you a new code.', data: null });
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderPage({
      route: { pathname: '/merchant/verify-email', state: { email: 'sam@example.com' } },
    });
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(18_000));
    expect(screen.getByRole('button', { name: 'Resend code in 42 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(42_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    expect(resent).toEqual([{ email: 'sam@example.com' }]);
    expect(notify).toHaveBeenCalledWith('We sent you a new code.', 'success');
  });
  it("waits as long as the server's Retry-After says when it refuses a resend", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    mswServer.use(
      http.post(apiUrl('/auth/resend-otp'), () =>
        HttpResponse.json(
          { success: false, code: 'RATE_LIMITED', message: 'Please wait before asking again.' },
          { status: 429, headers: { 'Retry-After': '17' } },
        ),
      ),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // No code was just sent from this page, so the button is ready; another tab sent one.
    await renderPage();
    await user.type(screen.getByLabelText(/Email/), 'lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 17 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(17_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});
