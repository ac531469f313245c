import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser } from '../../testing/sessionFixtures';
import { MerchantRegisterPage } from './MerchantRegisterPage';

installMswServer();
beforeAll(() => loadApi());

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/merchant/register" element={<MerchantRegisterPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/merchant/register' },
  );

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Business name/), 'Bean There');
  await user.click(screen.getByRole('radio', { name: 'Company' }));
  await user.type(screen.getByLabelText(/First name/), 'Omar');
  await user.type(screen.getByLabelText(/Last name/), 'Said');
  await user.type(screen.getByLabelText(/Email/), 'omar@beanthere.example');
  await user.type(screen.getByLabelText(/^Password/), 'espresso42');
}

describe('merchant registration', () => {
  it('explains the three onboarding steps', async () => {
    await renderPage();
    const steps = screen.getByRole('complementary', { name: 'After you register' });
    expect(steps).toHaveTextContent('Email Verification');
    expect(steps).toHaveTextContent('Merchant Request');
    expect(steps).toHaveTextContent('Subscription & Payment');
  });

  it('asks for the business name and the owner', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Register business' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
  });

  it('shows "email taken" under the email field', async () => {
    mswServer.use(
      http.post(apiUrl('/auth/register'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: 'An account with this email already exists.',
            errors: { email: ['An account with this email already exists.'] },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register business' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
        'An account with this email already exists.',
      ),
    );
  });

  it('registers a merchant account and opens the email code step', async () => {
    let sent: unknown;
    mswServer.use(
      http.post(apiUrl('/auth/register'), async ({ request }) => {
        sent = await request.json();
        const user = aUser({ email: 'omar@beanthere.example', first_name: 'Omar' });
        return HttpResponse.json(
          {
            success: true,
            data: {
              user,
              merchant: { ...user, business_name: 'Bean There', business_type: 'company' },
              tokens: {
                access_token: 'access-1',
                refresh_token: 'refresh-1',
                access_expires_at: '2099-01-01T00:15:00.000Z',
                refresh_expires_at: '2099-01-02T00:00:00.000Z',
              },
              pending_verification: true,
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register business' }));
    expect(
      await screen.findByText('At /merchant/verify-email with omar@beanthere.example'),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      business_name: 'Bean There',
      business_type: 'company',
      first_name: 'Omar',
      last_name: 'Said',
      email: 'omar@beanthere.example',
      password: 'espresso42',
      account_type: 'merchant',
    });
    expect(store.getState().session).toMatchObject({
      merchant: { business_name: 'Bean There' },
      accessToken: 'access-1',
      registrationStep: 2,
    });
  });
});
