import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { formatRules } from '../../api/generated/limits';
import { reviewPolling } from '../../shared/merchantRequestReview';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { DEMO_STEP_STATUS } from '../onboarding/demoSession';
import { merchantRequestDraftKey } from './merchantRequestDraft';
import { MerchantRequestPage } from './MerchantRequestPage';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
afterEach(() => window.localStorage.clear());
jest.setTimeout(20_000);

const DRAFT_ID = 'draft-1';

function LocationProbe() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

const categories = [
  { id: 'cat-cafe', name: 'Cafés', slug: 'cafes' },
  { id: 'cat-books', name: 'Books', slug: 'books' },
];

const completeDraft = {
  business_name: 'Haddad Coffee',
  business_type: 'company',
  category_id: 'cat-cafe',
  store_name: 'Haddad Coffee Downtown',
  description: 'Specialty coffee and pastries in the heart of town.',
  phone: '+1 415 555 0100',
  address_line: '1 Main Street',
  city: 'Springfield',
  postal_code: '12345',
  country: 'US',
  website: '',
};

const atStep2 = {
  ...DEMO_STEP_STATUS,
  step_details: {
    ...DEMO_STEP_STATUS.step_details,
    step_1: { ...DEMO_STEP_STATUS.step_details.step_1, completed: true },
  },
};

const atStep3 = {
  ...atStep2,
  step_details: {
    ...atStep2.step_details,
    step_2: { ...DEMO_STEP_STATUS.step_details.step_2, completed: true },
  },
};

function answerBasics(pending: object | null = null, mine: object[] = []) {
  mswServer.use(
    http.get(apiUrl('/merchant-requests/my'), () =>
      HttpResponse.json({ success: true, data: mine }),
    ),
    http.get(apiUrl('/categories'), () => HttpResponse.json({ success: true, data: categories })),
    http.get(apiUrl('/merchant-requests/my/pending'), () =>
      HttpResponse.json({ success: true, data: pending }),
    ),
  );
}

const signedUpAs = {
  id: 'merchant-1',
  user_id: aUser().id,
  username: 'amira',
  first_name: 'Amira',
  last_name: 'Haddad',
  email: 'amira@example.com',
  business_name: 'Haddad Trading',
  business_type: 'company' as const,
  email_verified: true,
  status: 'active' as const,
  verification_status: 'pending' as const,
};

const renderPage = (draftId: string | null = DRAFT_ID, session: object = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/merchant/request" element={<MerchantRequestPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    {
      route: '/merchant/request',
      onboarding: true,
      preloadedState: {
        session: { ...signedInSession(aUser()), onboardingStep: 2, draftId, ...session },
      },
    },
  );

describe('merchant request page', () => {
  it('names each missing field and checks the description length and website', async () => {
    answerBasics();
    const user = userEvent.setup();
    await renderPage();
    expect(screen.getByText(/Step 2 of 3/)).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Description/ }), 'Short');
    await user.type(screen.getByRole('textbox', { name: /Website/ }), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Store name is required')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText(formatRules['http-url'].message)).toBeInTheDocument();
  });

  it('offers every ISO 3166 country, Greece and Nigeria included, and keeps the one chosen', async () => {
    answerBasics();
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('combobox', { name: /Country/ }));
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThanOrEqual(250);
    expect(screen.getByRole('option', { name: 'Nigeria' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Greece' }));
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Greece');
  });

  it('restores the draft, shows server field errors, then submits and moves to step 3', async () => {
    answerBasics();
    window.localStorage.setItem(merchantRequestDraftKey(DRAFT_ID), JSON.stringify(completeDraft));
    const sent: unknown[] = [];
    let attempt = 0;
    let submitted = false;
    mswServer.use(
      http.post(apiUrl('/merchant-requests'), async ({ request }) => {
        sent.push(await request.json());
        attempt += 1;
        if (attempt === 1) {
          return HttpResponse.json(
            {
              success: false,
              message: 'Validation failed',
              code: 'VALIDATION_ERROR',
              errors: { phone: ['Phone is not a reachable number'] },
            },
            { status: 400 },
          );
        }
        submitted = true;
        return HttpResponse.json(
          { success: true, data: { id: 'req-1', status: 'pending', ...completeDraft } },
          { status: 201 },
        );
      }),
      // The machine reads the step status when it resumes, and again once the request is in.
      http.get(apiUrl('/onboarding/step-status'), () =>
        HttpResponse.json({ success: true, data: submitted ? atStep3 : atStep2 }),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toHaveValue(
      'Haddad Coffee',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Cafés'),
    );
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Phone is not a reachable number')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('At /merchant/subscription')).toBeInTheDocument();
    expect(sent[1]).toEqual({ ...completeDraft, website: undefined });
    expect(notify).toHaveBeenCalledWith('Merchant request submitted', 'success');
    expect(window.localStorage.getItem(merchantRequestDraftKey(DRAFT_ID))).toBeNull();
  });

  it('keeps a draft under a new draft id as the merchant types', async () => {
    answerBasics();
    const user = userEvent.setup();
    const { store } = await renderPage(null);
    await user.type(await screen.findByRole('textbox', { name: /Store name/ }), 'Corner');
    const draftId = store.getState().session.draftId;
    expect(draftId).toEqual(expect.any(String));
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem(merchantRequestDraftKey(draftId!)) ?? '{}'),
      ).toMatchObject({ store_name: 'Corner' }),
    );
  });

  it('says why the last request was rejected above the form', async () => {
    answerBasics(null, [
      {
        ...completeDraft,
        id: 'req-0',
        status: 'rejected',
        rejection_reason: 'The address is incomplete.',
        created_at: '2026-11-19',
      },
    ]);
    await renderPage();
    expect(await screen.findByText(/The address is incomplete\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit request' })).toBeInTheDocument();
  });

  it('starts from the business name and type given at sign-up', async () => {
    answerBasics();
    await renderPage(DRAFT_ID, { merchant: signedUpAs });
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toHaveValue(
      'Haddad Trading',
    );
    expect(screen.getByRole('radio', { name: 'Company' })).toBeChecked();
  });

  it('lets a paid merchant whose request was refused correct it and land on the dashboard', async () => {
    const refused = {
      ...completeDraft,
      id: 'req-0',
      status: 'rejected',
      rejection_reason: 'The address is incomplete.',
      created_at: '2026-11-19',
    };
    answerBasics(null, [refused]);
    const paidAndResubmitted = {
      ...atStep3,
      step_details: {
        ...atStep3.step_details,
        step_3: { ...DEMO_STEP_STATUS.step_details.step_3, completed: true },
      },
    };
    mswServer.use(
      http.post(apiUrl('/merchant-requests'), () =>
        HttpResponse.json(
          { success: true, data: { ...refused, id: 'req-1', status: 'pending' } },
          { status: 201 },
        ),
      ),
      http.get(apiUrl('/onboarding/step-status'), () =>
        HttpResponse.json({ success: true, data: paidAndResubmitted }),
      ),
    );
    const user = userEvent.setup();
    await renderPage(DRAFT_ID, { merchant: signedUpAs });
    // Nothing asked twice: the refused request's answers are back, to correct.
    expect(await screen.findByRole('textbox', { name: /Store name/ })).toHaveValue(
      'Haddad Coffee Downtown',
    );
    expect(screen.getByRole('textbox', { name: /Address line/ })).toHaveValue('1 Main Street');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Cafés'),
    );
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('At /dashboard')).toBeInTheDocument();
  });

  it('shows a pending request as under review instead of the form', async () => {
    answerBasics({ ...completeDraft, id: 'req-1', status: 'pending', created_at: '2026-11-20' });
    await renderPage();
    expect(await screen.findByText('Your request is under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit request' })).not.toBeInTheDocument();
  });

  it('shows a refusal on the open page, with its reason and the form, without a reload', async () => {
    // The refusal reached the merchant's open page only on reload.
    const usual = reviewPolling.intervalMs;
    reviewPolling.intervalMs = 300;
    try {
      const underReview = {
        ...completeDraft,
        id: 'req-1',
        status: 'pending',
        created_at: '2026-11-20',
      };
      answerBasics(underReview, [underReview]);
      await renderPage();
      expect(await screen.findByText('Your request is under review')).toBeInTheDocument();

      answerBasics(null, [
        { ...underReview, status: 'rejected', rejection_reason: 'The street does not exist.' },
      ]);

      expect(
        await screen.findByText(/The street does not exist\./, {}, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit request' })).toBeInTheDocument();
    } finally {
      reviewPolling.intervalMs = usual;
    }
  });
});
