import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../app/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
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

  it('runs a sandbox check per test card and shows each outcome', async () => {
    mswServer.use(
      http.get(apiUrl('/config'), () =>
        HttpResponse.json({
          success: true,
          data: { payment_provider: 'sandbox', stripe_publishable_key: null, environment: 'test' },
        }),
      ),
      http.post(apiUrl('/payment-methods/card'), async ({ request }) => {
        const { card_number } = (await request.json()) as { card_number: string };
        if (card_number === '4000000000000002') {
          return HttpResponse.json(
            { success: false, message: 'Your card was declined.', code: 'PAYMENT_FAILED' },
            { status: 402 },
          );
        }
        return HttpResponse.json({
          success: true,
          data: {
            id: 'pm-1',
            brand: 'visa',
            last4: card_number.slice(-4),
            exp_month: 12,
            exp_year: 2030,
            is_default: true,
            requires_action: card_number === '4000002500003155',
          },
        });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<PaymentTestPage />, {
      preloadedState: { session: signedInSession(aUser()) },
    });
    expect(await screen.findByText('Sandbox (test mode)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try 4242 4242 4242 4242' }));
    const good = screen.getByRole('region', { name: '4242 4242 4242 4242' });
    expect(await within(good).findByText('Saved: visa ending in 4242')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try 4000 0000 0000 0002' }));
    const declined = screen.getByRole('region', { name: '4000 0000 0000 0002' });
    expect(await within(declined).findByText('Your card was declined.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try 4000 0025 0000 3155' }));
    const auth = screen.getByRole('region', { name: '4000 0025 0000 3155' });
    expect(await within(auth).findByText(/Authentication required/)).toBeInTheDocument();
  });
});
