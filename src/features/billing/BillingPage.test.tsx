import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import {
  aCard,
  anInvoice,
  answerBilling,
  answerPreview,
  aSubscription,
  growth,
  inDays,
  recordCall,
  starter,
} from '../../testing/billingFixtures';
import { LocationProbe } from '../../testing/LocationProbe';
import { installMswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { BillingPage } from './BillingPage';

// docs/product.md, "Billing": each flow against the API mocked at the network edge.

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
beforeEach(() => jest.mocked(notify).mockClear());
jest.setTimeout(20_000);

const renderPage = () =>
  renderWithProviders(
    <>
      <BillingPage />
      <LocationProbe />
    </>,
    { route: '/dashboard/billing', preloadedState: { session: signedInSession(aUser()) } },
  );

const plan = () => screen.findByRole('region', { name: 'Starter' });

describe('the billing page', () => {
  it('shows the plan, its status, its renewal and the usage against its limits', async () => {
    answerBilling();
    await renderPage();
    const card = await plan();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('$29 / month')).toBeInTheDocument();
    expect(within(card).getByText('Renews on Dec 25, 2026')).toBeInTheDocument();
    expect(await within(card).findByRole('progressbar', { name: '1 of 2 stores' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(card).getByRole('progressbar', { name: '2 of 6 branches' })).toBeInTheDocument();
    // A negative limit is no limit: a count, no bar.
    expect(within(card).getByText('3 reward cards')).toBeInTheDocument();
    expect(within(card).getByText('Unlimited')).toBeInTheDocument();
  });

  it("writes the renewal date and the price in the merchant's language", async () => {
    // Billing dates were written for en-US whatever the reader's language.
    const languages = jest.spyOn(window.navigator, 'languages', 'get');
    languages.mockReturnValue(['pt-PT', 'pt']);
    try {
      answerBilling();
      await renderPage();
      const card = await plan();
      expect(within(card).getByText('29 US$ / month')).toBeInTheDocument();
      expect(within(card).getByText('Renews on 25/12/2026')).toBeInTheDocument();
    } finally {
      languages.mockRestore();
    }
  });

  it('changes the plan after showing the preview: each line once, due now and the next invoice', async () => {
    answerBilling();
    const previews = answerPreview();
    const sent = recordCall('put', '/subscriptions/sub-1', {
      body: {
        success: true,
        data: { subscription: aSubscription({ plan: growth }), proration_cents: 3100 },
      },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await plan()).getByRole('button', { name: 'Change plan' }));
    // The current plan is not offered again.
    expect(await screen.findByRole('button', { name: 'Your current plan' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Choose Growth' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change to Growth?' });
    const figures = await within(dialog).findByRole('group', { name: 'What the change costs' });
    expect(within(figures).getByText('Growth, remaining time')).toBeInTheDocument();
    expect(within(figures).getByText('$50')).toBeInTheDocument();
    // The credit is one line of the bill, listed once.
    expect(within(figures).getByText('Unused time on Starter')).toBeInTheDocument();
    expect(within(figures).getAllByText('-$19')).toHaveLength(1);
    expect(within(figures).queryByText(/Credit/)).toBeNull();
    expect(within(figures).getByText('Due now')).toBeInTheDocument();
    expect(within(figures).getByText('$31')).toBeInTheDocument();
    expect(within(figures).getByText('Next invoice, Dec 25, 2026')).toBeInTheDocument();
    expect(within(figures).getByText('$79')).toBeInTheDocument();
    expect(previews).toEqual(['growth']);
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({ body: { plan_id: 'growth' }, key: expect.any(String) }),
      ]),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('You are now on the Growth plan.', 'success'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a downgrade’s credit once, and what is left of it for the next invoice', async () => {
    answerBilling({ subscriptions: [aSubscription({ plan: growth })] });
    answerPreview({
      plan: starter,
      amount_due_now_cents: 0,
      proration_credit_cents: 3294,
      credit_left_cents: 1986,
      next_invoice_amount_cents: 914,
      lines: [
        { description: 'Unused time on Growth', amount_cents: -3294 },
        { description: 'Remaining time on Starter', amount_cents: 1308 },
      ],
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(
      within(await screen.findByRole('region', { name: 'Growth' })).getByRole('button', {
        name: 'Change plan',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Choose Starter' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change to Starter?' });
    const figures = await within(dialog).findByRole('group', { name: 'What the change costs' });
    expect(within(figures).getAllByText('-$32.94')).toHaveLength(1);
    expect(within(figures).getByText('$13.08')).toBeInTheDocument();
    expect(within(figures).getByText('$0')).toBeInTheDocument();
    expect(within(figures).getByText('Credit kept for your next invoice')).toBeInTheDocument();
    expect(within(figures).getByText('$19.86')).toBeInTheDocument();
    expect(within(figures).getByText('$9.14')).toBeInTheDocument();
  });

  it('sends the change again with the same key after a failure, and a new key for a new change', async () => {
    answerBilling();
    answerPreview();
    const changed = {
      success: true,
      data: { subscription: aSubscription({ plan: growth }), proration_cents: 3100 },
    };
    const sent = recordCall(
      'put',
      '/subscriptions/sub-1',
      { status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Busy.' } },
      { body: changed },
    );
    const user = userEvent.setup();
    await renderPage();
    const change = async () => {
      await user.click(within(await plan()).getByRole('button', { name: 'Change plan' }));
      await user.click(await screen.findByRole('button', { name: 'Choose Growth' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change to Growth?' });
      await within(dialog).findByRole('group', { name: 'What the change costs' });
      return dialog;
    };

    const dialog = await change();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Busy.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);

    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Growth' }));
    const again = await screen.findByRole('dialog', { name: 'Change to Growth?' });
    await within(again).findByRole('group', { name: 'What the change costs' });
    await user.click(within(again).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });

  it('cancels at the end of the period, saying the end date first', async () => {
    answerBilling();
    const sent = recordCall('delete', '/subscriptions/sub-1', {
      body: { success: true, data: aSubscription({ cancel_at_period_end: true }) },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await plan()).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent(
      'Your Starter plan stays active until Dec 25, 2026, then ends',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).not.toContain('immediately');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Your Starter plan will end on Dec 25, 2026.', 'success'),
    );
  });

  it('reactivates a plan set to end', async () => {
    answerBilling({ subscriptions: [aSubscription({ cancel_at_period_end: true })] });
    const sent = recordCall('post', '/subscriptions/sub-1/reactivate', {
      body: { success: true, data: aSubscription() },
    });
    const user = userEvent.setup();
    await renderPage();
    const card = await plan();
    expect(within(card).getByText('Ends on Dec 25, 2026: it will not renew.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep your subscription?' });
    expect(dialog).toHaveTextContent('it renews on Dec 25, 2026 at $29 / month');
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Your Starter plan will renew on Dec 25, 2026.',
        'success',
      ),
    );
  });

  it('refunds and cancels within the 30 days, saying how much comes back', async () => {
    answerBilling({ subscriptions: [aSubscription({ refundable_until: inDays(20) })] });
    const sent = recordCall('post', '/subscriptions/sub-1/refund', {
      body: {
        success: true,
        data: {
          subscription: aSubscription({ status: 'canceled' }),
          refunded_cents: 2900,
          currency: 'usd',
        },
      },
    });
    const user = userEvent.setup();
    await renderPage();
    const card = await plan();
    expect(card).toHaveTextContent('Money-back guarantee: until');
    await user.click(within(card).getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel and refund your subscription?',
    });
    // docs/product.md, "Refunds": the dialog's sentence.
    expect(dialog).toHaveTextContent(
      'Your subscription ends now and $29 is refunded to your card. You can choose a plan again at any time.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.key).toEqual(expect.any(String));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('$29 refunded. Your subscription has ended.', 'success'),
    );
  });

  it('offers no refund once the merchant has had the money-back guarantee, and says why', async () => {
    answerBilling({
      subscriptions: [aSubscription({ refundable_until: null, money_back_used: true })],
    });
    await renderPage();
    const card = await plan();
    expect(card).toHaveTextContent(
      'You have had the 30-day money-back guarantee once already: it is once per merchant, so this plan is not refunded if you cancel.',
    );
    expect(within(card).queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('offers no refund once the 30 days are over', async () => {
    answerBilling({ subscriptions: [aSubscription({ refundable_until: inDays(-1) })] });
    await renderPage();
    const card = await plan();
    expect(within(card).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
  });

  it('shows the refusal of a refund in its dialog, not in a toast', async () => {
    answerBilling({ subscriptions: [aSubscription({ refundable_until: inDays(1) })] });
    const message = 'Refunds are available within 30 days of your first payment.';
    recordCall('post', '/subscriptions/sub-1/refund', {
      status: 409,
      body: { success: false, code: 'CONFLICT', message },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await plan()).getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel and refund your subscription?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(notify).not.toHaveBeenCalled();
  });

  it('adds a card with the onboarding’s test-card form', async () => {
    answerBilling();
    const sent = recordCall('post', '/payment-methods/card', {
      body: {
        success: true,
        data: {
          ...aCard({ id: 'card-2', last4: '4444', is_default: false }),
          requires_action: false,
        },
      },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    const form = await within(dialog).findByRole('form', { name: 'Test mode card' });
    await user.type(
      within(form).getByRole('textbox', { name: /Card number/ }),
      '5555 5555 5555 4444',
    );
    await user.type(within(form).getByRole('textbox', { name: /Expiry/ }), '1230');
    await user.type(within(form).getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(sent[0]?.key).toEqual(expect.any(String)));
    await waitFor(() =>
      expect(sent[0]?.body).toEqual({
        card_number: '5555555555554444',
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Visa •••• 4444 was saved.', 'success'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('makes another card the default after asking', async () => {
    const second = aCard({ id: 'card-2', brand: 'Mastercard', last4: '4444', is_default: false });
    answerBilling({ cards: [aCard(), second] });
    const sent = recordCall('put', '/payment-methods/default', {
      body: {
        success: true,
        data: [aCard({ is_default: false }), { ...second, is_default: true }],
      },
    });
    const user = userEvent.setup();
    await renderPage();
    const cards = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(cards).getAllByText('Default')).toHaveLength(1);
    expect(within(cards).getAllByText('Expires 12/30')).toHaveLength(2);
    await user.click(
      within(cards).getByRole('button', { name: 'Make Mastercard •••• 4444 the default' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Make Mastercard •••• 4444 the default?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(sent[0]?.body).toEqual({ payment_method_id: 'card-2' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Mastercard •••• 4444 is now your default card.',
        'success',
      ),
    );
  });

  it('shows the server’s 409 when the default card cannot be removed', async () => {
    answerBilling();
    const message = 'Make another card the default before removing this one.';
    recordCall('delete', '/payment-methods/card-1', {
      status: 409,
      body: { success: false, code: 'CONFLICT', message },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Visa •••• 4242?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    // Said once: in the dialog, not in a toast as well.
    expect(notify).not.toHaveBeenCalled();
  });

  it('lists a downgrade’s credit as a credit, not as a paid invoice', async () => {
    answerBilling({
      invoices: [
        anInvoice({
          id: 'in-2',
          amount_cents: -1986,
          credit_cents: 1986,
          description: 'Plan change from Growth to Starter',
        }),
        anInvoice(),
      ],
    });
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const [credit, paid] = within(list).getAllByRole('listitem');
    expect(credit).toHaveTextContent('$19.86 credit');
    expect(credit).toHaveTextContent('Taken off your next invoice');
    expect(within(credit!).getByText('Credit')).toBeInTheDocument();
    expect(within(credit!).queryByText('Paid')).toBeNull();
    expect(credit).not.toHaveTextContent('-$19.86');
    expect(within(paid!).getByText('Paid')).toBeInTheDocument();
  });

  it('lists the invoices with their status, refund and a download link', async () => {
    answerBilling({
      invoices: [
        anInvoice({
          id: 'in-2',
          amount_refunded_cents: 2900,
          description: 'Starter plan, refunded',
        }),
        anInvoice({
          id: 'in-1',
          status: 'open',
          download_url: null,
          created_at: '2026-10-25T12:00:00.000Z',
        }),
      ],
    });
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const [refunded, open] = within(list).getAllByRole('listitem');
    expect(refunded).toHaveTextContent('Starter plan, refunded');
    expect(refunded).toHaveTextContent('Nov 25, 2026 · QR-0001');
    expect(refunded).toHaveTextContent('$29 refunded');
    expect(within(refunded!).getByText('Paid')).toBeInTheDocument();
    const download = within(refunded!).getByRole('link', {
      name: 'Download the invoice of Nov 25, 2026 (opens in a new tab)',
    });
    expect(download).toHaveAttribute('href', 'https://files.example.test/in-1.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(within(open!).getByText('Due')).toBeInTheDocument();
    expect(within(open!).queryByRole('link')).toBeNull();
  });

  it('warns of a failed payment and takes the merchant to the cards', async () => {
    answerBilling({ subscriptions: [aSubscription({ status: 'past_due' })] });
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByText('Your last payment failed')).toBeInTheDocument();
    expect(within(await plan()).getByText('Past due')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update card' }));
    expect(screen.getByRole('heading', { name: 'Payment methods' })).toHaveFocus();
  });

  it('says what to do without a subscription, invoices or cards', async () => {
    answerBilling({ subscriptions: [], cards: [], invoices: [] });
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByText('No subscription yet')).toBeInTheDocument();
    expect(await screen.findByText(/No saved cards yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Choose a plan' }));
    expect(screen.getByText('At /merchant/subscription')).toBeInTheDocument();
  });

  it('says when there are no invoices yet', async () => {
    answerBilling({ invoices: [] });
    await renderPage();
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
  });
});
