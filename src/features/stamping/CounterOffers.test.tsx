import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import {
  aCustomerCard,
  aRewardCard,
  aStoreDetail,
  answerLookup,
  answerStores,
} from '../../testing/scannerFixtures';
import { signedInSession } from '../../testing/sessionFixtures';
import { ScannerDialog } from './ScannerDialog';

// docs/product.md, "Offers at the counter": the cashier sees the customer's gift before the stamp, the stamp
// says what it added, and undoing it shows the gift waiting again.

installMswServer();
beforeAll(() => loadApi());
afterEach(() => localStorage.clear());

const birthday = { label: 'Birthday gift: +1 stamp', stamps: 1 };

function answerStampAndUndo() {
  const card = aRewardCard();
  mswServer.use(
    http.post(apiUrl(`/reward-cards/${card.id}/stamps`), () =>
      HttpResponse.json(
        {
          success: true,
          message: 'Ana got a stamp. Birthday gift: +1 stamp.',
          data: {
            customer: { first_name: 'Ana' },
            customer_card: aCustomerCard(4),
            interaction: {
              id: 'interaction-1',
              kind: 'stamp',
              count: 2,
              bonus: 1,
              created_at: new Date().toISOString(),
              undo_until: new Date(Date.now() + 600_000).toISOString(),
            },
            reward_ready: false,
            offers: [birthday],
            staff: null,
          },
        },
        { status: 201 },
      ),
    ),
    http.post(apiUrl(`/reward-cards/${card.id}/stamps/interaction-1/undo`), () =>
      HttpResponse.json({
        success: true,
        message: 'The stamp was taken back.',
        data: { customer_card: aCustomerCard(2), staff: null },
      }),
    ),
  );
}

describe('offers at the counter', () => {
  it('shows the gift before the stamp, says it after, and shows it again after an undo', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(2, aRewardCard(), [], [birthday]);
    answerStampAndUndo();
    await renderWithProviders(
      <ScannerDialog open onClose={() => undefined} initialCode="QR-ana" />,
      {
        preloadedState: { session: signedInSession() },
      },
    );
    const user = userEvent.setup();

    expect(await screen.findByText('The next stamp adds:')).toBeInTheDocument();
    expect(screen.getByText('Birthday gift: +1 stamp')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stamp' }));
    // One stamp asked for, and the gift on top of it.
    expect(await screen.findByText('Stamp added. Birthday gift: +1 stamp.')).toBeInTheDocument();
    expect(screen.queryByText('The next stamp adds:')).not.toBeInTheDocument();
    expect(screen.getByText('Coffee card: 4 of 8 stamps')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Stamp undone.')).toBeInTheDocument();
    expect(screen.getByText('The next stamp adds:')).toBeInTheDocument();
    expect(screen.getByText('Birthday gift: +1 stamp')).toBeInTheDocument();
  });

  it('shows no gift line when there is none', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(2);
    await renderWithProviders(
      <ScannerDialog open onClose={() => undefined} initialCode="QR-ana" />,
      {
        preloadedState: { session: signedInSession() },
      },
    );
    expect(await screen.findByText('Coffee card: 2 of 8 stamps')).toBeInTheDocument();
    expect(screen.queryByText('The next stamp adds:')).not.toBeInTheDocument();
  });
});
