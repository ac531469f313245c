import type { FastifyInstance } from 'fastify';
import {
  addressColumnsOf,
  filledText,
  optionalText,
  phoneColumnOf,
  websiteColumnOf,
} from '../../contract/address-fields';
import type { MerchantRow, NewStoreRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError, httpError } from '../../http/app-error';
import { createCategoriesRepository } from '../../repositories/categories-repository';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import type { StoreDetail, StorePatch } from '../../repositories/stores-repository';
import { createStoresRepository } from '../../repositories/stores-repository';
import { activePlanOf, planLimitReached, withinLimit } from '../../services/catalog/plan-limits';
import { freeSlug } from '../../services/catalog/slugs';
import type { CreateStoreBody, UpdateStoreBody } from './schemas';

export const STORE_NOT_FOUND = 'This store does not exist.';

/**
 * The columns a body sets, checked and trimmed; fields the body leaves out stay undefined. The
 * phone is checked against `country`: the body's, else the store's own.
 */
function patchOf(body: UpdateStoreBody, country: string): StorePatch {
  const patch: StorePatch = {
    name: body.name === undefined ? undefined : filledText(body.name, 'name'),
    description: body.description?.trim(),
    categoryId: body.category_id,
    phone: phoneColumnOf(body.phone, body.country ?? country),
    email: optionalText(body.email),
    website: websiteColumnOf(body.website),
    ...addressColumnsOf(body),
    latitude: body.latitude,
    longitude: body.longitude,
    counterIdleLockSeconds: body.counter_idle_lock_seconds,
  };
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as StorePatch;
}

/** A merchant's stores: create within the plan, edit, hide (docs/api.md, "Stores"). */
export function createStoreManagement(app: FastifyInstance) {
  const stores = createStoresRepository(app.db);
  const categories = createCategoriesRepository(app.db);

  async function checkCategory(categoryId: string | null | undefined): Promise<void> {
    if (categoryId && !(await categories.findById(categoryId))) {
      throw fieldError('category_id', 'Choose one of the listed categories.');
    }
  }

  /** The merchant's store with what answers show; 404 for anyone else's, never revealing it. */
  async function ownDetail(merchant: MerchantRow, id: string): Promise<StoreDetail> {
    const detail = await stores.findDetail(id, app.now());
    if (!detail || detail.store.merchantId !== merchant.id) {
      throw httpError(404, 'NOT_FOUND', STORE_NOT_FOUND);
    }
    return detail;
  }

  return {
    ownDetail,

    /**
     * A new active store. The merchant's row is locked for the transaction, so two creates at
     * the limit take turns and the second sees the first's store: the plan's `max_stores` holds.
     */
    async create(merchant: MerchantRow, body: CreateStoreBody): Promise<StoreDetail> {
      const patch = patchOf(body, body.country);
      await checkCategory(body.category_id);
      const now = app.now();
      const insert = () =>
        app.db.transaction(async (tx) => {
          await createMerchantsRepository(tx).lockForUpdate(merchant.id);
          const plan = await activePlanOf(tx, merchant.id, now);
          const inTx = createStoresRepository(tx);
          if (!withinLimit(await inTx.countActiveForMerchant(merchant.id), plan.maxStores)) {
            throw planLimitReached(plan, plan.maxStores, 'store', 'stores');
          }
          const values: NewStoreRow = {
            name: body.name,
            addressLine: body.address_line,
            city: body.city,
            postalCode: body.postal_code,
            country: body.country,
            ...patch,
            merchantId: merchant.id,
            slug: await freeSlug(patch.name ?? body.name, inTx),
            status: 'active',
            createdAt: now,
            updatedAt: now,
          };
          return (await inTx.insert(values)).id;
        });
      // Two merchants naming a store alike at the same moment may pick the same free slug: the
      // unique index stops the second, which picks again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await ownDetail(merchant, await insert());
        } catch (error) {
          if (attempt >= 3 || !isUniqueViolation(error, 'stores_slug_unique')) throw error;
        }
      }
    },

    async update(merchant: MerchantRow, id: string, body: UpdateStoreBody): Promise<StoreDetail> {
      const { store } = await ownDetail(merchant, id);
      const patch = patchOf(body, store.country);
      await checkCategory(body.category_id);
      await stores.update(id, patch, app.now());
      return ownDetail(merchant, id);
    },

    /** Hides the store: out of the listing and public reads; its history stays. Idempotent. */
    async hide(merchant: MerchantRow, id: string): Promise<StoreDetail> {
      const { store } = await ownDetail(merchant, id);
      if (store.status !== 'hidden') await stores.hide(id, app.now());
      return ownDetail(merchant, id);
    },
  };
}

export type StoreManagement = ReturnType<typeof createStoreManagement>;
