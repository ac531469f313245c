import type { FastifyInstance } from 'fastify';
import { addressColumnsOf, filledText, phoneColumnOf } from '../../contract/address-fields';
import type { BranchRow, MerchantRow } from '../../db/schema';
import { httpError } from '../../http/app-error';
import { createBranchesRepository, type BranchPatch } from '../../repositories/branches-repository';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import { createStoresRepository } from '../../repositories/stores-repository';
import { activePlanOf, planLimitReached, withinLimit } from '../../services/catalog/plan-limits';
import { checkedOpeningHours } from './opening-hours';
import type { CreateBranchBody, UpdateBranchBody } from './schemas';

export const BRANCH_NOT_FOUND = 'This branch does not exist.';
export const STORE_NOT_FOUND = 'This store does not exist.';
export const STORE_HIDDEN = 'This store is hidden: it cannot get new branches.';

/** The columns a body sets; the phone is checked against `country`, the body's or the branch's. */
function patchOf(body: UpdateBranchBody, country: string): BranchPatch {
  const patch: BranchPatch = {
    name: body.name === undefined ? undefined : filledText(body.name, 'name'),
    ...addressColumnsOf(body),
    phone: phoneColumnOf(body.phone, body.country ?? country),
    latitude: body.latitude,
    longitude: body.longitude,
    openingHours:
      body.opening_hours === undefined ? undefined : checkedOpeningHours(body.opening_hours),
    status: body.status,
  };
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as BranchPatch;
}

/**
 * A merchant's branches. The plan's `max_branches` counts the branches of all the merchant's
 * active stores together, as the plan cards read ("1 store, 3 branches"; docs/product.md,
 * "Stores and branches").
 */
export function createBranchManagement(app: FastifyInstance) {
  const branches = createBranchesRepository(app.db);

  async function own(merchant: MerchantRow, id: string): Promise<BranchRow> {
    const branch = await branches.findOwn(merchant.id, id);
    if (!branch) throw httpError(404, 'NOT_FOUND', BRANCH_NOT_FOUND);
    return branch;
  }

  return {
    /** Like a store's create: the merchant's row is locked, so the limit holds under races. */
    async create(merchant: MerchantRow, body: CreateBranchBody): Promise<BranchRow> {
      const patch = patchOf(body, body.country);
      const now = app.now();
      return app.db.transaction(async (tx) => {
        const store = await createStoresRepository(tx).findOwn(merchant.id, body.store_id);
        if (!store) throw httpError(404, 'NOT_FOUND', STORE_NOT_FOUND);
        if (store.status === 'hidden') throw httpError(409, 'CONFLICT', STORE_HIDDEN);
        await createMerchantsRepository(tx).lockForUpdate(merchant.id);
        const plan = await activePlanOf(tx, merchant.id, now);
        const inTx = createBranchesRepository(tx);
        if (!withinLimit(await inTx.countForMerchant(merchant.id), plan.maxBranches)) {
          throw planLimitReached(plan, plan.maxBranches, 'branch', 'branches');
        }
        return inTx.insert({
          name: body.name,
          addressLine: body.address_line,
          city: body.city,
          postalCode: body.postal_code,
          country: body.country,
          ...patch,
          storeId: store.id,
          createdAt: now,
          updatedAt: now,
        });
      });
    },

    async update(merchant: MerchantRow, id: string, body: UpdateBranchBody): Promise<BranchRow> {
      const branch = await own(merchant, id);
      const row = await branches.update(id, patchOf(body, branch.country), app.now());
      if (!row) throw httpError(404, 'NOT_FOUND', BRANCH_NOT_FOUND);
      return row;
    },

    /** The branch leaves every list; stamps given there keep it (docs/product.md). */
    async remove(merchant: MerchantRow, id: string): Promise<void> {
      await own(merchant, id);
      await branches.remove(id, app.now());
    },
  };
}
