import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { aWorkplace } from '../../testing/staffFixtures';
import { CounterPinCard } from './CounterPinCard';

installMswServer();
beforeAll(() => loadApi());
jest.setTimeout(60_000);

const workplace = aWorkplace({ staff_id: 'staff-noor' });

function answerPin() {
  const sent: unknown[] = [];
  mswServer.use(
    http.put(apiUrl('/staff/staff-noor/pin'), async ({ request }) => {
      const body = (await request.json()) as { pin: string };
      sent.push(body);
      if (body.pin === '1234') {
        return HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Choose a PIN that is not a run or one digit repeated.',
            errors: { pin: ['Choose a PIN that is not a run or one digit repeated.'] },
          },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        success: true,
        message: 'Your counter PIN is saved.',
        data: null,
      });
    }),
  );
  return sent;
}

const renderCard = (hasPin = false) =>
  renderWithProviders(<CounterPinCard workplace={{ ...workplace, has_pin: hasPin }} />, {
    preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
  });

describe('your counter PIN', () => {
  it('asks for 4 to 6 digits, twice, in masked number fields', async () => {
    const sent = answerPin();
    await renderCard();
    const pin = screen.getByLabelText('PIN');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    const user = userEvent.setup();
    await user.type(pin, '12a');
    await user.type(screen.getByLabelText('Repeat the PIN'), '999');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Use 4 to 6 digits')).toBeInTheDocument();
    expect(screen.getByText('The two PINs are not the same')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal under the PIN, then saves a good one', async () => {
    const sent = answerPin();
    await renderCard();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '1234');
    await user.type(screen.getByLabelText('Repeat the PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(
      await screen.findByText('Choose a PIN that is not a run or one digit repeated.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription(
      'Choose a PIN that is not a run or one digit repeated.',
    );

    await user.clear(screen.getByLabelText('PIN'));
    await user.type(screen.getByLabelText('PIN'), '2580');
    await user.clear(screen.getByLabelText('Repeat the PIN'));
    await user.type(screen.getByLabelText('Repeat the PIN'), '2580');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Your counter PIN is saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('PIN')).toHaveValue(''));
    expect(sent).toEqual([{ pin: '1234' }, { pin: '2580' }]);
  });

  it('says when a PIN is set, and offers to change it', async () => {
    answerPin();
    await renderCard(true);
    expect(screen.getByText('PIN set')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change PIN' })).toBeInTheDocument();
    expect(screen.getByLabelText('New PIN')).toBeInTheDocument();
  });
});
