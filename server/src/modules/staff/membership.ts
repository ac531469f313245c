import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { httpError } from '../../http/app-error';
import { createStoreStaffRepository } from '../../repositories/store-staff-repository';
import { sha256 } from '../../services/tokens/opaque-tokens';
import type { Workplace } from './schemas';
import { toWorkplace } from './staff-records';

const NO_INVITATION =
  'This invitation does not exist: it was withdrawn, or it has been accepted already.';
const EXPIRED = 'This invitation has expired. Ask the store for a new one.';
const ALREADY_ACCEPTED = 'This invitation has been accepted already.';
const ALREADY_THERE = 'You already work at this store.';
const otherEmail = (email: string) =>
  `This invitation is for ${email}. Sign in with that email to accept it.`;

/** Accepting an invitation and where a person works (docs/product.md, "Staff"). */
export function createMembership(app: FastifyInstance) {
  const staffRows = createStoreStaffRepository(app.db);

  return {
    /**
     * The signed-in invitee accepts, once: the guarded update lets one of two accepts of the
     * same link win; the other is told it was accepted. Any account may accept (a customer
     * stays a customer elsewhere), if its email is the invited one.
     */
    async accept(user: UserRow, token: string): Promise<Workplace> {
      const tokenHash = sha256(token);
      const invitation = await staffRows.findInvitation(tokenHash);
      if (!invitation) throw httpError(404, 'NOT_FOUND', NO_INVITATION);
      const now = app.now();
      if (!invitation.staff.expiresAt || invitation.staff.expiresAt <= now) {
        throw httpError(409, 'CONFLICT', EXPIRED);
      }
      if (invitation.staff.email !== user.email) {
        throw httpError(403, 'FORBIDDEN', otherEmail(invitation.staff.email));
      }
      let accepted;
      try {
        accepted = await staffRows.accept(invitation.staff.id, tokenHash, user.id, now);
      } catch (error) {
        if (isUniqueViolation(error, 'store_staff_store_user_unique')) {
          throw httpError(409, 'CONFLICT', ALREADY_THERE);
        }
        throw error;
      }
      if (!accepted) throw httpError(409, 'CONFLICT', ALREADY_ACCEPTED);
      const branches = await staffRows.branchesOf([invitation.store.id]);
      return toWorkplace(accepted, invitation.store, branches);
    },

    /** Every store the account works at, with the branches it may work at. */
    async workplaces(user: UserRow): Promise<Workplace[]> {
      const rows = await staffRows.workplacesOf(user.id);
      const branches = await staffRows.branchesOf(rows.map((row) => row.store.id));
      return rows.map((row) => toWorkplace(row.staff, row.store, branches));
    },
  };
}
