import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { PhoneLookupCard } from './PhoneLookupCard';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());

const customer = aUser({ role_id: 'user' });

function answerUpdates() {
  const sent: unknown[] = [];
  mswServer.use(
    http.put(apiUrl('/users/me'), async ({ request }) => {
      const body = (await request.json()) as { phone: string | null; phone_findable: boolean };
      sent.push(body);
      return HttpResponse.json({
        success: true,
        data: {
          ...customer,
          phone: body.phone && '+351912345678',
          phone_findable: body.phone_findable,
        },
      });
    }),
  );
  return sent;
}

const render = () =>
  renderWithProviders(<PhoneLookupCard user={customer} />, {
    preloadedState: { session: signedInSession(customer) },
  });

describe('finding me by phone', () => {
  it('saves the number and the permission, off until the customer turns it on', async () => {
    const sent = answerUpdates();
    await render();
    const user = userEvent.setup();
    const allow = screen.getByRole('switch', { name: 'Let shops find me by this number' });
    expect(allow).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+351 912 345 678');
    await user.click(allow);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ phone: '+351 912 345 678', phone_findable: true }]),
    );
  });

  it('asks for the number before the permission', async () => {
    const sent = answerUpdates();
    await render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Let shops find me by this number' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Add your phone number before letting shops find you by it.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a number that is none', async () => {
    answerUpdates();
    await render();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Phone must be an international number/)).toBeInTheDocument();
  });
});
