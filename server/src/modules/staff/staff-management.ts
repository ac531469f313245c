import type { FastifyInstance } from 'fastify';
import type { StoreStaffRow, UserRow } from '../../db/schema';
import { httpError } from '../../http/app-error';
import {
  createStoreStaffRepository,
  type StaffPatch,
} from '../../repositories/store-staff-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { INVITATION_DAYS, staffInvitationEmail } from '../../services/mailer/staff-emails';
import { staffNameOf, type StoreAccess } from '../../services/staff/store-access';
import { randomToken, sha256 } from '../../services/tokens/opaque-tokens';
import type { InviteBody, StaffMember, UpdateStaffBody } from './schemas';
import { toStaffMember } from './staff-records';

export const STAFF_NOT_FOUND = 'This person does not work at this store.';
const NOT_A_BRANCH = 'Choose branches of this store only.';
const OWNER_EMAIL = 'This is the owner’s email: the owner can already do everything.';
const alreadyStaff = (email: string) =>
  `${email} already works at this store or has an invitation waiting.`;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Inviting, listing, changing and removing a store's staff, by its owner or a manager
 * (docs/product.md, "Staff"). A change or a removal tells the person's open streams, on every
 * process, so their counter closes at once (docs/api.md, "Staff").
 */
export function createStaffManagement(app: FastifyInstance) {
  const staffRows = createStoreStaffRepository(app.db);

  /** A cashier's branches, each a live branch of the store; a manager has the whole store. */
  async function branchesFor(
    access: StoreAccess,
    role: 'manager' | 'cashier',
    ids: string[] | undefined,
  ): Promise<string[]> {
    if (role === 'manager' || !ids || ids.length === 0) return [];
    if ((await staffRows.countBranchesOfStore(access.store.id, ids)) !== ids.length) {
      throw httpError(400, 'VALIDATION_ERROR', NOT_A_BRANCH, { branch_ids: [NOT_A_BRANCH] });
    }
    return ids;
  }

  /** Ends the person's open streams of this store (docs/api.md, "Staff", "Revoking"). */
  function tell(row: StoreStaffRow, ended: boolean): Promise<void> {
    if (!row.userId) return Promise.resolve();
    return app.liveEvents.publish(row.userId, {
      event: 'staff_access',
      data: { store_id: row.storeId, ended },
    });
  }

  async function found(access: StoreAccess, staffId: string) {
    const row = await staffRows.findInStore(access.store.id, staffId);
    if (!row) throw httpError(404, 'NOT_FOUND', STAFF_NOT_FOUND);
    return row;
  }

  return {
    /**
     * Invites `email`, once: the unique (store, email) row decides between two invitations sent at
     * once; an expired invitation is renewed with a new link instead.
     */
    async invite(access: StoreAccess, inviter: UserRow, body: InviteBody): Promise<StaffMember> {
      const email = body.email.trim().toLowerCase();
      const owner = await createUsersRepository(app.db).findById(access.merchant.userId);
      if (owner?.email === email) {
        throw httpError(409, 'CONFLICT', OWNER_EMAIL, { email: [OWNER_EMAIL] });
      }
      const branchIds = await branchesFor(access, body.role, body.branch_ids);
      const token = randomToken();
      const now = app.now();
      const invitation = {
        role: body.role,
        branchIds,
        inviteTokenHash: sha256(token),
        invitedBy: inviter.id,
        invitedAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      };
      const row =
        (await staffRows.insertInvitation({ ...invitation, storeId: access.store.id, email })) ??
        (await staffRows.renewExpired(access.store.id, email, invitation));
      if (!row) {
        throw httpError(409, 'CONFLICT', alreadyStaff(email), { email: [alreadyStaff(email)] });
      }
      await app.mailer.send(
        staffInvitationEmail({
          to: email,
          inviterName: staffNameOf(inviter),
          storeName: access.store.name,
          role: body.role,
          link: `${app.config.publicUrl}/staff/accept?token=${token}`,
        }),
      );
      return toStaffMember({ staff: row, user: null }, now);
    },

    async list(access: StoreAccess): Promise<StaffMember[]> {
      const now = app.now();
      return (await staffRows.listForStore(access.store.id)).map((row) => toStaffMember(row, now));
    },

    /** A new role or branches; the person's open streams of the store close (they reopen). */
    async update(
      access: StoreAccess,
      staffId: string,
      body: UpdateStaffBody,
    ): Promise<StaffMember> {
      const before = await found(access, staffId);
      const role = body.role ?? before.staff.role;
      const patch: StaffPatch = { role };
      if (body.branch_ids !== undefined || role === 'manager') {
        patch.branchIds = await branchesFor(
          access,
          role,
          body.branch_ids ?? before.staff.branchIds,
        );
      }
      const row = await staffRows.update(access.store.id, staffId, patch);
      if (!row) throw httpError(404, 'NOT_FOUND', STAFF_NOT_FOUND);
      await tell(row, false);
      return toStaffMember({ staff: row, user: before.user }, app.now());
    },

    /** Withdraws an invitation or removes a member; their interactions keep their name. */
    async remove(access: StoreAccess, staffId: string): Promise<void> {
      const row = await staffRows.remove(access.store.id, staffId);
      if (!row) throw httpError(404, 'NOT_FOUND', STAFF_NOT_FOUND);
      await tell(row, true);
    },
  };
}
