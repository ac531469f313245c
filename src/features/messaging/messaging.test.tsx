import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { MessagePreferencesCard } from './MessagePreferencesCard';
import { UnsubscribePage } from './UnsubscribePage';

installMswServer();
beforeAll(() => loadApi());
jest.setTimeout(60_000);

const LUNA = 'e1a6c0b2-3d7f-4c59-9a1e-6b2f0d8c4a11';
const MILL = 'e1a6c0b2-3d7f-4c59-9a1e-6b2f0d8c4a12';

describe('the unsubscribe link', () => {
  it('names the shop and stops its emails with one button, signed out', async () => {
    let subscribed = true;
    const posts: string[] = [];
    mswServer.use(
      http.get(apiUrl('/messaging/unsubscribe'), () =>
        HttpResponse.json({
          success: true,
          data: { store_id: LUNA, store_name: 'Café Luna', channel: 'email', subscribed },
        }),
      ),
      http.post(apiUrl('/messaging/unsubscribe'), ({ request }) => {
        posts.push(new URL(request.url).searchParams.get('token') ?? '');
        subscribed = false;
        return HttpResponse.json({ success: true, message: 'Unsubscribed.' });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe?token=abc.def' });
    expect(
      await screen.findByText(
        'Stop emails from Café Luna? Your card and stamps stay as they are; only the messages stop.',
      ),
    ).toBeVisible();
    // Opening the link changed nothing: mail scanners open links.
    expect(posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Stop emails' }));
    expect(await screen.findByText('You’re unsubscribed')).toBeVisible();
    expect(posts).toEqual(['abc.def']);
  });

  it('says what is wrong with a link that cannot be read', async () => {
    mswServer.use(
      http.get(apiUrl('/messaging/unsubscribe'), () =>
        HttpResponse.json(
          { success: false, message: 'This unsubscribe link is not valid.' },
          { status: 400 },
        ),
      ),
    );
    await renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe?token=tampered' });
    expect(await screen.findByText('This link cannot be read')).toBeVisible();
    expect(screen.getByText('This unsubscribe link is not valid.')).toBeVisible();
  });
});

describe('the customer’s choice of messages', () => {
  it('turns one shop’s push off and keeps the other shop as it was', async () => {
    const saved: unknown[] = [];
    mswServer.use(
      http.get(apiUrl('/messaging/preferences'), () =>
        HttpResponse.json({
          success: true,
          data: [
            { store_id: LUNA, store_name: 'Café Luna', email: true, push: true },
            { store_id: MILL, store_name: 'Old Mill', email: false, push: true },
          ],
        }),
      ),
      http.put(apiUrl('/messaging/preferences/:storeId'), async ({ request, params }) => {
        const body = (await request.json()) as object;
        saved.push({ storeId: params.storeId, ...body });
        return HttpResponse.json({
          success: true,
          data: { store_id: LUNA, store_name: 'Café Luna', ...body },
        });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<MessagePreferencesCard />, {
      route: '/profile',
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    const luna = await screen.findByRole('group', { name: 'Messages from Café Luna' });
    const mill = screen.getByRole('group', { name: 'Messages from Old Mill' });
    expect(within(mill).getByRole('switch', { name: 'Email' })).not.toBeChecked();
    await user.click(within(luna).getByRole('switch', { name: 'Push' }));
    await waitFor(() => expect(saved).toEqual([{ storeId: LUNA, email: true, push: false }]));
    expect(within(luna).getByRole('switch', { name: 'Push' })).not.toBeChecked();
    expect(within(mill).getByRole('switch', { name: 'Push' })).toBeChecked();
  });

  it('explains when no shop can write yet', async () => {
    mswServer.use(
      http.get(apiUrl('/messaging/preferences'), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
    );
    await renderWithProviders(<MessagePreferencesCard />, {
      route: '/profile',
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    expect(
      await screen.findByText(
        'No shop can write to you yet: a shop appears here after your first stamp there.',
      ),
    ).toBeVisible();
  });
});
