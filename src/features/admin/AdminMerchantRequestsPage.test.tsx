import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../app/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { AdminMerchantRequestsPage } from './AdminMerchantRequestsPage';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
jest.setTimeout(20_000);

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
});

const all = [
  request('r1', 'Bean There', 'pending'),
  request('r2', 'Book Nook', 'pending'),
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

  it('accepts a request from its details', async () => {
    answerList();
    const accepted: string[] = [];
    mswServer.use(
      http.post(apiUrl('/merchant-requests/:id/accept'), ({ params }) => {
        accepted.push(String(params.id));
        return HttpResponse.json({ success: true, data: { ...all[0], status: 'accepted' } });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Review Bean There' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('+1 555 0100')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(accepted).toEqual(['r1']));
    expect(notify).toHaveBeenCalledWith('Bean There accepted', 'success');
  });

  it('rejects a request only with a reason', async () => {
    answerList();
    const rejected: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('/merchant-requests/:id/reject'), async ({ request: sent, params }) => {
        rejected.push({ id: params.id, body: await sent.json() });
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
    await waitFor(() =>
      expect(rejected).toEqual([{ id: 'r2', body: { reason: 'Missing address' } }]),
    );
    expect(notify).toHaveBeenCalledWith('Book Nook rejected', 'success');
  });
});
