import type { FastifyInstance } from 'fastify';
import type { MerchantRow, UserRow } from '../../db/schema';
import { createCustomerCardsRepository } from '../../repositories/customer-cards-repository';
import { createInteractionsRepository } from '../../repositories/interactions-repository';
import { createMerchantRequestsRepository } from '../../repositories/merchant-requests-repository';
import { createRewardCardsRepository } from '../../repositories/reward-cards-repository';
import { createPlansInServiceRepository } from '../../repositories/plans-in-service';
import { toMerchantRecord, toUserRecord } from '../../services/accounts/records';
import type { StoreRecord } from '../../contract/store';
import { toSubscriptionRecord } from '../../services/catalog/subscription-record';
import { createOnboardingFacts } from '../../services/onboarding/onboarding-facts';
import { deriveStepStatus } from '../../services/onboarding/step-status';
import { toCustomerCardRecord } from '../../services/rewards/card-records';
import { merchantSettingsOf } from '../../services/stores/merchant-settings';
import type { AdminHome, CustomerHome, MerchantHome } from './schemas';

/** How many stores and interactions a home shows (docs/product.md, "Home"). */
const FEATURED_STORES = 6;
const RECENT_ACTIVITY = 10;

/** What an undo took back; an undo never points at another undo. */
function undoesOf(kind: 'stamp' | 'redeem' | 'undo' | null): 'stamp' | 'redeem' | null {
  return kind === 'undo' ? null : kind;
}

/** What `GET /home` shows each role. */
export function createHome(app: FastifyInstance) {
  const customerCards = createCustomerCardsRepository(app.db);
  const interactions = createInteractionsRepository(app.db);
  const onboardingFacts = createOnboardingFacts(app);

  return {
    async customer(user: UserRow): Promise<CustomerHome> {
      const [cards, featured, recent] = await Promise.all([
        customerCards.listForUser(user.id, app.now()),
        app.publicListing.page({ offset: 0, limit: FEATURED_STORES }),
        interactions.recentForCustomer(user.id, RECENT_ACTIVITY),
      ]);
      return {
        role: 'user',
        user: toUserRecord(user),
        qr_code: user.qrCode,
        short_code: user.shortCode ?? '',
        cards: cards.map(toCustomerCardRecord),
        // The listing writes its records as JSON in PostgreSQL (docs/performance.md, "Store listing
        // search"): the same `store` records `GET /stores/:id` answers.
        featured_stores: JSON.parse(featured.itemsJson) as StoreRecord[],
        recent_activity: recent.map(({ interaction, undoes, store, rewardCard }) => ({
          id: interaction.id,
          kind: interaction.kind,
          undoes: undoesOf(undoes),
          count: interaction.count,
          created_at: interaction.createdAt.toISOString(),
          store,
          reward_card: rewardCard,
        })),
      };
    },

    async merchant(user: UserRow, merchant: MerchantRow): Promise<MerchantHome> {
      // "Today" is the merchant's calendar day (docs/api.md, "Home").
      const { timeZone } = await merchantSettingsOf(app.db, merchant.id);
      const [facts, live, customers, today, activeCards, recent] = await Promise.all([
        onboardingFacts(user),
        // Null once the plan has ended: the dashboard says so (docs/product.md, "Without an
        // active plan").
        createPlansInServiceRepository(app.db).find(merchant.id, app.now()),
        customerCards.countCustomers(merchant.id),
        interactions.totalsToday(merchant.id, app.now(), timeZone),
        createRewardCardsRepository(app.db).countActive(merchant.id),
        interactions.recentForMerchant(merchant.id, RECENT_ACTIVITY),
      ]);
      return {
        role: 'merchant',
        merchant: toMerchantRecord(merchant, user),
        step_status: deriveStepStatus(facts),
        subscription: live ? toSubscriptionRecord(live) : null,
        stats: {
          customers,
          stamps_today: today.stamps,
          redemptions_today: today.redemptions,
          active_cards: activeCards,
        },
        recent_activity: recent.map((item) => ({
          id: item.interaction.id,
          kind: item.interaction.kind,
          undoes: undoesOf(item.undoes),
          count: item.interaction.count,
          created_at: item.interaction.createdAt.toISOString(),
          customer_first_name: item.customerFirstName,
          reward_card: item.rewardCard,
          store: item.store,
          branch: item.branch,
        })),
      };
    },

    async admin(user: UserRow): Promise<AdminHome> {
      const pending = await createMerchantRequestsRepository(app.db).listForReview({
        status: 'pending',
        offset: 0,
        limit: 1,
      });
      return { role: 'admin', user: toUserRecord(user), pending_requests: pending.total };
    },
  };
}
