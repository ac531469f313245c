import type { Database } from '../../db/client';
import type { MerchantRow, StoreRow, StoreStaffRow, UserRow } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../contract/domain-errors';
import {
  createStoreStaffRepository,
  type StoreWithStaff,
} from '../../repositories/store-staff-repository';

/** Who a caller is at one store (docs/product.md, "Staff"). */
export type StoreRole = 'owner' | 'manager' | 'cashier';

export interface StoreAccess {
  role: StoreRole;
  store: StoreRow;
  /** The store's merchant: plan limits, settings and idempotency keys are the owner's. */
  merchant: MerchantRow;
  /**
   * The branches a cashier may work at; empty = every branch (always empty for the others). A
   * counter session, whatever the role, works at its device's branch only.
   */
  branchIds: string[];
  /** The staff member acting, as interactions name them; null for the owner. */
  staff: { id: string; name: string } | null;
}

/** Where a counter session works: its device's store and branch (docs/product.md, "Counter mode"). */
export interface CounterPlace {
  deviceId: string;
  storeId: string;
  branchId: string;
}

/** The signed-in account, as `authenticate` read it. */
export interface Caller {
  user: UserRow;
  merchant: MerchantRow | null;
  /** A counter session's store and branch: the only place it may work (docs/product.md, "Counter mode"). */
  counter?: Pick<CounterPlace, 'storeId' | 'branchId'> | null;
}

/** Everyone may use the counter; these may also manage the store. */
export const MANAGERS: readonly StoreRole[] = ['owner', 'manager'];
export const COUNTER: readonly StoreRole[] = ['owner', 'manager', 'cashier'];

export const NOT_ALLOWED = 'Your account cannot do this.';
export const STORE_NOT_FOUND = 'This store does not exist.';
const ONLY = {
  owner: "Only the store's owner can do this.",
  manager: "Only the store's owner or a manager can do this.",
} as const;

/** "Ana Lopez": how interactions and the staff list name a person. */
export function staffNameOf(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function roleOf(caller: Caller, store: StoreRow, staff: StoreStaffRow | null): StoreRole | null {
  if (caller.merchant?.id === store.merchantId) return 'owner';
  return staff?.role ?? null;
}

/**
 * Resolves (caller, store) to the caller's role there, for every route a store's staff may use.
 * The database is read on every request, so a revoked person's next request is refused at once.
 * Refusals keep what the routes answered before staff existed: a caller who is neither a merchant
 * nor anyone's staff gets 403, a merchant or a staff member asking about a store that is not
 * theirs 404 (never telling whose it is); a person whose role is not enough gets 403 saying who
 * may.
 */
export function createStoreAccess(db: Database) {
  const staffRows = createStoreStaffRepository(db);

  async function refuseUnknown(caller: Caller, notFound: string): Promise<never> {
    if (caller.merchant || (await staffRows.worksAnywhere(caller.user.id))) {
      throw new NotFoundError(notFound);
    }
    throw new ForbiddenError(NOT_ALLOWED);
  }

  async function atStore(
    caller: Caller,
    storeId: string | undefined,
    allowed: readonly StoreRole[],
    notFound: string,
  ): Promise<StoreAccess> {
    const found = storeId ? await staffRows.storeWithStaff(storeId, caller.user.id) : undefined;
    return accessTo(caller, found, allowed, notFound);
  }

  async function accessTo(
    caller: Caller,
    found: StoreWithStaff | undefined,
    allowed: readonly StoreRole[],
    notFound: string,
  ): Promise<StoreAccess> {
    const role = found ? roleOf(caller, found.store, found.staff) : null;
    const elsewhere = caller.counter && found?.store.id !== caller.counter.storeId;
    if (!found || !role || elsewhere) return refuseUnknown(caller, notFound);
    if (!allowed.includes(role)) {
      throw new ForbiddenError(allowed.includes('manager') ? ONLY.manager : ONLY.owner);
    }
    const staff = role === 'owner' ? null : found.staff;
    let branchIds = staff && role === 'cashier' ? staff.branchIds : [];
    if (caller.counter) branchIds = [caller.counter.branchId];
    return {
      role,
      store: found.store,
      merchant: found.merchant,
      branchIds,
      staff: staff ? { id: staff.id, name: staffNameOf(caller.user) } : null,
    };
  }

  return {
    atStore,
    /** At the store of reward card `cardId`. */
    async atCard(caller: Caller, cardId: string, allowed: readonly StoreRole[], notFound: string) {
      const found = await staffRows.storeWithStaffOf('card', cardId, caller.user.id);
      return accessTo(caller, found, allowed, notFound);
    },
    /** At the store of branch `branchId`. */
    async atBranch(
      caller: Caller,
      branchId: string,
      allowed: readonly StoreRole[],
      notFound: string,
    ) {
      const found = await staffRows.storeWithStaffOf('branch', branchId, caller.user.id);
      return accessTo(caller, found, allowed, notFound);
    },
  };
}

export type StoreAccessResolver = ReturnType<typeof createStoreAccess>;

/** Whether a cashier limited to `branchIds` may work at `branchId` (empty list: every branch). */
export function worksAtBranch(access: StoreAccess, branchId: string | undefined): boolean {
  if (access.branchIds.length === 0) return true;
  return branchId !== undefined && access.branchIds.includes(branchId);
}
