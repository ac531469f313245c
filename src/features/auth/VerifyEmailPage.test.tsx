import { act, screen, waitFor } from '@testing-library/react';
import { forgetInvitation, rememberInvitation } from '../../lib/pendingInvitation';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { DEMO_STEP_STATUS } from '../onboarding/demoSession';
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
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/merchant/verify-email', onboarding: true, ...options },
  );

beforeEach(() => answerFacts({}));

const WRONG_CODE =
  'That code is not right or has expired. Check the latest email, or request a new code.';
const wrongCodeAnswer = {
  success: false,
  code: 'VALIDATION_ERROR',
  message: WRONG_CODE,
  errors: { otp: [WRONG_CODE] },
};

const codeBoxes = () => screen.getByRole('group', { name: 'Verification code' });

interface CodeOnServer {
  code?: 'live' | 'expired' | 'used_up' | 'none';
  /** Seconds from the answer: until the code expires, until a resend is allowed. */
  expiresIn?: number;
  resendIn?: number;
  attemptsLeft?: number;
}

/** `GET /auth/verification`, each answer in turn (the last one repeats). */
function answerFacts(...answers: CodeOnServer[]) {
  let calls = 0;
  mswServer.use(
    http.get(apiUrl('/auth/verification'), () => {
      const {
        code = 'live',
        expiresIn = 600,
        resendIn = 60,
        attemptsLeft = 5,
      } = answers[Math.min(calls, answers.length - 1)] ?? {};
      calls += 1;
      // The server's clock is an hour off this browser's: only the gaps may count.
      const now = Date.now() + 3_600_000;
      const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
      return HttpResponse.json({
        success: true,
        data: {
          email: 'someone@example.com',
          email_verified: false,
          code,
          expires_at: code === 'live' ? at(expiresIn) : null,
          attempts_left: code === 'live' ? attemptsLeft : 0,
          resend_available_at: at(Math.max(0, resendIn)),
          checked_at: at(0),
        },
      });
    }),
  );
  return () => calls;
}

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

  it('sends a new customer who came from a staff invitation back to it', async () => {
    answerVerify(200, {
      success: true,
      data: { user: { ...customer, email_verified: true }, merchant: null },
    });
    rememberInvitation('tok-123');
    const user = userEvent.setup();
    await renderPage({ preloadedState: { session: signedInSession(customer) } });
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    expect(await screen.findByText('At /staff/accept?token=tok-123')).toBeInTheDocument();
    forgetInvitation();
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

  it("shows the server's wrong-code message under the code, and the tries left", async () => {
    answerVerify(400, wrongCodeAnswer);
    answerFacts({}, { attemptsLeft: 4, expiresIn: 540 });
    const user = userEvent.setup();
    await renderPage({ preloadedState: { session: signedInSession(customer) } });
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('111111');
    await waitFor(() => expect(codeBoxes()).toHaveAccessibleDescription(WRONG_CODE));
    expect(await screen.findByText(/It works for 9 minutes\. 4 tries left\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email Verification' })).toBeInTheDocument();
    expect(screen.queryByText(/^At \//)).not.toBeInTheDocument();
  });

  it('costs one try per code: Verify after the sixth digit sends the same code no second time', async () => {
    const sent = answerVerify(400, wrongCodeAnswer);
    answerFacts({}, { attemptsLeft: 4, expiresIn: 540 });
    const user = userEvent.setup();
    await renderPage({ preloadedState: { session: signedInSession(customer) } });
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('11111');
    await user.keyboard('1');
    await waitFor(() => expect(codeBoxes()).toHaveAccessibleDescription(WRONG_CODE));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/4 tries left\./)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'lina@example.com', otp: '111111' }]);
    // Said once, in the form: no toast to carry the error to the next page.
    expect(notify).not.toHaveBeenCalledWith(WRONG_CODE, 'error');
    expect(codeBoxes()).toHaveAccessibleDescription(WRONG_CODE);

    // A corrected code is a new try.
    const corrected = answerVerify(200, {
      success: true,
      data: { user: { ...customer, email_verified: true }, merchant: null },
    });
    await user.click(screen.getByRole('textbox', { name: 'Digit 6 of 6' }));
    await user.keyboard('2');
    expect(await screen.findByText('At /dashboard')).toBeInTheDocument();
    expect(corrected).toEqual([{ email: 'lina@example.com', otp: '111112' }]);
  });

  it('says a code was sent, and for how long it works, when the server has a live one', async () => {
    answerFacts({ code: 'live', expiresIn: 5 * 60, resendIn: 0 });
    await renderPage({ preloadedState: { session: signedInSession(customer) } });
    expect(
      await screen.findByText(/We sent a 6-digit code to .* It works for 5 minutes\./),
    ).toHaveTextContent('lina@example.com');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('says the code expired, not that one was sent, when signing in long after sign-up', async () => {
    answerFacts({ code: 'expired', resendIn: 0 });
    await renderPage({ preloadedState: { session: signedInSession(merchant) } });
    expect(await screen.findByText(/has expired\. Send a new one below\./)).toHaveTextContent(
      'omar@example.com',
    );
    expect(screen.queryByText(/We sent/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it("counts down from the server's resend time, not a fresh minute on every load", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    answerFacts({ code: 'live', expiresIn: 582, resendIn: 42 });
    await renderPage({ preloadedState: { session: signedInSession(customer) } });
    expect(await screen.findByRole('button', { name: 'Resend code in 42 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(42_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('enables Resend, and says why, once five wrong codes used the code up', async () => {
    answerVerify(400, wrongCodeAnswer);
    answerFacts({ code: 'live', attemptsLeft: 1, resendIn: 40 }, { code: 'used_up', resendIn: 0 });
    const user = userEvent.setup();
    await renderPage({ preloadedState: { session: signedInSession(customer) } });
    expect(await screen.findByText(/1 try left\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in 4\d s/ })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('333333');
    expect(await screen.findByText(/Too many wrong codes/)).toHaveTextContent(
      'Too many wrong codes: the code sent to lina@example.com no longer works. Send a new one below.',
    );
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('does not claim a code was sent in demo mode, and asks the server nothing', async () => {
    const asked = answerFacts({});
    const pending = aUser({
      role_id: 'merchant',
      email: 'pending@demo.test',
      email_verified: false,
    });
    await renderPage({
      preloadedState: { session: { ...signedInSession(pending), isDemo: true } },
    });
    expect(screen.getByText(/Demo mode: .* no code was sent to/)).toHaveTextContent(
      "Demo mode: the server can't be reached, so no code was sent to pending@demo.test.",
    );
    expect(screen.queryByText(/We sent/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(asked()).toBe(0);
  });

  it('shows a refused check (too many tries from this address) above the form', async () => {
    answerVerify(429, {
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 40 seconds.',
    });
    const user = userEvent.setup();
    await renderPage({ preloadedState: { session: signedInSession(customer) } });
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('222222');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 40 seconds.',
    );
  });

  it('asks for the email when neither the session nor the link has it', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your email')).toBeInTheDocument();
    // Nothing is known of a code sent to an unknown address: resending waits only for an email.
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Email/), 'lina@example.com');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('lets a visitor who came by link resend at once, then counts down a minute', async () => {
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
    // Not signed in: the page cannot know what was sent, so it claims nothing.
    expect(screen.getByText(/from your latest email to/)).toHaveTextContent(
      'Enter the 6-digit code from your latest email to sam@example.com. A code works for 10 minutes.',
    );
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(18_000));
    expect(screen.getByRole('button', { name: 'Resend code in 42 s' })).toBeDisabled();
    expect(resent).toEqual([{ email: 'sam@example.com' }]);
    expect(notify).toHaveBeenCalledWith('We sent you a new code.', 'success');
  });

  it('after a resend, says the new code was sent and counts a minute down', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    answerFacts({ code: 'expired', resendIn: 0 });
    mswServer.use(
      http.post(apiUrl('/auth/resend-otp'), () =>
        HttpResponse.json({ success: true, message: 'A new code is on its way.' }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderPage({ preloadedState: { session: signedInSession(customer) } });
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'It works for 10 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
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

  describe('a customer’s code page', () => {
    const renderBoth = (route: string, session = signedInSession(customer)) =>
      renderWithProviders(
        <Routes>
          <Route path="/merchant/verify-email" element={<VerifyEmailPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>,
        { route, onboarding: true, preloadedState: { session } },
      );

    it('is at /verify-email: a customer who opens the merchant’s step 1 is moved there', async () => {
      await renderBoth('/merchant/verify-email');
      expect(
        await screen.findByRole('heading', { name: 'Email Verification' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Confirm your email address to start collecting rewards.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Step 1 of 3/)).not.toBeInTheDocument();
    });

    it('offers "Wrong email? Change it", which signs the unverified account out to sign up again', async () => {
      const user = userEvent.setup();
      const { store } = await renderBoth('/verify-email');
      expect(screen.getByText(/Wrong email\?/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Change it' }));
      expect(await screen.findByText('At /register')).toBeInTheDocument();
      expect(store.getState().session.user).toBeNull();
    });

    it('is never shown again once the email is verified: the dashboard instead', async () => {
      await renderBoth(
        '/verify-email',
        signedInSession(aUser({ role_id: 'user', email_verified: true })),
      );
      expect(await screen.findByText('At /dashboard')).toBeInTheDocument();
    });
  });
});
