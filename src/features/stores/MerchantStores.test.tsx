import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import type { MyStores, StoreBody } from '../../api/stores';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessionFixtures';
import { CAFE_CATEGORY, aStore } from '../../testing/storeFixtures';
import { StoresRoute } from '../../app/StoresRoute';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
beforeEach(() => jest.mocked(notify).mockClear());
// A dialog of a dozen fields, each click re-validating the form: on a loaded CI machine a test
// filling it takes far longer than on a laptop.
jest.setTimeout(60_000);

const luna = aStore();
const hidden = aStore({
  id: 'e1a6c0b2-3d7f-4c59-9a1e-6b2f0d8c4a12',
  name: 'Old Mill',
  status: 'hidden',
});

/** `GET /stores/me`, answering what `state` holds at each call. */
function answerMyStores(state: MyStores) {
  mswServer.use(
    http.get(apiUrl('/stores/me'), () => HttpResponse.json({ success: true, data: state })),
    http.get(apiUrl('/categories'), () =>
      HttpResponse.json({ success: true, data: [CAFE_CATEGORY] }),
    ),
  );
}

const limits = (stores_used: number, max_stores: number) => ({
  plan_active: true,
  max_stores,
  max_branches: 10,
  max_reward_cards: 5,
  stores_used,
});

const renderPage = () =>
  renderWithProviders(<StoresRoute />, {
    route: '/stores',
    preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } },
  });

describe("a merchant's stores", () => {
  it('lists their stores with their status and says where they stand on the plan', async () => {
    answerMyStores({ items: [luna, hidden], limits: limits(1, 3) });
    await renderPage();
    expect(await screen.findByText('1 of 3 stores on your plan')).toBeInTheDocument();
    const lunaCard = screen.getByText('Café Luna').closest('.MuiCard-root') as HTMLElement;
    expect(within(lunaCard).getByText('Listed')).toBeInTheDocument();
    const millCard = screen.getByText('Old Mill').closest('.MuiCard-root') as HTMLElement;
    expect(within(millCard).getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New store' })).toBeEnabled();
  });

  it('turns creating off at the limit and says why', async () => {
    answerMyStores({ items: [luna], limits: limits(1, 1) });
    await renderPage();
    expect(await screen.findByText('1 of 1 store on your plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New store' })).toBeDisabled();
    expect(
      screen.getByText('Your plan allows 1 store. Hide one or change your plan to add another.'),
    ).toBeInTheDocument();
  });

  it('says why once the plan has ended, and how to turn it back on, instead of "1 of 0 stores"', async () => {
    // docs/api.md, "Stores": every limit is 0 without a plan in service.
    answerMyStores({
      items: [luna, hidden],
      limits: { ...limits(1, 0), plan_active: false, max_branches: 0, max_reward_cards: 0 },
    });
    await renderPage();
    expect(await screen.findByText('Your plan has ended')).toBeInTheDocument();
    expect(screen.queryByText(/of 0 stores/)).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing is lost/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    // The stores are kept, and say they are out of the directory.
    const lunaCard = screen.getByText('Café Luna').closest('.MuiCard-root') as HTMLElement;
    expect(within(lunaCard).getByText('Not listed')).toBeInTheDocument();
    const millCard = screen.getByText('Old Mill').closest('.MuiCard-root') as HTMLElement;
    expect(within(millCard).getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New store' })).toBeDisabled();
  });

  it('says what to do first when there is no store yet', async () => {
    answerMyStores({ items: [], limits: limits(0, 3) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'No stores yet' })).toBeInTheDocument();
    expect(screen.getByText(/Create your first store/)).toBeInTheDocument();
  });

  it('names each missing field before sending anything', async () => {
    answerMyStores({ items: [], limits: limits(0, 3) });
    const sent: unknown[] = [];
    mswServer.use(http.post(apiUrl('/stores'), () => void sent.push(1)));
    const user = userEvent.setup();
    await renderPage();
    await user.click((await screen.findAllByRole('button', { name: 'New store' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New store' });
    await user.click(within(dialog).getByRole('button', { name: 'Create store' }));
    expect(await within(dialog).findByText('Store name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    expect(within(dialog).getByText('City is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the server refusal on its field, then creates the store', async () => {
    const state: MyStores = { items: [], limits: limits(0, 3) };
    answerMyStores(state);
    const sent: StoreBody[] = [];
    mswServer.use(
      http.post(apiUrl('/stores'), async ({ request }) => {
        const body = (await request.json()) as StoreBody;
        sent.push(body);
        if (body.website === 'https://taken.example') {
          return HttpResponse.json(
            {
              success: false,
              code: 'VALIDATION_ERROR',
              message: 'Check the highlighted fields.',
              errors: { website: ['This website does not answer.'] },
            },
            { status: 400 },
          );
        }
        const created = aStore({ id: 'e1a6c0b2-3d7f-4c59-9a1e-6b2f0d8c4a13', name: body.name });
        state.items = [created];
        state.limits = limits(1, 3);
        return HttpResponse.json({ success: true, data: created }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click((await screen.findAllByRole('button', { name: 'New store' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New store' });
    // Pasted rather than typed: a dozen fields typed key by key outlast a busy machine's patience.
    const fill = async (label: string, text: string) => {
      // By label: role queries walk the whole dialog and are slow on a busy machine.
      await user.click(within(dialog).getByLabelText(new RegExp(`^${label}`)));
      await user.paste(text);
    };
    await fill('Store name', 'Bean There');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Cafe' }));
    await fill('Address line', '1 Main St');
    await fill('City', 'Oakland');
    await fill('Postal code', '94601');
    await fill('Website', 'https://taken.example');
    const website = within(dialog).getByLabelText(/^Website/);
    await user.click(within(dialog).getByRole('button', { name: 'Create store' }));
    expect(await within(dialog).findByText('This website does not answer.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      name: 'Bean There',
      category_id: CAFE_CATEGORY.id,
      phone: null,
      country: 'US',
    });

    await user.clear(website);
    expect(within(dialog).queryByText('This website does not answer.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create store' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Bean There')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 stores on your plan')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('Bean There is open', 'success');
  });

  it('edits a store with the same form, filled in', async () => {
    answerMyStores({ items: [luna], limits: limits(1, 3) });
    let sent: (StoreBody & { id?: string }) | undefined;
    mswServer.use(
      http.put(apiUrl('/stores/:id'), async ({ request }) => {
        sent = (await request.json()) as StoreBody;
        return HttpResponse.json({ success: true, data: { ...luna, ...sent } });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Café Luna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Café Luna' });
    const name = within(dialog).getByRole('textbox', { name: 'Store name' });
    expect(name).toHaveValue('Café Luna');
    await user.clear(name);
    await user.paste('Café Soleil');
    await user.click(within(dialog).getByRole('button', { name: 'Save store' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toMatchObject({ name: 'Café Soleil', city: 'Paris', country: 'FR' });
  });

  it('hides a store only once the merchant confirms', async () => {
    const state: MyStores = { items: [luna], limits: limits(1, 3) };
    answerMyStores(state);
    const hiddenIds: string[] = [];
    mswServer.use(
      http.delete(apiUrl('/stores/:id'), ({ params }) => {
        hiddenIds.push(String(params.id));
        state.items = [{ ...luna, status: 'hidden' }];
        return HttpResponse.json({ success: true, data: state.items[0] });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Hide Café Luna' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hide Café Luna?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(hiddenIds).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hide Café Luna' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hide store' }),
    );
    expect(await screen.findByText('Hidden')).toBeInTheDocument();
    expect(hiddenIds).toEqual([luna.id]);
  });

  it('saves the stamping rules a cashier meets at the counter', async () => {
    answerMyStores({ items: [luna], limits: limits(1, 3) });
    let sent: unknown;
    mswServer.use(
      http.get(apiUrl('/stores/me/settings'), () =>
        HttpResponse.json({
          success: true,
          data: {
            brand_color: null,
            default_stamps_required: 10,
            stamp_cooldown_minutes: 5,
            daily_stamp_limit_per_customer: 10,
            notify_on_redeem: false,
          },
        }),
      ),
      http.put(apiUrl('/stores/me/settings'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: sent });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Stamping rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stamping rules' });
    const cooldown = await within(dialog).findByLabelText(/Cooldown between stamps/);
    expect(cooldown).toHaveValue(5);
    await user.clear(cooldown);
    await user.type(cooldown, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    expect(
      await within(dialog).findByText('Cooldown must be between 0 and 1440'),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.clear(cooldown);
    await user.type(cooldown, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(sent).toEqual({
        stamp_cooldown_minutes: 0,
        daily_stamp_limit_per_customer: 10,
        default_stamps_required: 10,
        brand_color: null,
      }),
    );
    expect(notify).toHaveBeenCalledWith('Stamping rules saved', 'success');
  });
});
