import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import {
  ANA_PHONE,
  ANA_SHORT_CODE,
  aCustomerCard,
  aRewardCard,
  aStoreDetail,
  answerLookup,
  answerStores,
} from '../../testing/scannerFixtures';
import { signedInSession } from '../../testing/sessionFixtures';
import { ScannerDialog } from './ScannerDialog';

// docs/product.md, "Finding a customer": the typed short code or phone, the card that matters,
// the count of stamps and when a refused stamp is possible.

installMswServer();
beforeAll(() => loadApi());
afterEach(() => localStorage.clear());

const renderScanner = (initialCode?: string) =>
  renderWithProviders(<ScannerDialog open onClose={() => undefined} initialCode={initialCode} />, {
    preloadedState: { session: signedInSession() },
  });

/** `POST /reward-cards/:cardId/stamps`: each body sent; answers Ana's card with `held` stamps. */
function answerStamps(cardId: string, answer: (body: { count?: number }) => Response) {
  const sent: unknown[] = [];
  mswServer.use(
    http.post(apiUrl(`/reward-cards/${cardId}/stamps`), async ({ request }) => {
      const body = (await request.json()) as { count?: number };
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

const stampedTo = (held: number, count: number, rewardCard = aRewardCard()) =>
  HttpResponse.json(
    {
      success: true,
      data: {
        customer: { first_name: 'Ana' },
        customer_card: aCustomerCard(held, rewardCard),
        interaction: {
          id: 'interaction-1',
          kind: 'stamp',
          count,
          bonus: 0,
          created_at: new Date().toISOString(),
          undo_until: new Date(Date.now() + 600_000).toISOString(),
        },
        reward_ready: held >= rewardCard.stamps_required,
        offers: [],
      },
    },
    { status: 201 },
  );

async function typeAndLookUp(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Short code or phone' }), text);
  await user.click(screen.getByRole('button', { name: 'Look up' }));
  return user;
}

const lunch = aRewardCard({ id: 'card-lunch', title: 'Lunch', stamps_required: 10 });
const coffee = aRewardCard({ id: 'card-coffee', title: 'Coffee', stamps_required: 8 });
const tea = aRewardCard({ id: 'card-tea', title: 'Tea', stamps_required: 5 });
const held = (stamps: number, rewardCard = aRewardCard()) => ({
  ...aCustomerCard(stamps, rewardCard),
  id: `held-${rewardCard.id}`,
});

describe('the card the scanner opens on', () => {
  it('opens on a ready reward, not on the store’s first card', async () => {
    answerStores([aStoreDetail({ reward_cards: [lunch, coffee, tea] })]);
    answerLookup(null, lunch, [held(4, tea), held(8, coffee)]);
    await renderScanner('QR-ana');
    expect(await screen.findByText('Coffee: 8 of 8 stamps')).toBeInTheDocument();
    expect(screen.getByText('Reward ready')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reward card' })).toHaveTextContent('Coffee');
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
  });

  it('opens on the card nearest to its reward when none is ready', async () => {
    answerStores([aStoreDetail({ reward_cards: [lunch, coffee, tea] })]);
    // Lunch 6 of 10 and Coffee 5 of 8 are each 4 and 3 stamps away; Tea 1 of 5 is 4 away.
    answerLookup(6, lunch, [held(5, coffee), held(1, tea)]);
    await renderScanner('QR-ana');
    expect(await screen.findByText('Coffee: 5 of 8 stamps')).toBeInTheDocument();
  });

  it('keeps the chosen card for a customer who holds none of the store’s cards', async () => {
    answerStores([aStoreDetail({ reward_cards: [lunch, coffee] })]);
    answerLookup(null, lunch);
    await renderScanner('QR-ana');
    expect(await screen.findByText('Lunch: 0 of 10 stamps')).toBeInTheDocument();
  });

  it('stays on the card after a redemption, even when another becomes nearer', async () => {
    answerStores([aStoreDetail({ reward_cards: [lunch, coffee] })]);
    answerLookup(6, lunch, [held(8, coffee)]);
    mswServer.use(
      http.post(apiUrl('/reward-cards/card-coffee/redeem'), () =>
        HttpResponse.json({
          success: true,
          data: {
            customer: { first_name: 'Ana' },
            customer_card: held(0, coffee),
            interaction: {
              id: 'redemption-1',
              kind: 'redeem',
              created_at: new Date().toISOString(),
              undo_until: new Date(Date.now() + 600_000).toISOString(),
            },
          },
        }),
      ),
    );
    await renderScanner('QR-ana');
    expect(await screen.findByText('Coffee: 8 of 8 stamps')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Reward redeemed: A free coffee.')).toBeInTheDocument();
    expect(await screen.findByText('Coffee: 0 of 8 stamps')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reward card' })).toHaveTextContent('Coffee');
  });
});

describe('the typed short code or phone', () => {
  it('finds the customer by the short code read aloud, and stamps by it', async () => {
    answerStores([aStoreDetail()]);
    const looked = answerLookup(3);
    const sent = answerStamps('card-1', () => stampedTo(4, 1));
    await renderScanner();
    const user = await typeAndLookUp('k7p4-qx2m');
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(looked).toEqual(['code=k7p4-qx2m']);
    await user.click(screen.getByRole('button', { name: 'Stamp' }));
    expect(await screen.findByText('Stamp added.')).toBeInTheDocument();
    expect(sent).toEqual([{ code: ANA_SHORT_CODE }]);
    expect(await screen.findByRole('img', { name: '4 of 8 stamps' })).toBeInTheDocument();
  });

  it('finds the customer by phone, showing only the first name, and stamps by the short code', async () => {
    answerStores([aStoreDetail()]);
    const looked = answerLookup(3);
    const sent = answerStamps('card-1', () => stampedTo(4, 1));
    await renderScanner();
    const user = await typeAndLookUp(ANA_PHONE);
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(looked).toEqual([`phone=${ANA_PHONE}`]);
    await user.click(screen.getByRole('button', { name: 'Stamp' }));
    await waitFor(() => expect(sent).toEqual([{ code: ANA_SHORT_CODE }]));
  });

  it('says the server’s words when nobody has the short code', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(3);
    await renderScanner();
    await typeAndLookUp('ZZZZ-ZZZZ');
    expect(await screen.findByText('No customer has this short code.')).toBeInTheDocument();
  });

  it('still takes the QR code’s own text', async () => {
    answerStores([aStoreDetail()]);
    const looked = answerLookup(3);
    await renderScanner();
    await typeAndLookUp('QR-ana');
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(looked).toEqual(['QR-ana']);
  });

  it('asks for something it can look up', async () => {
    answerStores([aStoreDetail()]);
    await renderScanner();
    await typeAndLookUp('ask me!');
    expect(
      await screen.findByText('Type the short code under the customer’s QR code, or their phone.'),
    ).toBeInTheDocument();
  });
});

describe('the count of stamps', () => {
  it('stamps several at once, from 1 to 10, then starts again at 1', async () => {
    answerStores([aStoreDetail({ reward_cards: [lunch] })]);
    answerLookup(0, lunch);
    const sent = answerStamps('card-lunch', (body) =>
      stampedTo(body.count ?? 1, body.count ?? 1, lunch),
    );
    await renderScanner('QR-ana');
    const user = userEvent.setup();
    const fewer = await screen.findByRole('button', { name: 'One stamp fewer' });
    const more = screen.getByRole('button', { name: 'One stamp more' });
    expect(fewer).toBeDisabled();
    expect(screen.getByRole('status', { name: '1 stamp' })).toHaveTextContent('1');
    await user.click(more);
    await user.click(more);
    expect(screen.getByRole('status', { name: '3 stamps' })).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Stamp 3' }));
    expect(await screen.findByText('3 stamps added.')).toBeInTheDocument();
    expect(sent).toEqual([{ qr_code: 'QR-ana', count: 3 }]);
    expect(await screen.findByRole('button', { name: 'Stamp' })).toBeInTheDocument();

    for (let tap = 1; tap < 10; tap += 1) await user.click(more);
    expect(screen.getByRole('status', { name: '10 stamps' })).toBeInTheDocument();
    expect(more).toBeDisabled();
  });
});

describe('a refused stamp', () => {
  it('says when the next stamp is possible, in the viewer’s own time', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(3);
    const message =
      "Ana has reached today's limit of 10 stamps at this store. The next stamp is possible from Thu 28 Nov, 00:00 (Europe/Lisbon).";
    answerStamps('card-1', () =>
      HttpResponse.json(
        { success: false, code: 'CONFLICT', message },
        { status: 409, headers: { 'Retry-After': String(5 * 3600) } },
      ),
    );
    await renderScanner('QR-ana');
    await userEvent.click(await screen.findByRole('button', { name: 'Stamp' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const at = new Date(Date.now() + 5 * 3600_000);
    const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })
      .format(at)
      .replace(/\s/g, ' ');
    const line = screen.getByText(/^Next stamp possible: /);
    expect(line.textContent?.replace(/\s/g, ' ')).toContain(time.slice(0, time.indexOf(':')));
  });
});
