import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MerchantRow, RewardCardRow } from '../../db/schema';
import { httpError } from '../../http/app-error';
import { lockMerchantRow } from '../../repositories/merchant-locks';
import {
  createRewardCardsRepository,
  type RewardCardPatch,
} from '../../repositories/reward-cards-repository';
import { createPlansInServiceRepository } from '../../repositories/plans-in-service';
import { merchantSettingsOf } from '../../services/stores/merchant-settings';
import { CARD_NOT_FOUND, NO_SUBSCRIPTION, planLimitMessage, STORE_NOT_FOUND } from './messages';
import type { CreateRewardCardBody, UpdateRewardCardBody } from './schemas';

/**
 * One more active card must fit the active plan's `max_reward_cards`. Call with the merchant's
 * row locked (`lockMerchantRow`), so two requests cannot both take the last place.
 */
async function assertRoomForOneMore(tx: Database, merchantId: string, now: Date): Promise<void> {
  const live = await createPlansInServiceRepository(tx).find(merchantId, now);
  if (!live) throw httpError(403, 'FORBIDDEN', NO_SUBSCRIPTION);
  const used = await createRewardCardsRepository(tx).countActive(merchantId);
  if (used >= live.plan.maxRewardCards) {
    throw httpError(403, 'PLAN_LIMIT_REACHED', planLimitMessage(live.plan.maxRewardCards));
  }
}

/** Creating, changing and retiring a store's reward cards (docs/api.md, "Reward cards and stamps"). */
export function createCardManagement(app: FastifyInstance) {
  return {
    async create(merchant: MerchantRow, body: CreateRewardCardBody): Promise<RewardCardRow> {
      const now = app.now();
      return app.db.transaction(async (tx) => {
        await lockMerchantRow(tx, merchant.id);
        const cards = createRewardCardsRepository(tx);
        const found = await cards.storeWithMerchant(body.store_id);
        if (!found || found.store.merchantId !== merchant.id) {
          throw httpError(404, 'NOT_FOUND', STORE_NOT_FOUND);
        }
        await assertRoomForOneMore(tx, merchant.id, now);
        const settings = await merchantSettingsOf(tx, merchant.id);
        return cards.insert({
          merchantId: merchant.id,
          storeId: body.store_id,
          title: body.title.trim(),
          description: body.description?.trim() ?? '',
          stampsRequired: body.stamps_required ?? settings.defaultStampsRequired,
          rewardDescription: body.reward_description.trim(),
          validUntil: body.valid_until ? new Date(body.valid_until) : null,
          createdAt: now,
          updatedAt: now,
        });
      });
    },

    /**
     * Changes what is sent. A lower `stamps_required` leaves every customer's stamps as they are
     * (a card now at or past it is ready to redeem); reactivating a card needs room in the plan.
     */
    async update(
      merchant: MerchantRow,
      id: string,
      body: UpdateRewardCardBody,
    ): Promise<RewardCardRow> {
      const patch: RewardCardPatch = {
        title: body.title?.trim(),
        description: body.description?.trim(),
        stampsRequired: body.stamps_required,
        rewardDescription: body.reward_description?.trim(),
        active: body.active,
        validUntil:
          body.valid_until === undefined
            ? undefined
            : body.valid_until === null
              ? null
              : new Date(body.valid_until),
      };
      return app.db.transaction(async (tx) => {
        await lockMerchantRow(tx, merchant.id);
        const cards = createRewardCardsRepository(tx);
        const found = await cards.findOwn(merchant.id, id);
        if (!found) throw httpError(404, 'NOT_FOUND', CARD_NOT_FOUND);
        const now = app.now();
        if (body.active === true && !found.card.active) {
          await assertRoomForOneMore(tx, merchant.id, now);
        }
        const updated = await cards.update(merchant.id, id, patch, now);
        if (!updated) throw httpError(404, 'NOT_FOUND', CARD_NOT_FOUND);
        return updated;
      });
    },

    /** Deleting deactivates: customers' cards and the interactions keep their history. */
    async deactivate(merchant: MerchantRow, id: string): Promise<RewardCardRow> {
      const updated = await createRewardCardsRepository(app.db).update(
        merchant.id,
        id,
        { active: false },
        app.now(),
      );
      if (!updated) throw httpError(404, 'NOT_FOUND', CARD_NOT_FOUND);
      return updated;
    },
  };
}
