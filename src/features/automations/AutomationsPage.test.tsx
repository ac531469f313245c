import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type {
  AutomationRecord,
  AutomationResults,
  AutomationsOverview,
  BroadcastRecord,
} from '../../api/automations';
import { loadApi } from '../../shared/apiLoader';
import { LocationProbe } from '../../testing/LocationProbe';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessionFixtures';
import { aStore } from '../../testing/storeFixtures';
import { AutomationsPage } from './AutomationsPage';

installMswServer();
beforeAll(() => loadApi());
jest.setTimeout(60_000);

const luna = aStore();
const WIN_BACK_ID = '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a70';
const ONE_OFF_ID = '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a71';

const anAutomation = (overrides: Partial<AutomationRecord>): AutomationRecord => ({
  kind: 'win_back',
  saved: false,
  enabled: false,
  offer_kind: 'bonus_stamps',
  offer_stamps: 1,
  offer_valid_days: 30,
  holdout_percent: 10,
  days_before: 7,
  idle_days: 14,
  ...overrides,
});

const overview = (winBack: Partial<AutomationRecord> = {}): AutomationsOverview => ({
  automations: [
    anAutomation({ kind: 'win_back', ...winBack }),
    anAutomation({ kind: 'birthday' }),
    anAutomation({ kind: 'near_reward' }),
    anAutomation({ kind: 'expiry_reminder', offer_kind: 'none' }),
  ],
  expiry: { reward_expiry_days: null, stamp_expiry_months: null },
  time_zone: 'Europe/Lisbon',
  last_run: null,
});

const figures = (
  overrides: Partial<AutomationResults['results'][number]>,
): AutomationResults['results'][number] => ({
  source: 'automation',
  id: WIN_BACK_ID,
  kind: 'win_back',
  eligible: 440,
  held_out: 40,
  sent: 400,
  delivered: 390,
  clicked: 80,
  maturing: 12,
  messaged: { size: 388, returned: 120, rate: 120 / 388 },
  holdout: { size: 38, returned: 8, rate: 8 / 38 },
  lift: 0.098,
  ci_low: 0.012,
  ci_high: 0.184,
  enough_data: true,
  ...overrides,
});

const oneOff: BroadcastRecord = {
  id: ONE_OFF_ID,
  segment: 'lapsed',
  subject: 'We miss you',
  body: 'Come by for a coffee.',
  offer_kind: 'bonus_stamps',
  offer_stamps: 2,
  offer_valid_days: 14,
  holdout_percent: 10,
  recipients: 18,
  created_at: '2026-10-02T10:00:00.000Z',
};

function answer({
  automations = overview(),
  results = [] as AutomationResults['results'],
  broadcasts = [] as BroadcastRecord[],
} = {}) {
  mswServer.use(
    http.get(apiUrl('/stores/me'), () =>
      HttpResponse.json({
        success: true,
        data: {
          items: [luna],
          limits: { max_stores: 5, max_branches: 15, max_reward_cards: 10, stores_used: 1 },
        },
      }),
    ),
    http.get(apiUrl('/stores/:id/automations'), () =>
      HttpResponse.json({ success: true, data: automations }),
    ),
    http.get(apiUrl('/stores/:id/automations/results'), () =>
      HttpResponse.json({ success: true, data: { min_group_size: 30, results } }),
    ),
    http.get(apiUrl('/stores/:id/broadcasts'), () =>
      HttpResponse.json({ success: true, data: broadcasts }),
    ),
  );
}

const renderPage = () =>
  renderWithProviders(<AutomationsPage />, {
    route: '/automations',
    preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } },
  });

beforeEach(() => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => jest.restoreAllMocks());

describe('the automations page', () => {
  it('turns win-back on with a bonus of two stamps, and says so', async () => {
    answer();
    const saved: unknown[] = [];
    mswServer.use(
      http.put(apiUrl('/stores/:id/automations/:kind'), async ({ request, params }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push({ kind: params.kind, ...body });
        answer({ automations: overview({ ...body, saved: true }) });
        return HttpResponse.json({
          success: true,
          data: anAutomation({ kind: 'win_back', saved: true, ...body }),
        });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    const card = await screen.findByRole('region', { name: 'Win-back' });
    expect(within(card).getByText('Off')).toBeVisible();
    await user.click(within(card).getByRole('switch', { name: 'Send win-back messages' }));
    const stamps = within(card).getByRole('spinbutton', { name: 'Bonus stamps' });
    await user.clear(stamps);
    await user.type(stamps, '2');
    await user.click(within(card).getByRole('button', { name: 'Save Win-back' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      kind: 'win_back',
      enabled: true,
      offer_kind: 'bonus_stamps',
      offer_stamps: 2,
      offer_valid_days: 30,
      days_before: 7,
      idle_days: 14,
      holdout_percent: 10,
    });
    expect(await within(card).findByText('On · +2 stamps')).toBeVisible();
  });

  it('will not hold out fewer than 5 % of customers', async () => {
    answer();
    const user = userEvent.setup();
    await renderPage();
    const card = await screen.findByRole('region', { name: 'Birthday' });
    const holdout = within(card).getByRole('spinbutton', { name: 'Held out (%)' });
    await user.clear(holdout);
    await user.type(holdout, '2');
    await user.click(within(card).getByRole('button', { name: 'Save Birthday' }));
    expect(await within(card).findByText('Holdout must be between 5 and 50')).toBeVisible();
  });

  it('shows the lift with its interval, and says when there is not enough data yet', async () => {
    answer({
      results: [
        figures({}),
        figures({
          source: 'one_off',
          id: ONE_OFF_ID,
          kind: 'one_off',
          eligible: 20,
          messaged: { size: 18, returned: 5, rate: 5 / 18 },
          holdout: { size: 2, returned: 0, rate: 0 },
          lift: null,
          ci_low: null,
          ci_high: null,
          enough_data: false,
          maturing: 0,
        }),
      ],
      broadcasts: [oneOff],
    });
    await renderPage();
    const winBack = await screen.findByRole('article', { name: 'Win-back' });
    expect(within(winBack).getByText('Lift +9.8 pts')).toBeVisible();
    expect(within(winBack).getByText('95 % CI +1.2 pts to +18.4 pts')).toBeVisible();
    expect(within(winBack).getByText('The messages brought customers back.')).toBeVisible();
    expect(within(winBack).getByText('30.9% (120 of 388)')).toBeVisible();
    expect(within(winBack).getByText('21.1% (8 of 38)')).toBeVisible();
    const sent = screen.getByRole('article', { name: '“We miss you”, Oct 2, 2026' });
    expect(within(sent).getByText(/Not enough data yet/)).toHaveTextContent(
      'Not enough data yet: 18 messaged and 2 held-out customers have had their 30 days; the lift shows once each group has 30.',
    );
  });

  it('previews a one-off message with its exact recipients, then sends it once', async () => {
    answer();
    const sends: { body: Record<string, unknown>; key: string | null }[] = [];
    let recipients = 132;
    mswServer.use(
      http.post(apiUrl('/stores/:id/broadcasts/preview'), () =>
        HttpResponse.json({
          success: true,
          data: {
            recipients,
            held_out: 15,
            email: {
              subject: 'Double stamps this week',
              text: 'Hello from Café Luna!\nDouble stamps all week.',
              html: '<p>Hello</p>',
            },
          },
        }),
      ),
      http.post(apiUrl('/stores/:id/broadcasts'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sends.push({ body, key: request.headers.get('Idempotency-Key') });
        if (body.expected_recipients !== recipients) {
          return HttpResponse.json(
            { success: false, message: `The segment changed: it is ${recipients} customers now.` },
            { status: 409 },
          );
        }
        return HttpResponse.json(
          { success: true, data: { ...oneOff, recipients } },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'New one-off message' }));
    const compose = await screen.findByRole('dialog', { name: 'New message from Café Luna' });
    await user.type(within(compose).getByRole('textbox', { name: 'Subject' }), 'Double stamps');
    await user.type(within(compose).getByRole('textbox', { name: 'Message' }), 'All week.');
    await user.click(within(compose).getByRole('button', { name: 'Preview' }));

    let confirm = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(within(confirm).getByText('Double stamps this week')).toBeVisible();
    // The segment grows between the preview and the send: the send is refused and the new
    // number shown, to confirm again.
    recipients = 133;
    await user.click(within(confirm).getByRole('button', { name: 'Send to 132 customers' }));
    confirm = await screen.findByRole('dialog', { name: 'Send this message?' });
    await user.click(await within(confirm).findByRole('button', { name: 'Send to 133 customers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sends.map(({ body }) => body.expected_recipients)).toEqual([132, 133]);
    expect(sends[1]?.body).toMatchObject({
      segment: 'everyone',
      subject: 'Double stamps',
      body: 'All week.',
      offer_kind: 'bonus_stamps',
    });
    // Another request, another key: the first was refused and ended.
    expect(sends[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sends[1]?.key).not.toBe(sends[0]?.key);
  });

  it('opens the store the address names, and names the store chosen in the address', async () => {
    const harbor = aStore({ id: '7a0c3e52-9d41-4b8e-a3f6-1e2d3c4b5a69', name: 'Harbor Beans' });
    answer();
    const asked: string[] = [];
    mswServer.use(
      http.get(apiUrl('/stores/me'), () =>
        HttpResponse.json({
          success: true,
          data: {
            items: [luna, harbor],
            limits: { max_stores: 5, max_branches: 15, max_reward_cards: 10, stores_used: 2 },
          },
        }),
      ),
      http.get(apiUrl('/stores/:id/automations'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ success: true, data: overview() });
      }),
    );
    await renderWithProviders(
      <>
        <AutomationsPage />
        <LocationProbe />
      </>,
      {
        route: `/automations?store=${harbor.id}`,
        preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } },
      },
    );
    const picker = await screen.findByRole('combobox', { name: 'Store' });
    expect(picker).toHaveTextContent('Harbor Beans');
    await waitFor(() => expect(asked).toEqual([harbor.id]));

    const user = userEvent.setup();
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: luna.name }));
    expect(await screen.findByText(`At /automations?store=${luna.id}`)).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([harbor.id, luna.id]));
  });

  it('tells a merchant without a store where to start', async () => {
    mswServer.use(
      http.get(apiUrl('/stores/me'), () =>
        HttpResponse.json({
          success: true,
          data: {
            items: [],
            limits: { max_stores: 5, max_branches: 15, max_reward_cards: 10, stores_used: 0 },
          },
        }),
      ),
    );
    await renderPage();
    expect(await screen.findByText('No stores yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Stores' })).toHaveAttribute(
      'href',
      '/stores',
    );
  });
});
