import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadApi } from '../../app/apiLoader';
import { http, HttpResponse } from 'msw';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { DEMO_STEP_STATUS } from './demoSession';
import { useSubscribedHandler } from './merchantRequestOnboarding';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());

function PayButton() {
  const onSubscribed = useSubscribedHandler();
  const location = useLocation();
  return (
    <>
      <p>At {location.pathname}</p>
      <button onClick={() => void onSubscribed()}>Subscribed</button>
    </>
  );
}

const done = (step: keyof typeof DEMO_STEP_STATUS.step_details) => ({
  ...DEMO_STEP_STATUS.step_details[step],
  completed: true,
});

describe('useSubscribedHandler', () => {
  it('resumes an idle onboarding machine at step 3 and sends SUBSCRIBED, which opens the dashboard', async () => {
    // After the payment the machine re-reads the step status: all three steps are done now.
    mswServer.use(
      http.get(apiUrl('/onboarding/step-status'), () =>
        HttpResponse.json({
          success: true,
          data: {
            ...DEMO_STEP_STATUS,
            step_details: {
              step_1: done('step_1'),
              step_2: done('step_2'),
              step_3: done('step_3'),
            },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(
      <Routes>
        <Route path="*" element={<PayButton />} />
      </Routes>,
      {
        route: '/merchant/subscription',
        preloadedState: {
          session: {
            ...signedInSession(aUser()),
            stepStatus: {
              ...DEMO_STEP_STATUS,
              step_details: {
                ...DEMO_STEP_STATUS.step_details,
                step_1: done('step_1'),
                step_2: done('step_2'),
              },
            },
            stepStatusLastFetched: Date.now(),
          },
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Subscribed' }));
    expect(await screen.findByText('At /dashboard')).toBeInTheDocument();
  });
});
