import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { AdminMerchantRequestsPage } from './AdminMerchantRequestsPage';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
jest.setTimeout(20_000);
beforeEach(() => jest.mocked(notify).mockClear());

const request = (id: string, store_name: string, status: string) => ({
  id,
  merchant_id: `m-${id}`,
  status,
  business_name: `${store_name} Ltd`,
  business_type: 'company',
  category_id: 'cat-cafe',
  store_name,
  description: 'Specialty coffee and pastries in the heart of town.',
  phone: '+1 555 0100',
  address_line: '1 Main Street',
  city: 'Springfield',
  postal_code: '12345',
  country: 'US',
  website: null,
  rejection_reason: null,
  reviewed_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  category_name: 'Cafe',
  applicant: { first_name: 'Ana', last_name: 'Lopez', email: `owner.${id}@example.com` },
  payment: null as { status: string; plan_name: string } | null,
});

const all = [
  {
    ...request('r1', 'Bean There', 'pending'),
    address_line: '1200 Broadway',
    city: 'Oakland',
    postal_code: '94601',
    payment: { status: 'active', plan_name: 'Growth' },
  },
  {
    ...request('r2', 'Book Nook', 'pending'),
    address_line: '12 rue de Rivoli',
    city: 'Paris',
    postal_code: '75001',
    country: 'FR',
    category_name: null,
  },
  request('r3', 'Old Mill', 'accepted'),
];

function answerList() {
  const queries: URLSearchParams[] = [];
  mswServer.use(
    http.get(apiUrl('/merchant-requests'), ({ request: { url } }) => {
      const params = new URL(url).searchParams;
      queries.push(params);
      const status = params.get('status');
      const items = status ? all.filter((item) => item.status === status) : all;
      return HttpResponse.json({
        success: true,
        data: { items, page: Number(params.get('page')), page_size: 20, total: items.length },
      });
    }),
  );
  return queries;
}

const renderPage = () =>
  renderWithProviders(<AdminMerchantRequestsPage />, {
    preloadedState: { session: signedInSession(aUser({ role_id: 'admin' })) },
  });

describe('admin merchant requests', () => {
  it('lists pending requests and filters by status', async () => {
    const queries = answerList();
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByText('Bean There')).toBeInTheDocument();
    expect(screen.queryByText('Old Mill')).not.toBeInTheDocument();
    expect(queries[0]?.get('status')).toBe('pending');
    expect(queries[0]?.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Old Mill')).toBeInTheDocument();
    expect(queries.at(-1)?.has('status')).toBe(false);
  });

  it("writes dates in the admin's language and statuses as words", async () => {
    // An admin in Lisbon read "11/27/2026" and a chip saying "pending".
    const languages = jest.spyOn(window.navigator, 'languages', 'get');
    languages.mockReturnValue(['pt-PT', 'pt']);
    try {
      answerList();
      const user = userEvent.setup();
      await renderPage();
      const row = (await screen.findByText('Bean There')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Pending')).toBeInTheDocument();
      expect(within(row).getAllByText(/20\/11\/2026/).length).toBeGreaterThan(0);
      expect(within(row).queryByText(/11\/20\/2026/)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Review Bean There' }));
      const dialog = await screen.findByRole('dialog', { name: /Bean There/ });
      expect(within(dialog).getByText('Pending')).toBeInTheDocument();
      expect(within(dialog).getByText('Bean There Ltd (Company)')).toBeInTheDocument();
      expect(within(dialog).getByText('20/11/2026')).toBeInTheDocument();
    } finally {
      languages.mockRestore();
    }
  });

  it('shows the category, the applicant and the payment in the details', async () => {
    answerList();
    const user = userEvent.setup();
    await renderPage();

    await user.click(await screen.findByRole('button', { name: 'Review Bean There' }));
    const paid = await screen.findByRole('dialog', { name: /Bean There/ });
    expect(within(paid).getByText('Cafe')).toBeInTheDocument();
    expect(within(paid).getByText('Ana Lopez')).toBeInTheDocument();
    expect(within(paid).getByText('owner.r1@example.com')).toBeInTheDocument();
    expect(within(paid).getByText('Active · Growth plan')).toBeInTheDocument();
    await user.click(within(paid).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Review Book Nook' }));
    const unpaid = await screen.findByRole('dialog', { name: /Book Nook/ });
    expect(within(unpaid).getByText('No subscription yet')).toBeInTheDocument();
  });

  it("writes each address the way its country does, with the country's name", async () => {
    answerList();
    const user = userEvent.setup();
    await renderPage();

    await user.click(await screen.findByRole('button', { name: 'Review Bean There' }));
    const american = await screen.findByRole('dialog', { name: /Bean There/ });
    expect(within(american).getByText('Oakland 94601')).toBeInTheDocument();
    expect(within(american).getByText('United States')).toBeInTheDocument();
    await user.click(within(american).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Review Book Nook' }));
    const french = await screen.findByRole('dialog', { name: /Book Nook/ });
    expect(within(french).getByText('75001 Paris')).toBeInTheDocument();
    expect(within(french).getByText('France')).toBeInTheDocument();
  });

  it('accepts a request only once the administrator confirms, showing progress meanwhile', async () => {
    answerList();
    const accepted: string[] = [];
    let answer: () => void = () => undefined;
    mswServer.use(
      http.post(apiUrl('/merchant-requests/:id/accept'), async ({ params }) => {
        accepted.push(String(params.id));
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ success: true, data: { ...all[0], status: 'accepted' } });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Review Bean There' }));
    const details = await screen.findByRole('dialog', { name: /Bean There/ });
    expect(within(details).getByText('+1 555 0100')).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept this request?' });
    expect(confirm).toHaveTextContent(/Bean There/);
    expect(confirm).toHaveTextContent(/verified/);
    expect(confirm).toHaveTextContent(/listed/);
    expect(confirm).toHaveTextContent(/email/);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(accepted).toEqual([]);

    await user.click(
      within(await screen.findByRole('dialog', { name: /Bean There/ })).getByRole('button', {
        name: 'Accept',
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'Accept this request?' });
    await user.click(within(again).getByRole('button', { name: 'Accept' }));
    const busy = await within(again).findByRole('button', { name: /Accepting\.\.\./ });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(accepted).toEqual(['r1']));
    answer();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Bean There accepted', 'success'));
  });

  it('rejects a request only with a reason, showing progress meanwhile', async () => {
    answerList();
    const rejected: unknown[] = [];
    let answer: () => void = () => undefined;
    mswServer.use(
      http.post(apiUrl('/merchant-requests/:id/reject'), async ({ request: sent, params }) => {
        rejected.push({ id: params.id, body: await sent.json() });
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ success: true, data: { ...all[1], status: 'rejected' } });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Review Book Nook' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Book Nook' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(rejected).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Missing address');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    const busy = await within(dialog).findByRole('button', { name: /Rejecting\.\.\./ });
    expect(busy).toBeDisabled();
    await waitFor(() =>
      expect(rejected).toEqual([{ id: 'r2', body: { reason: 'Missing address' } }]),
    );
    answer();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Book Nook rejected', 'success'));
  });

  it('says once, in the confirmation, why a request could not be accepted', async () => {
    answerList();
    mswServer.use(
      http.post(apiUrl('/merchant-requests/:id/accept'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: 'This request has already been reviewed.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Review Bean There' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Bean There/ })).getByRole('button', {
        name: 'Accept',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Accept this request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'This request has already been reviewed.',
    );
    expect(screen.getAllByText('This request has already been reviewed.')).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();

    // Cancelling and asking again starts a clean confirmation.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Bean There/ })).getByRole('button', {
        name: 'Accept',
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'Accept this request?' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a reason under it, until the reason changes", async () => {
    answerList();
    mswServer.use(
      http.post(apiUrl('/merchant-requests/:id/reject'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Please give a reason of at least 3 characters.',
            errors: { reason: ['Please give a reason the merchant can act on.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Review Book Nook' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Book Nook' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'Nope');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('Please give a reason the merchant can act on.'),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    await user.type(reason, ', the address is missing');
    expect(reason).not.toHaveAccessibleDescription('Please give a reason the merchant can act on.');
  });
});
