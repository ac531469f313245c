import { and, asc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  branches,
  merchants,
  rewardCards,
  stores,
  storeStaff,
  users,
  type BranchRow,
  type MerchantRow,
  type NewStoreStaffRow,
  type StoreRow,
  type StoreStaffRow,
  type UserRow,
} from '../db/schema';

/** A staff row with the account that accepted it (null while it is an invitation). */
export interface StaffWithUser {
  staff: StoreStaffRow;
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'> | null;
}

/** A store, its merchant, and the caller's active staff row there if any. */
export interface StoreWithStaff {
  store: StoreRow;
  merchant: MerchantRow;
  staff: StoreStaffRow | null;
}

export type StaffPatch = Partial<
  Pick<StoreStaffRow, 'role' | 'branchIds' | 'pinHash' | 'pinFailures' | 'pinLockedUntil'>
>;

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** SQL for the `store_staff` table (docs/product.md, "Staff"). */
export function createStoreStaffRepository(db: Database) {
  const withUser = () =>
    db
      .select({ staff: storeStaff, user: userColumns })
      .from(storeStaff)
      .leftJoin(users, eq(users.id, storeStaff.userId));

  /** The store that `where` picks, its merchant, and the account's active place there if any. */
  async function storeWithStaffWhere(
    where: SQL,
    userId: string,
  ): Promise<StoreWithStaff | undefined> {
    const [row] = await db
      .select({ store: stores, merchant: merchants, staff: storeStaff })
      .from(stores)
      .innerJoin(merchants, eq(merchants.id, stores.merchantId))
      .leftJoin(
        storeStaff,
        and(
          eq(storeStaff.storeId, stores.id),
          eq(storeStaff.userId, userId),
          eq(storeStaff.status, 'active'),
        ),
      )
      .where(where);
    return row;
  }

  return {
    /**
     * A new invitation, unless the store already has a row for this email: then undefined (the
     * unique constraint decides, so two invitations sent at once make one row).
     */
    async insertInvitation(values: NewStoreStaffRow): Promise<StoreStaffRow | undefined> {
      const [row] = await db.insert(storeStaff).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Sends an expired invitation again: a new token and expiry, the role and branches asked now. */
    async renewExpired(
      storeId: string,
      email: string,
      values: Pick<
        StoreStaffRow,
        'role' | 'branchIds' | 'inviteTokenHash' | 'invitedBy' | 'invitedAt' | 'expiresAt'
      >,
    ): Promise<StoreStaffRow | undefined> {
      const [row] = await db
        .update(storeStaff)
        .set(values)
        .where(
          and(
            eq(storeStaff.storeId, storeId),
            eq(storeStaff.email, email),
            eq(storeStaff.status, 'invited'),
            lte(storeStaff.expiresAt, values.invitedAt),
          ),
        )
        .returning();
      return row;
    },

    async listForStore(storeId: string): Promise<StaffWithUser[]> {
      return withUser()
        .where(eq(storeStaff.storeId, storeId))
        .orderBy(asc(storeStaff.invitedAt), asc(storeStaff.id));
    },

    async findInStore(storeId: string, id: string): Promise<StaffWithUser | undefined> {
      const [row] = await withUser().where(
        and(eq(storeStaff.storeId, storeId), eq(storeStaff.id, id)),
      );
      return row;
    },

    async findById(id: string): Promise<StaffWithUser | undefined> {
      const [row] = await withUser().where(eq(storeStaff.id, id));
      return row;
    },

    /** The invitation a link's token stands for, with its store. */
    async findInvitation(
      tokenHash: string,
    ): Promise<{ staff: StoreStaffRow; store: StoreRow } | undefined> {
      const [row] = await db
        .select({ staff: storeStaff, store: stores })
        .from(storeStaff)
        .innerJoin(stores, eq(stores.id, storeStaff.storeId))
        .where(and(eq(storeStaff.inviteTokenHash, tokenHash), eq(storeStaff.status, 'invited')));
      return row;
    },

    /**
     * Turns the invitation into a member, once: only a row still invited with this token and not
     * expired changes, so of two accepts at once exactly one gets the row.
     */
    async accept(id: string, tokenHash: string, userId: string, at: Date) {
      const [row] = await db
        .update(storeStaff)
        .set({
          userId,
          status: 'active',
          inviteTokenHash: null,
          expiresAt: null,
          acceptedAt: at,
        })
        .where(
          and(
            eq(storeStaff.id, id),
            eq(storeStaff.inviteTokenHash, tokenHash),
            eq(storeStaff.status, 'invited'),
            gt(storeStaff.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },

    async update(
      storeId: string,
      id: string,
      patch: StaffPatch,
    ): Promise<StoreStaffRow | undefined> {
      const [row] = await db
        .update(storeStaff)
        .set(patch)
        .where(and(eq(storeStaff.storeId, storeId), eq(storeStaff.id, id)))
        .returning();
      return row;
    },

    async remove(storeId: string, id: string): Promise<StoreStaffRow | undefined> {
      const [row] = await db
        .delete(storeStaff)
        .where(and(eq(storeStaff.storeId, storeId), eq(storeStaff.id, id)))
        .returning();
      return row;
    },

    /** A store with its merchant and the account's active staff row there (one query). */
    async storeWithStaff(storeId: string, userId: string): Promise<StoreWithStaff | undefined> {
      return storeWithStaffWhere(eq(stores.id, storeId), userId);
    },

    /**
     * The same, at the store of a reward card or of a live branch (what a staff member's rights are
     * checked at), in one statement: the counter's calls pay one read for the caller's rights.
     */
    async storeWithStaffOf(
      what: 'card' | 'branch',
      id: string,
      userId: string,
    ): Promise<StoreWithStaff | undefined> {
      const storeOfThing =
        what === 'card'
          ? db
              .select({ storeId: rewardCards.storeId })
              .from(rewardCards)
              .where(eq(rewardCards.id, id))
          : db
              .select({ storeId: branches.storeId })
              .from(branches)
              .where(and(eq(branches.id, id), isNull(branches.deletedAt)));
      return storeWithStaffWhere(inArray(stores.id, storeOfThing), userId);
    },

    /** Whether the account works at any store (decides 404 over 403 for an unknown id). */
    async worksAnywhere(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: storeStaff.id })
        .from(storeStaff)
        .where(and(eq(storeStaff.userId, userId), eq(storeStaff.status, 'active')))
        .limit(1);
      return row !== undefined;
    },

    /** Where the account works: its active rows with their stores, oldest first. */
    async workplacesOf(userId: string): Promise<{ staff: StoreStaffRow; store: StoreRow }[]> {
      return db
        .select({ staff: storeStaff, store: stores })
        .from(storeStaff)
        .innerJoin(stores, eq(stores.id, storeStaff.storeId))
        .where(and(eq(storeStaff.userId, userId), eq(storeStaff.status, 'active')))
        .orderBy(asc(storeStaff.acceptedAt), asc(storeStaff.id));
    },

    /** The live branches of these stores. */
    async branchesOf(storeIds: string[]): Promise<BranchRow[]> {
      if (storeIds.length === 0) return [];
      return db
        .select()
        .from(branches)
        .where(and(inArray(branches.storeId, storeIds), isNull(branches.deletedAt)))
        .orderBy(asc(branches.createdAt), asc(branches.id));
    },

    /** How many of `ids` are live branches of the store (to check a list a caller sent). */
    async countBranchesOfStore(storeId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(branches)
        .where(
          and(eq(branches.storeId, storeId), inArray(branches.id, ids), isNull(branches.deletedAt)),
        );
      return row?.value ?? 0;
    },
  };
}

export type StoreStaffRepository = ReturnType<typeof createStoreStaffRepository>;
