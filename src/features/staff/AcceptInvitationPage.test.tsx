import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { initialSessionState } from '../../session/sessionSlice';
import { loadApi } from '../../shared/apiLoader';
import { LoginDialogContext } from '../../lib/loginDialog';
import { pendingInvitation } from '../../lib/pendingInvitation';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { aWorkplace } from '../../testing/staffFixtures';
import { AcceptInvitationPage } from './AcceptInvitationPage';

installMswServer();
beforeAll(() => loadApi());
afterEach(() => localStorage.clear());

const visitor = { ...initialSessionState, _persist: { version: 1, rehydrated: true } };
const noor = signedInSession(aUser({ role_id: 'user', email: 'noor@example.com' }));

function answerAccept(answer: () => Response) {
  const tokens: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('/staff/accept'), async ({ request }) => {
      tokens.push(await request.json());
      return answer();
    }),
  );
  return tokens;
}

const refusal = (status: number, message: string) =>
  HttpResponse.json({ success: false, code: 'REFUSED', message }, { status });

const renderPage = (session: typeof visitor | typeof noor, openLogin = jest.fn()) =>
  renderWithProviders(
    <LoginDialogContext.Provider value={openLogin}>
      <AcceptInvitationPage />
    </LoginDialogContext.Provider>,
    { route: '/staff/accept?token=tok-123', preloadedState: { session } },
  );

describe('accepting a staff invitation', () => {
  it('keeps the invitation for a visitor and brings them back here after signing in', async () => {
    const openLogin = jest.fn();
    await renderPage(visitor, openLogin);
    expect(
      await screen.findByRole('heading', { name: 'You’re invited to join a store’s staff' }),
    ).toBeInTheDocument();
    expect(pendingInvitation()).toBe('tok-123');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openLogin).toHaveBeenCalledWith('/staff/accept?token=tok-123');
  });

  it('accepts for a signed-in invitee and leads to the counter', async () => {
    const sent = answerAccept(() =>
      HttpResponse.json({ success: true, data: aWorkplace({ role: 'cashier' }) }),
    );
    await renderPage(noor);
    expect(
      await screen.findByRole('heading', { name: 'You’re on the staff of Café Luna' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You work there as cashier\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the counter' })).toHaveAttribute(
      'href',
      '/counter',
    );
    expect(sent).toEqual([{ token: 'tok-123' }]);
    expect(pendingInvitation()).toBeNull();
  });

  it('says which account is signed in when the invitation is for another address', async () => {
    answerAccept(() =>
      refusal(403, 'This invitation was sent to leo@example.com. Sign in with that address.'),
    );
    await renderPage(noor);
    expect(
      await screen.findByText('This invitation is for another email address'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/This invitation was sent to leo@example.com\. Sign in with that address\./),
    ).toBeInTheDocument();
    expect(screen.getByText('noor@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // Kept: the invitee signs in with the invited address next.
    expect(pendingInvitation()).toBe('tok-123');
  });

  it('says in plain words that an expired invitation cannot be used', async () => {
    answerAccept(() => refusal(410, 'This invitation expired on 20 November.'));
    await renderPage(noor);
    expect(await screen.findByText('This invitation can no longer be used')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This invitation expired on 20 November. Ask the person who invited you to send a new invitation.',
      ),
    ).toBeInTheDocument();
    expect(pendingInvitation()).toBeNull();
  });
});
