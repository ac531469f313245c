import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StaffMember } from '../../api/staff';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aStaffMember, anInvitation } from '../../testing/staffFixtures';
import { aBranch, aStore } from '../../testing/storeFixtures';
import { StaffSection } from './StaffSection';

installMswServer();
beforeAll(() => loadApi());

const store = { id: aStore().id, name: 'Café Luna' };
const rivoli = aBranch();
const marais = aBranch({ id: 'b7c1d2e3-0000-4000-8000-000000000002', name: 'Marais' });
const branches = [rivoli, marais];

/** The store's staff as the server holds it, changed by the handlers the test installs. */
function answerStaff(initial: StaffMember[]) {
  let staff = initial;
  const sent: unknown[] = [];
  mswServer.use(
    http.get(apiUrl(`/stores/${store.id}/staff`), () =>
      HttpResponse.json({ success: true, data: staff }),
    ),
    http.post(apiUrl(`/stores/${store.id}/staff`), async ({ request }) => {
      const body = (await request.json()) as {
        email: string;
        role: 'manager' | 'cashier';
        branch_ids: string[];
      };
      sent.push(body);
      if (body.email === 'noor@example.com') {
        return HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: 'This email is already on the staff of Café Luna.',
            errors: { email: ['This email is already on the staff of Café Luna.'] },
          },
          { status: 409 },
        );
      }
      const created = anInvitation({ id: 'new-1', ...body });
      staff = [...staff, created];
      return HttpResponse.json({ success: true, data: created }, { status: 201 });
    }),
    http.patch(apiUrl(`/stores/${store.id}/staff/:staffId`), async ({ params, request }) => {
      const body = (await request.json()) as Partial<StaffMember>;
      sent.push(body);
      staff = staff.map((member) =>
        member.id === params.staffId ? { ...member, ...body } : member,
      );
      return HttpResponse.json({
        success: true,
        data: staff.find(({ id }) => id === params.staffId),
      });
    }),
    http.delete(apiUrl(`/stores/${store.id}/staff/:staffId`), ({ params }) => {
      staff = staff.filter(({ id }) => id !== params.staffId);
      return HttpResponse.json({ success: true, data: null });
    }),
  );
  return sent;
}

const renderSection = () => renderWithProviders(<StaffSection store={store} branches={branches} />);

describe('the store’s staff', () => {
  it('starts with an invitation to invite someone, and sends one', async () => {
    const sent = answerStaff([]);
    await renderSection();
    expect(await screen.findByRole('heading', { name: 'Work with your team' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite someone' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invite to Café Luna' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Email/), 'leo@example.com');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Manager/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Branches' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marais' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent).toEqual([{ email: 'leo@example.com', role: 'manager', branch_ids: [marais.id] }]);
    const row = await screen.findByRole('listitem', { name: 'leo@example.com' });
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByText('Manager')).toBeInTheDocument();
    expect(within(row).getByText(/^Marais · Invited/)).toBeInTheDocument();
  });

  it('shows under the email that the address is already on the staff', async () => {
    answerStaff([aStaffMember()]);
    await renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to Café Luna' });
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'noor@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('This email is already on the staff of Café Luna.'),
    ).toBeInTheDocument();
  });

  it('lists each person with role, branches and dates in the viewer’s locale', async () => {
    answerStaff([
      aStaffMember(),
      anInvitation({ branch_ids: [rivoli.id] }),
      anInvitation({ id: 'x-3', email: 'old@example.com', status: 'expired', role: 'cashier' }),
    ]);
    await renderSection();
    const day = (iso: string) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

    const noor = await screen.findByRole('listitem', { name: 'Noor Saleh' });
    expect(within(noor).getByText('noor@example.com')).toBeInTheDocument();
    expect(within(noor).getByText('Cashier')).toBeInTheDocument();
    expect(within(noor).getByText('Active')).toBeInTheDocument();
    expect(
      within(noor).getByText(`All branches · Joined ${day('2026-11-03T09:30:00.000Z')}`),
    ).toBeInTheDocument();

    const leo = screen.getByRole('listitem', { name: 'leo@example.com' });
    expect(
      within(leo).getByText(
        `Rivoli · Invited ${day('2026-11-20T10:00:00.000Z')} · expires ${day('2026-11-27T10:00:00.000Z')}`,
      ),
    ).toBeInTheDocument();
    expect(within(leo).getByRole('button', { name: 'Withdraw the invitation to leo@example.com' }));

    const old = screen.getByRole('listitem', { name: 'old@example.com' });
    expect(within(old).getByText('Expired')).toBeInTheDocument();
  });

  it('changes a person’s role and branches', async () => {
    const sent = answerStaff([aStaffMember()]);
    await renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: "Change Noor Saleh's access" }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Change Noor Saleh's access" });
    expect(within(dialog).getByRole('radio', { name: /Cashier/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Manager/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent).toEqual([{ role: 'manager', branch_ids: [] }]);
    const noor = await screen.findByRole('listitem', { name: 'Noor Saleh' });
    expect(await within(noor).findByText('Manager')).toBeInTheDocument();
  });

  it('removes a person after asking, and withdraws an invitation', async () => {
    answerStaff([aStaffMember(), anInvitation()]);
    await renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Noor Saleh' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Noor Saleh?' });
    expect(within(confirm).getByText(/can no longer work at Café Luna/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Noor Saleh' })).not.toBeInTheDocument(),
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to leo@example.com' }),
    );
    const withdraw = await screen.findByRole('dialog', {
      name: 'Withdraw the invitation to leo@example.com?',
    });
    await userEvent.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Work with your team' })).toBeInTheDocument();
  });
});
