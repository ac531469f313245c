import type { App } from '../../../src/app';
import { bearer, outbox, verifiedAccount, type SignedIn } from '../../accounts';
import type { Owner } from '../reward-cards/cards';

export const API = '/api/merchant';

export interface StaffInput {
  email: string;
  role: 'manager' | 'cashier';
  branch_ids?: string[];
}

export function invite(app: App, access: string, storeId: string, body: StaffInput) {
  return app.inject({
    method: 'POST',
    url: `${API}/stores/${storeId}/staff`,
    headers: bearer(access),
    payload: body,
  });
}

export function accept(app: App, access: string, token: string) {
  return app.inject({
    method: 'POST',
    url: `${API}/staff/accept`,
    headers: bearer(access),
    payload: { token },
  });
}

export function removeStaff(app: App, access: string, storeId: string, staffId: string) {
  return app.inject({
    method: 'DELETE',
    url: `${API}/stores/${storeId}/staff/${staffId}`,
    headers: bearer(access),
  });
}

/** The token of the newest invitation emailed to `email`. */
export async function invitationToken(app: App, email: string): Promise<string> {
  const email_ = (await outbox(app, email)).find((item) => item.kind === 'staff_invitation');
  const token = email_?.text.match(/\/staff\/accept\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation was sent to ${email}`);
  return token;
}

export interface Hired extends SignedIn {
  staffId: string;
}

/** A new customer account invited to the owner's store as `role`, who accepted. */
export async function hire(
  app: App,
  owner: Pick<Owner, 'access' | 'storeId'>,
  role: 'manager' | 'cashier',
  branchIds?: string[],
): Promise<Hired> {
  const person = await verifiedAccount(app, { account_type: 'user' });
  const invited = await invite(app, owner.access, owner.storeId, {
    email: person.email,
    role,
    ...(branchIds && { branch_ids: branchIds }),
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.body}`);
  const accepted = await accept(app, person.access, await invitationToken(app, person.email));
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return { ...person, staffId: (accepted.json() as { data: { staff_id: string } }).data.staff_id };
}
