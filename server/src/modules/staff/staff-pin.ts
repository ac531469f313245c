import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { httpError } from '../../http/app-error';
import { createStoreStaffRepository } from '../../repositories/store-staff-repository';
import { checkPinStrength } from '../../services/staff/counter-pin';

const NOT_YOURS = 'You do not work at a store under this place.';

/**
 * A person's counter PIN at one store (docs/product.md, "Counter mode"): set by that person only,
 * hashed as passwords are. Setting it clears any lock from wrong tries.
 */
export function createStaffPin(app: FastifyInstance) {
  const staffRows = createStoreStaffRepository(app.db);

  return {
    async set(user: UserRow, staffId: string, pin: string): Promise<void> {
      const found = await staffRows.findById(staffId);
      if (!found || found.staff.userId !== user.id || found.staff.status !== 'active') {
        throw httpError(404, 'NOT_FOUND', NOT_YOURS);
      }
      checkPinStrength(pin);
      const pinHash = await app.passwords.hash(pin);
      await staffRows.update(found.staff.storeId, staffId, {
        pinHash,
        pinFailures: 0,
        pinLockedUntil: null,
      });
    },
  };
}
