import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import type { BranchBody } from '../../api/branches';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessionFixtures';
import { aBranch, aStore } from '../../testing/storeFixtures';
import { BranchesSection } from './BranchesSection';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
// A dialog with a week of time inputs: slow to drive on a loaded CI machine.
jest.setTimeout(60_000);

const store = aStore();

const renderEditor = (branches = [aBranch()]) =>
  renderWithProviders(
    <BranchesSection storeId={store.id} storeAddress={store} branches={branches} editable />,
    { preloadedState: { session: signedInSession() } },
  );

/** Records what `POST /branches` and `PUT /branches/:id` receive. */
function recordBranchWrites() {
  // `POST /branches` names the store; `PUT /branches/:id` does not.
  const sent: Partial<BranchBody>[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as BranchBody;
    sent.push(body);
    return HttpResponse.json({ success: true, data: { ...aBranch(), ...body } });
  };
  mswServer.use(http.post(apiUrl('/branches'), answer), http.put(apiUrl('/branches/:id'), answer));
  return sent;
}

describe("the owner's branch editor", () => {
  it('adds a branch from the store address, with hours per day, added, copied and removed', async () => {
    const sent = recordBranchWrites();
    const user = userEvent.setup();
    await renderEditor([]);
    expect(screen.getByText(/No branches yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add branch' }));
    const dialog = await screen.findByRole('dialog', { name: 'New branch' });
    expect(within(dialog).getByLabelText(/^City/)).toHaveValue('Paris');

    await user.click(within(dialog).getByLabelText(/^Branch name/));
    await user.paste('Rivoli');
    const monday = within(dialog).getByRole('group', { name: 'Monday' });
    // A second interval after the first, then Monday's two copied to the other weekdays.
    await user.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
    expect(within(monday).getAllByLabelText('Monday opens')[1]).toHaveValue('18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Copy Monday to weekdays' }));
    const friday = within(dialog).getByRole('group', { name: 'Friday' });
    expect(within(friday).getAllByLabelText('Friday opens')).toHaveLength(2);
    // Saturday gets hours; Sunday stays closed.
    const saturday = within(dialog).getByRole('group', { name: 'Saturday' });
    await user.click(within(saturday).getByRole('button', { name: 'Add hours on Saturday' }));
    const tuesday = within(dialog).getByRole('group', { name: 'Tuesday' });
    await user.click(within(tuesday).getByRole('button', { name: 'Remove Tuesday 18:00–22:00' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add branch' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      store_id: store.id,
      name: 'Rivoli',
      city: 'Paris',
      status: 'open',
      opening_hours: {
        mon: [
          ['09:00', '17:00'],
          ['18:00', '22:00'],
        ],
        tue: [['09:00', '17:00']],
        fri: [
          ['09:00', '17:00'],
          ['18:00', '22:00'],
        ],
        sat: [['09:00', '17:00']],
      },
    });
    expect(sent[0]?.opening_hours?.sun).toBeUndefined();
    expect(notify).toHaveBeenCalledWith('Branch added', 'success');
  });

  it('refuses hours that close before they open, and sends nothing', async () => {
    const sent = recordBranchWrites();
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit Rivoli' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rivoli' });
    const monday = within(dialog).getByRole('group', { name: 'Monday' });
    const closes = within(monday).getByLabelText('Monday closes');
    await user.clear(closes);
    await user.type(closes, '07:00');
    expect(
      within(monday).getByText('Each opening time must come before its closing time.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save branch' }));
    expect(within(dialog).getByRole('button', { name: 'Save branch' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the server refusal of a field under it, and switches a branch to temporarily closed', async () => {
    const sent: BranchBody[] = [];
    mswServer.use(
      http.put(apiUrl('/branches/:id'), async ({ request }) => {
        const body = (await request.json()) as BranchBody;
        sent.push(body);
        if (sent.length === 1) {
          return HttpResponse.json(
            {
              success: false,
              code: 'VALIDATION_ERROR',
              message: 'Check the highlighted fields.',
              errors: { phone: ['Phone must be an international number.'] },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({ success: true, data: { ...aBranch(), ...body } });
      }),
    );
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit Rivoli' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rivoli' });
    await user.click(within(dialog).getByLabelText(/^Phone/));
    await user.paste('+33 1 40 00 00 00');
    await user.click(within(dialog).getByRole('switch', { name: 'Temporarily closed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save branch' }));
    expect(
      await within(dialog).findByText('Phone must be an international number.'),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ phone: '+33 1 40 00 00 00', status: 'closed' });
    // Said once, under the field: no toast repeats it.
    expect(notify).not.toHaveBeenCalledWith(expect.anything(), 'error');
  });

  it('deletes a branch once the owner confirms', async () => {
    const deleted: string[] = [];
    mswServer.use(
      http.delete(apiUrl('/branches/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Delete Rivoli' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Rivoli?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete branch' }));
    await waitFor(() => expect(deleted).toEqual([aBranch().id]));
  });
});
