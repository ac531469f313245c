import type { App } from '../../../src/app';
import { bearer } from '../../accounts';
import { createBranch } from '../stores/stores';
import type { Owner } from '../reward-cards/cards';
import { API, hire, type Hired } from '../staff/staff';

/** A device signed in to a branch of the owner's store: its id and token. */
export interface Device {
  id: string;
  token: string;
  branchId: string;
}

export function createDevice(
  app: App,
  access: string,
  storeId: string,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `${API}/stores/${storeId}/counter-devices`,
    headers: bearer(access),
    payload: body,
  });
}

/** A new branch of the owner's store and a device signed in to it by the owner. */
export async function deviceAtNewBranch(
  app: App,
  owner: Owner,
  name = 'Front till',
): Promise<Device> {
  const branch = await createBranch(app, owner.access, owner.storeId, { name: `Branch ${name}` });
  if (branch.statusCode !== 201) throw new Error(`branch: ${branch.body}`);
  const branchId = branch.json().data.id as string;
  const created = await createDevice(app, owner.access, owner.storeId, {
    name,
    branch_id: branchId,
  });
  if (created.statusCode !== 201) throw new Error(`device: ${created.body}`);
  const { device, device_token } = created.json().data;
  return { id: device.id, token: device_token, branchId };
}

export function describeDevice(app: App, token: string) {
  return app.inject({ url: `${API}/counter/device`, headers: { 'counter-device': token } });
}

export function unlock(app: App, token: string, staffId: string, pin: string) {
  return app.inject({
    method: 'POST',
    url: `${API}/counter/unlock`,
    headers: { 'counter-device': token },
    payload: { staff_id: staffId, pin },
  });
}

export function setPin(app: App, access: string, staffId: string, pin: string) {
  return app.inject({
    method: 'PUT',
    url: `${API}/staff/${staffId}/pin`,
    headers: bearer(access),
    payload: { pin },
  });
}

/** A cashier of the owner's store with a PIN set. */
export async function cashierWithPin(app: App, owner: Owner, pin: string): Promise<Hired> {
  const cashier = await hire(app, owner, 'cashier');
  const saved = await setPin(app, cashier.access, cashier.staffId, pin);
  if (saved.statusCode !== 200) throw new Error(`pin: ${saved.body}`);
  return cashier;
}

/** Unlocks the device as the person; answers the counter session's token. */
export async function unlocked(app: App, device: Device, staffId: string, pin: string) {
  const answer = await unlock(app, device.token, staffId, pin);
  if (answer.statusCode !== 200) throw new Error(`unlock: ${answer.body}`);
  return answer.json().data.access_token as string;
}
