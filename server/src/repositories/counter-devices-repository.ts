import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  branches,
  counterDevices,
  storeStaff,
  stores,
  users,
  type BranchRow,
  type CounterDeviceRow,
  type NewCounterDeviceRow,
  type StoreRow,
  type StoreStaffRow,
  type UserRow,
} from '../db/schema';

/** A device with its branch, and the name of whoever signed it in. */
export interface CounterDeviceWithBranch {
  device: CounterDeviceRow;
  branch: Pick<BranchRow, 'id' | 'name'>;
  createdBy: Pick<UserRow, 'firstName' | 'lastName'> | null;
}

/** A device as the counter itself reads it: with its store and branch. */
export interface CounterDeviceAtPlace {
  device: CounterDeviceRow;
  store: StoreRow;
  branch: Pick<BranchRow, 'id' | 'name'>;
}

/** A person who may unlock a device: their staff row and account. */
export interface CounterPerson {
  staff: StoreStaffRow;
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'roleId' | 'tokenVersion'>;
}

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  roleId: users.roleId,
  tokenVersion: users.tokenVersion,
};

/** SQL for the `counter_devices` table and the PINs that unlock them (docs/product.md, "Counter mode"). */
export function createCounterDevicesRepository(db: Database) {
  /** Devices with their branch and who signed them in. */
  const withBranch = () =>
    db
      .select({
        device: counterDevices,
        branch: { id: branches.id, name: branches.name },
        createdBy: { firstName: users.firstName, lastName: users.lastName },
      })
      .from(counterDevices)
      .innerJoin(branches, eq(branches.id, counterDevices.branchId))
      .leftJoin(users, eq(users.id, counterDevices.createdBy));
  /** Staff rows with the person's account, in `from` (the pool or a transaction). */
  const people = (from: Database) =>
    from
      .select({ staff: storeStaff, user: personColumns })
      .from(storeStaff)
      .innerJoin(users, eq(users.id, storeStaff.userId));

  return {
    async insert(values: NewCounterDeviceRow): Promise<CounterDeviceRow> {
      const [row] = await db.insert(counterDevices).values(values).returning();
      return row!;
    },

    /** The store's devices, newest first, on live branches. */
    async listForStore(storeId: string): Promise<CounterDeviceWithBranch[]> {
      return withBranch()
        .where(and(eq(counterDevices.storeId, storeId), isNull(branches.deletedAt)))
        .orderBy(desc(counterDevices.createdAt), asc(counterDevices.id));
    },

    async findInStore(storeId: string, id: string): Promise<CounterDeviceWithBranch | undefined> {
      const [row] = await withBranch().where(
        and(eq(counterDevices.storeId, storeId), eq(counterDevices.id, id)),
      );
      return row;
    },

    async remove(storeId: string, id: string): Promise<CounterDeviceRow | undefined> {
      const [row] = await db
        .delete(counterDevices)
        .where(and(eq(counterDevices.storeId, storeId), eq(counterDevices.id, id)))
        .returning();
      return row;
    },

    /** The device a token stands for, on a live branch of a store that is not hidden. */
    async findByTokenHash(tokenHash: string): Promise<CounterDeviceAtPlace | undefined> {
      const [row] = await db
        .select({
          device: counterDevices,
          store: stores,
          branch: { id: branches.id, name: branches.name },
        })
        .from(counterDevices)
        .innerJoin(stores, eq(stores.id, counterDevices.storeId))
        .innerJoin(branches, eq(branches.id, counterDevices.branchId))
        .where(
          and(
            eq(counterDevices.tokenHash, tokenHash),
            isNull(branches.deletedAt),
            eq(stores.status, 'active'),
          ),
        );
      return row;
    },

    /** Where a counter session's device is now (the check every request of the session makes). */
    async placeOf(id: string): Promise<Pick<CounterDeviceRow, 'storeId' | 'branchId'> | undefined> {
      const [row] = await db
        .select({ storeId: counterDevices.storeId, branchId: counterDevices.branchId })
        .from(counterDevices)
        .innerJoin(branches, eq(branches.id, counterDevices.branchId))
        .where(and(eq(counterDevices.id, id), isNull(branches.deletedAt)));
      return row;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(counterDevices).set({ lastUsedAt: at }).where(eq(counterDevices.id, id));
    },

    /** The store's active people who may work at the branch, by name. */
    async peopleAt(storeId: string, branchId: string): Promise<CounterPerson[]> {
      return people(db)
        .where(
          and(
            eq(storeStaff.storeId, storeId),
            eq(storeStaff.status, 'active'),
            or(
              sql`cardinality(${storeStaff.branchIds}) = 0`,
              sql`${branchId}::uuid = any(${storeStaff.branchIds})`,
            ),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(storeStaff.id));
    },

    /**
     * The person's staff row, locked until the transaction ends: wrong PINs are counted on it, so
     * ten tries at once count ten and lock after the fifth (docs/reliability.md).
     */
    async lockPerson(
      tx: Database,
      storeId: string,
      staffId: string,
    ): Promise<CounterPerson | undefined> {
      const [row] = await people(tx)
        .where(
          and(
            eq(storeStaff.storeId, storeId),
            eq(storeStaff.id, staffId),
            eq(storeStaff.status, 'active'),
          ),
        )
        .for('update', { of: storeStaff });
      return row;
    },

    async recordPinTry(
      tx: Database,
      staffId: string,
      values: Pick<StoreStaffRow, 'pinFailures' | 'pinLockedUntil'>,
    ): Promise<void> {
      await tx.update(storeStaff).set(values).where(eq(storeStaff.id, staffId));
    },

    /** The branch, if it is a live branch of the store. */
    async branchOfStore(
      storeId: string,
      branchId: string,
    ): Promise<Pick<BranchRow, 'id' | 'name'> | undefined> {
      const [row] = await db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(
          and(eq(branches.storeId, storeId), eq(branches.id, branchId), isNull(branches.deletedAt)),
        );
      return row;
    },
  };
}

export type CounterDevicesRepository = ReturnType<typeof createCounterDevicesRepository>;
