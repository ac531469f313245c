import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { elementsFor, stripeMock } from '../../../__mocks__/@stripe/stripe-js';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, clientConfig, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { PaymentTestPage } from './PaymentTestPage';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());

describe('payment test page', () => {
  it('explains that it needs a merchant account', async () => {
    await renderWithProviders(<PaymentTestPage />, {
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    expect(screen.getByText(/needs a merchant account/)).toBeInTheDocument();
  });

  /** The sandbox server: `test-card` answers by the published table, or by `answers`. */
  function answerSandbox(answers: Record<string, object> = {}) {
    const saved: unknown[] = [];
    const checked: string[] = [];
    const table: Record<string, object> = {
      '4242424242424242': { outcome: 'approved', decline_reason: null, saves: true },
      '4000000000000002': {
        outcome: 'declined',
        decline_reason: 'Your card was declined.',
        saves: false,
      },
      '4000000000009995': {
        outcome: 'declined',
        decline_reason: 'Your card has insufficient funds.',
        saves: false,
      },
      '4000000000000341': {
        outcome: 'declined',
        decline_reason: 'Your card was declined.',
        saves: true,
      },
      '4000002500003155': { outcome: 'requires_action', decline_reason: null, saves: true },
      ...answers,
    };
    mswServer.use(
      http.get(apiUrl('/config'), () =>
        HttpResponse.json({
          success: true,
          data: clientConfig(),
        }),
      ),
      http.post(apiUrl('/payment-methods/test-card'), async ({ request }) => {
        const { card_number } = (await request.json()) as { card_number: string };
        checked.push(card_number);
        return HttpResponse.json({
          success: true,
          data: { brand: 'visa', last4: card_number.slice(-4), ...table[card_number] },
        });
      }),
      http.post(apiUrl('/payment-methods/card'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ success: false, message: 'unexpected' }, { status: 500 });
      }),
    );
    return { saved, checked };
  }

  async function tryCard(user: ReturnType<typeof userEvent.setup>, number: string) {
    await user.click(screen.getByRole('button', { name: `Try ${number}` }));
    return screen.getByRole('region', { name: number });
  }

  it('checks every test card without saving any, and says what each one does', async () => {
    const { saved, checked } = answerSandbox();
    const user = userEvent.setup();
    await renderWithProviders(<PaymentTestPage />, {
      preloadedState: { session: signedInSession(aUser()) },
    });
    expect(await screen.findByText('Sandbox (test mode)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Save a card' })).not.toBeInTheDocument();

    const good = await tryCard(user, '4242 4242 4242 4242');
    expect(await within(good).findByRole('alert')).toHaveTextContent(
      'Approved: the payment would go through (Visa ending in 4242).',
    );
    const declined = await tryCard(user, '4000 0000 0000 0002');
    expect(await within(declined).findByRole('alert')).toHaveTextContent(
      'Declined: Your card was declined. Saving the card is refused too.',
    );
    expect(within(declined).queryByText(/Saved/)).not.toBeInTheDocument();
    const poor = await tryCard(user, '4000 0000 0000 9995');
    expect(await within(poor).findByRole('alert')).toHaveTextContent(
      'Declined: Your card has insufficient funds.',
    );
    const later = await tryCard(user, '4000 0000 0000 0341');
    expect(await within(later).findByRole('alert')).toHaveTextContent(
      'Declined: Your card was declined. The card can be saved: the decline comes with its first payment.',
    );
    const auth = await tryCard(user, '4000 0025 0000 3155');
    expect(await within(auth).findByRole('alert')).toHaveTextContent(
      'Needs authentication (3-D Secure)',
    );

    expect(checked).toEqual([
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '4000000000000341',
      '4000002500003155',
    ]);
    expect(saved).toEqual([]);
  });

  it('never shows a result that differs from the expected one as a success', async () => {
    answerSandbox({
      '4000000000000002': { outcome: 'approved', decline_reason: null, saves: true },
    });
    const user = userEvent.setup();
    await renderWithProviders(<PaymentTestPage />, {
      preloadedState: { session: signedInSession(aUser()) },
    });
    await screen.findByText('Sandbox (test mode)');
    const declined = await tryCard(user, '4000 0000 0000 0002');
    const result = await within(declined).findByRole('alert');
    expect(result).toHaveTextContent('Not as expected (Declined). Approved');
    expect(result).toHaveClass('MuiAlert-colorWarning');
    expect(result).not.toHaveClass('MuiAlert-colorSuccess');
  });

  describe('with Stripe', () => {
    const SETUP_INTENT = 'seti_1PaymentTest';
    const CLIENT_SECRET = `${SETUP_INTENT}_secret_abc`;
    const SAVED = {
      id: 'pm-1',
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
      is_default: true,
    };

    beforeEach(() => stripeMock.confirmSetup.mockClear());

    /** The server with Stripe: a SetupIntent per request, and `card` answering `cardAnswer`. */
    function answerStripe(cardAnswer = HttpResponse.json({ success: true, data: SAVED })) {
      const setups: unknown[] = [];
      const posted: unknown[] = [];
      mswServer.use(
        http.get(apiUrl('/config'), () =>
          HttpResponse.json({
            success: true,
            data: clientConfig({
              payment_provider: 'stripe',
              stripe_publishable_key: 'pk_test_123',
            }),
          }),
        ),
        http.post(apiUrl('/payment-methods/setup-intent'), () => {
          setups.push(SETUP_INTENT);
          return HttpResponse.json(
            {
              success: true,
              data: { setup_intent_id: SETUP_INTENT, client_secret: CLIENT_SECRET },
            },
            { status: 201 },
          );
        }),
        http.post(apiUrl('/payment-methods/card'), async ({ request }) => {
          posted.push(await request.json());
          return cardAnswer.clone();
        }),
      );
      return { setups, posted };
    }

    /** Opens Stripe's form in the "Save a card" section. */
    async function openCardForm() {
      const user = userEvent.setup();
      await renderWithProviders(<PaymentTestPage />, {
        preloadedState: { session: signedInSession(aUser()) },
      });
      const section = await screen.findByRole('region', { name: 'Save a card' });
      // Stripe's loader and the form are lazy chunks: give them time on a busy CI machine.
      const slow = { timeout: 5000 };
      await user.click(await within(section).findByRole('button', { name: 'Add a card' }, slow));
      expect(
        await within(section).findByTestId('stripe-payment-element', undefined, slow),
      ).toBeInTheDocument();
      return { user, section };
    }

    it('saves a card through a SetupIntent that Stripe confirms', async () => {
      const { setups, posted } = answerStripe();

      const { user, section } = await openCardForm();
      expect(setups).toEqual([SETUP_INTENT]);
      expect(stripeMock.confirmSetup).not.toHaveBeenCalled();
      await user.click(within(section).getByRole('button', { name: 'Save card' }));

      expect(await within(section).findByText('Card saved: Visa •••• 4242')).toBeInTheDocument();
      expect(stripeMock.confirmSetup).toHaveBeenCalledTimes(1);
      const [options] = stripeMock.confirmSetup.mock.calls[0] ?? [];
      // The Elements group of this SetupIntent's client secret, not some other one.
      expect(options?.elements).toBe(elementsFor(CLIENT_SECRET));
      expect(options).toMatchObject({
        redirect: 'if_required',
        confirmParams: { return_url: expect.stringMatching(/^http/) },
      });
      expect(posted).toEqual([{ setup_intent_id: SETUP_INTENT }]);
      expect(within(section).queryByTestId('stripe-payment-element')).not.toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Save another card' })).toBeEnabled();
    });

    it('shows Stripe’s error and tells the server nothing when the card is refused', async () => {
      const { posted } = answerStripe();
      stripeMock.confirmSetup.mockResolvedValueOnce({
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });

      const { user, section } = await openCardForm();
      await user.click(within(section).getByRole('button', { name: 'Save card' }));

      expect(await within(section).findByRole('alert')).toHaveTextContent(
        'Your card was declined.',
      );
      expect(posted).toEqual([]);
      expect(within(section).queryByText(/Card saved/)).not.toBeInTheDocument();
      // The form stays, to try another card.
      expect(within(section).getByRole('button', { name: 'Save card' })).toBeEnabled();
    });

    it('shows the server’s refusal of the SetupIntent', async () => {
      const message = 'This card has not been confirmed yet. Finish the card form first.';
      const { posted } = answerStripe(
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message, errors: { setup_intent_id: [message] } },
          { status: 409 },
        ),
      );

      const { user, section } = await openCardForm();
      await user.click(within(section).getByRole('button', { name: 'Save card' }));

      expect(await within(section).findByRole('alert')).toHaveTextContent(message);
      expect(posted).toEqual([{ setup_intent_id: SETUP_INTENT }]);
      expect(within(section).queryByText(/Card saved/)).not.toBeInTheDocument();
    });
  });
});
