import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { stripeMock } from '../../../__mocks__/@stripe/stripe-js';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, clientConfig, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { SubscriptionPage } from './SubscriptionPage';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
jest.setTimeout(20_000);

function LocationProbe() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

const plan = (id: string, name: string, price_cents: number) => ({
  id,
  code: id,
  name,
  description: `${name} plan`,
  price_cents,
  currency: 'USD',
  interval: 'month',
  features: [`${name} support`],
  max_stores: 1,
  max_branches: 3,
  max_reward_cards: 5,
});
const plans = [plan('starter', 'Starter', 2900), plan('growth', 'Growth', 7900)];

const subscription = (status: string) => ({
  id: 'sub-1',
  plan: plans[0],
  status,
  current_period_start: null,
  current_period_end: null,
  cancel_at_period_end: false,
  canceled_at: null,
  created_at: '2026-11-22T10:00:00.000Z',
});

function answerBasics(config: object = clientConfig(), mine: object[] = []) {
  mswServer.use(
    http.get(apiUrl('/subscriptions/my'), () => HttpResponse.json({ success: true, data: mine })),
    http.get(apiUrl('/subscription/plans'), ({ request }) => {
      const interval = new URL(request.url).searchParams.get('interval');
      const data =
        interval === 'year'
          ? plans.map((p) => ({ ...p, interval, price_cents: p.price_cents * 10 }))
          : plans;
      return HttpResponse.json({ success: true, data });
    }),
    http.get(apiUrl('/config'), () =>
      HttpResponse.json({ success: true, data: { environment: 'test', ...config } }),
    ),
  );
}

function answerCreate(status: number, body: object, keys: (string | null)[] = []) {
  const sent: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('/subscription/create-subscription'), async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      sent.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

function answerConfirm(status: string) {
  const sent: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('/subscription/confirm'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, data: subscription(status) });
    }),
  );
  return sent;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/merchant/subscription" element={<SubscriptionPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/merchant/subscription', preloadedState: { session: signedInSession(aUser()) } },
  );

async function chooseStarterAndEnterCard(user: ReturnType<typeof userEvent.setup>, card: string) {
  await user.click(await screen.findByRole('button', { name: 'Choose Starter' }));
  await user.type(await screen.findByRole('textbox', { name: /Card number/ }), card);
  await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/39');
  await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $29 / month' }));
}

describe('subscription page', () => {
  it('shows the plans with their limits and switches between monthly and yearly prices', async () => {
    answerBasics();
    const user = userEvent.setup();
    await renderPage();
    expect(screen.getByText(/Step 3 of 3/)).toBeInTheDocument();
    const starter = await screen.findByRole('region', { name: 'Starter plan' });
    expect(within(starter).getByText('$29')).toBeInTheDocument();
    // One store, not "1 stores"; the limits are said once, from their fields.
    expect(within(starter).getByText('1 store')).toBeInTheDocument();
    expect(within(starter).getByText('3 branches')).toBeInTheDocument();
    expect(within(starter).getByText('5 reward cards')).toBeInTheDocument();
    expect(within(starter).getByText('Starter support')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(await screen.findByText('$290')).toBeInTheDocument();
    const yearly = screen.getByRole('region', { name: 'Starter plan' });
    expect(within(yearly).getByText('/ year')).toBeInTheDocument();
    await user.click(within(yearly).getByRole('button', { name: 'Choose Starter' }));
    expect(await screen.findByText('Pay for Starter ($290 / year)')).toBeInTheDocument();
    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText('4000 0025 0000 3155')).toBeInTheDocument();
  });

  it('promises the money-back guarantee, and does not to a merchant who has had it', async () => {
    answerBasics(undefined, [{ ...subscription('canceled'), money_back_used: true }]);
    await renderPage();
    expect(
      await screen.findByText(/You have had the 30-day money-back guarantee once already/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Try QRewards risk-free/)).toBeNull();
    expect(
      screen.getByText(
        'If we cannot accept your merchant request, your subscription is cancelled and every payment refunded in full.',
      ),
    ).toBeInTheDocument();
  });

  it('pays with a test card and opens the dashboard', async () => {
    answerBasics();
    const keys: (string | null)[] = [];
    const sent = answerCreate(
      200,
      {
        success: true,
        data: {
          subscription: subscription('active'),
          client_secret: null,
          requires_action: false,
          provider: 'sandbox',
        },
      },
      keys,
    );
    const user = userEvent.setup();
    await renderPage();
    await chooseStarterAndEnterCard(user, '4242 4242 4242 4242');
    expect(await screen.findByText('At /dashboard')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        plan_id: 'starter',
        interval: 'month',
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: 2039,
        cvc: '123',
      },
    ]);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(notify).toHaveBeenCalledWith('Subscription active', 'success');
  });

  it("shows the server's decline message once, on the form: no toast, nothing under a field", async () => {
    answerBasics();
    answerCreate(402, {
      success: false,
      message: 'Your card was declined.',
      code: 'PAYMENT_FAILED',
    });
    const user = userEvent.setup();
    await renderPage();
    await chooseStarterAndEnterCard(user, '4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(1);
    expect(notify).not.toHaveBeenCalledWith('Your card was declined.', 'error');
    expect(screen.queryByText('At /dashboard')).not.toBeInTheDocument();
  });

  it('shows a refused card number under the field only, and drops it once the number is corrected', async () => {
    answerBasics();
    const message = 'Use one of the sandbox test cards.';
    answerCreate(400, {
      success: false,
      message,
      code: 'VALIDATION_ERROR',
      errors: { card_number: [message] },
    });
    const user = userEvent.setup();
    await renderPage();
    await chooseStarterAndEnterCard(user, '4111 1111 1111 1111');
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await waitFor(() => expect(number).toHaveAccessibleDescription(message));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalledWith(message, 'error');

    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("shows the server's expiry complaint under the expiry field", async () => {
    answerBasics();
    answerCreate(400, {
      success: false,
      message: 'This card has expired.',
      code: 'VALIDATION_ERROR',
      errors: { exp_year: ['This card has expired.'] },
    });
    const user = userEvent.setup();
    await renderPage();
    await chooseStarterAndEnterCard(user, '4242 4242 4242 4242');
    const expiry = screen.getByRole('textbox', { name: /Expiry/ });
    await waitFor(() => expect(expiry).toHaveAccessibleDescription('This card has expired.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the "/" into the expiry as it is typed, and deletes one character at a time', async () => {
    answerBasics();
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose Starter' }));
    const expiry = await screen.findByRole('textbox', { name: /Expiry/ });
    await user.type(expiry, '1228');
    expect(expiry).toHaveValue('12/28');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('12/2');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('12/');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('12');
    await user.type(expiry, '{Backspace}{Backspace}4/');
    expect(expiry).toHaveValue('04/');
  });

  it('brings the card form into view and puts the focus on the card number when a plan is chosen', async () => {
    answerBasics();
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose Starter' }));
    const number = await screen.findByRole('textbox', { name: /Card number/ });
    await waitFor(() => expect(number).toHaveFocus());
    const checkout = screen.getByRole('region', { name: 'Pay for Starter ($29 / month)' });
    expect(scrolled.mock.contexts).toContain(checkout);
    scrolled.mockRestore();
  });

  it('runs the simulated 3-D Secure step, failing then completing it', async () => {
    answerBasics();
    answerCreate(200, {
      success: true,
      data: {
        subscription: subscription('incomplete'),
        client_secret: null,
        requires_action: true,
        provider: 'sandbox',
      },
    });
    const confirmed = answerConfirm('active');
    const user = userEvent.setup();
    await renderPage();
    await chooseStarterAndEnterCard(user, '4000 0025 0000 3155');
    await user.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
    expect(confirmed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Pay $29 / month' }));
    await user.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('At /dashboard')).toBeInTheDocument();
    expect(confirmed).toEqual([{ subscription_id: 'sub-1' }]);
  });

  it('confirms the payment with Stripe Elements when Stripe is configured', async () => {
    answerBasics(
      clientConfig({ payment_provider: 'stripe', stripe_publishable_key: 'pk_test_123' }),
    );
    const sent = answerCreate(200, {
      success: true,
      data: {
        subscription: subscription('incomplete'),
        client_secret: 'cs_test_secret',
        requires_action: true,
        provider: 'stripe',
      },
    });
    const confirmed = answerConfirm('active');
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose Starter' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(sent).toEqual([{ plan_id: 'starter', interval: 'month' }]);
    await user.click(screen.getByRole('button', { name: 'Pay $29 / month' }));
    expect(await screen.findByText('At /dashboard')).toBeInTheDocument();
    expect(stripeMock.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: 'if_required', elements: expect.anything() }),
    );
    await waitFor(() => expect(confirmed).toEqual([{ subscription_id: 'sub-1' }]));
  });
});
