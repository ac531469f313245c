import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import type { RewardCard, RewardCardBody } from '../../api/rewardCards';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessionFixtures';
import { aRewardCard, aStore } from '../../testing/storeFixtures';
import { RewardCardsSection } from './RewardCardsSection';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
beforeEach(() => jest.mocked(notify).mockClear());
jest.setTimeout(60_000);

const store = aStore();

/** The owner's cards and settings, as the server keeps them across the test. */
function answerOwner(cards: RewardCard[], settings: 'ok' | 'fails' = 'ok') {
  mswServer.use(
    http.get(apiUrl('/reward-cards'), () => HttpResponse.json({ success: true, data: cards })),
    http.get(apiUrl('/stores/me/settings'), () =>
      settings === 'ok'
        ? HttpResponse.json({
            success: true,
            data: {
              brand_color: null,
              default_stamps_required: 8,
              stamp_cooldown_minutes: 5,
              daily_stamp_limit_per_customer: 10,
              notify_on_redeem: false,
            },
          })
        : HttpResponse.json(
            { success: false, code: 'NOT_FOUND', message: 'Not found.' },
            { status: 404 },
          ),
    ),
  );
}

const renderOwner = () =>
  renderWithProviders(<RewardCardsSection storeId={store.id} cards={[]} viewer="owner" />, {
    preloadedState: { session: signedInSession() },
  });

describe("the owner's reward cards", () => {
  it("starts a new card at the merchant's default stamps, checks it, and creates it", async () => {
    const cards: RewardCard[] = [];
    answerOwner(cards);
    const sent: (RewardCardBody & { store_id: string })[] = [];
    mswServer.use(
      http.post(apiUrl('/reward-cards'), async ({ request }) => {
        const body = (await request.json()) as RewardCardBody & { store_id: string };
        sent.push(body);
        const created = aRewardCard({ ...body, description: body.description ?? '' });
        cards.push(created);
        return HttpResponse.json({ success: true, data: created }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderOwner();
    expect(await screen.findByText(/No reward cards yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New reward card' }));
    const dialog = await screen.findByRole('dialog', { name: 'New reward card' });
    const stamps = within(dialog).getByLabelText(/^Stamps required/);
    expect(stamps).toHaveValue(8);

    await user.clear(stamps);
    await user.type(stamps, '51');
    await user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    expect(
      await within(dialog).findByText('Stamps required must be between 1 and 50'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Reward is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(stamps);
    await user.type(stamps, '6');
    await user.click(within(dialog).getByLabelText(/^Title/));
    await user.paste('Coffee card');
    await user.click(within(dialog).getByLabelText(/^Reward/));
    await user.paste('A free coffee');
    await user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        store_id: store.id,
        title: 'Coffee card',
        description: '',
        stamps_required: 6,
        reward_description: 'A free coffee',
        valid_until: null,
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Coffee card' })).toBeInTheDocument();
  });

  it('falls back to 10 stamps when the default cannot be read', async () => {
    answerOwner([], 'fails');
    const user = userEvent.setup();
    await renderOwner();
    await user.click(await screen.findByRole('button', { name: 'New reward card' }));
    const dialog = await screen.findByRole('dialog', { name: 'New reward card' });
    expect(within(dialog).getByLabelText(/^Stamps required/)).toHaveValue(10);
  });

  it('edits a card and shows the server refusal under its field', async () => {
    answerOwner([aRewardCard()]);
    mswServer.use(
      http.put(apiUrl('/reward-cards/:id'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Check the highlighted fields.',
            errors: { title: ['A card of this store already has this title.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderOwner();
    await user.click(await screen.findByRole('button', { name: 'Edit Coffee card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coffee card' });
    expect(within(dialog).getByLabelText(/^Reward/)).toHaveValue('A free coffee');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(
      await within(dialog).findByText('A card of this store already has this title.'),
    ).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalledWith(expect.anything(), 'error');
  });

  it('deactivates a card once the owner confirms', async () => {
    const cards = [aRewardCard()];
    answerOwner(cards);
    mswServer.use(
      http.delete(apiUrl('/reward-cards/:id'), () => {
        cards[0] = { ...cards[0]!, active: false };
        return HttpResponse.json({ success: true, data: cards[0] });
      }),
    );
    const user = userEvent.setup();
    await renderOwner();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Coffee card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Coffee card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate card' }));
    const card = await screen.findByRole('article', { name: 'Coffee card' });
    expect(await within(card).findByText('Deactivated')).toBeInTheDocument();
  });
});
