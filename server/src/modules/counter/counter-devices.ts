import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { fieldError, httpError } from '../../http/app-error';
import {
  createCounterDevicesRepository,
  type CounterDeviceWithBranch,
} from '../../repositories/counter-devices-repository';
import { staffNameOf, type StoreAccess } from '../../services/staff/store-access';
import { randomToken, sha256 } from '../../services/tokens/opaque-tokens';
import type { CounterDevice, CreateDeviceBody } from './schemas';

const DEVICE_NOT_FOUND = 'This counter device does not exist: it may be signed out already.';

export function toCounterDevice({
  device,
  branch,
  createdBy,
}: CounterDeviceWithBranch): CounterDevice {
  return {
    id: device.id,
    name: device.name,
    branch: { id: branch.id, name: branch.name },
    created_at: device.createdAt.toISOString(),
    created_by: createdBy ? staffNameOf(createdBy) : null,
    last_used_at: device.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * A store's counter devices, for its owner and managers (docs/product.md, "Counter mode"): sign
 * a device in to a branch, list them, sign one out.
 */
export function createCounterDevices(app: FastifyInstance) {
  const devices = createCounterDevicesRepository(app.db);

  return {
    /** Signs a device in; answers its token once (only its hash is kept). */
    async create(access: StoreAccess, by: UserRow, body: CreateDeviceBody) {
      const name = body.name.trim();
      if (!name) throw fieldError('name', 'Give the device a name, such as "Front till".');
      const branch = await devices.branchOfStore(access.store.id, body.branch_id);
      if (!branch) throw fieldError('branch_id', 'Choose one of the store’s branches.');
      const token = randomToken();
      const device = await devices.insert({
        storeId: access.store.id,
        branchId: branch.id,
        name,
        tokenHash: sha256(token),
        createdBy: by.id,
        createdAt: app.now(),
      });
      return {
        device: toCounterDevice({ device, branch, createdBy: by }),
        device_token: token,
      };
    },

    async list(access: StoreAccess): Promise<CounterDevice[]> {
      return (await devices.listForStore(access.store.id)).map(toCounterDevice);
    },

    /**
     * Signs a device out: its row goes, so the device's next call and every session unlocked on
     * it are refused. The counter streams of the people at its branch end, so an open one on
     * this device stops at once; the others reopen by themselves.
     */
    async remove(access: StoreAccess, deviceId: string): Promise<void> {
      const removed = await devices.remove(access.store.id, deviceId);
      if (!removed) throw httpError(404, 'NOT_FOUND', DEVICE_NOT_FOUND);
      const people = await devices.peopleAt(removed.storeId, removed.branchId);
      await Promise.all(
        people.map(({ user }) =>
          app.liveEvents.publish(user.id, {
            event: 'staff_access',
            data: { store_id: removed.storeId, ended: false },
          }),
        ),
      );
    },
  };
}
