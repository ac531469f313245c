import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../http/app-error';
import { ErrorEnvelope } from '../../contract/envelope';
import { UuidIdParams } from '../../contract/params';
import { accountOf } from '../../plugins/auth';
import { createCustomerCardsRepository } from '../../repositories/customer-cards-repository';
import { createRewardCardsRepository } from '../../repositories/reward-cards-repository';
import { createStoreStaffRepository } from '../../repositories/store-staff-repository';
import { createStoresRepository } from '../../repositories/stores-repository';
import { createStoreAccess, MANAGERS } from '../../services/staff/store-access';
import { toCustomerCardRecord, toRewardCardRecord } from '../../services/rewards/card-records';
import { createCardManagement } from './card-management';
import { CARD_NOT_FOUND, STORE_NOT_FOUND } from './messages';
import {
  CreateRewardCardBody,
  CustomerCardListResponse,
  RewardCardListResponse,
  RewardCardResponse,
  RewardCardsQuery,
  UpdateRewardCardBody,
  REWARD_CARD_ERRORS,
} from './schemas';

/**
 * `/reward-cards`: a store's loyalty programs and a customer's cards (docs/api.md, "Reward cards
 * and stamps"); the cashier's stamping under the same prefix is the stamping module.
 */
const rewardCardsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const management = createCardManagement(app);
  const cards = createRewardCardsRepository(app.db);
  const stores = createStoresRepository(app.db);
  const staffRows = createStoreStaffRepository(app.db);
  const storeAccess = createStoreAccess(app.db);
  const schema = { tags: ['reward-cards'], security: [{ bearerAuth: [] }] };

  /** The owner or a manager of the card's store (docs/product.md, "Staff"), with its merchant. */
  const managerOfCard = (request: FastifyRequest<{ Params: { id: string } }>) =>
    storeAccess.atCard(accountOf(request), request.params.id, MANAGERS, CARD_NOT_FOUND);

  /** Whether the caller runs the store: its owner, or one of its managers. */
  async function runsStore(request: FastifyRequest, storeId: string, merchantId: string) {
    const account = request.account;
    if (!account) return false;
    if (account.merchant?.id === merchantId) return true;
    const found = await staffRows.storeWithStaff(storeId, account.user.id);
    return found?.staff?.role === 'manager';
  }

  /**
   * The caller when a valid token came with the request, else nobody: the list is public, and a
   * bad or expired token on a public read gets the public answer rather than an error.
   */
  async function optionalCaller(request: FastifyRequest, reply: FastifyReply) {
    if (!request.headers.authorization) return;
    try {
      await app.authenticate(request, reply);
    } catch {
      request.account = null;
    }
  }

  app.post(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'createRewardCard',
        summary: 'Create a reward card for one of your stores (within your plan)',
        body: CreateRewardCardBody,
        response: { 201: RewardCardResponse, ...REWARD_CARD_ERRORS },
      },
    },
    async (request, reply): Promise<RewardCardResponse> => {
      const { merchant } = await storeAccess.atStore(
        accountOf(request),
        request.body.store_id,
        MANAGERS,
        STORE_NOT_FOUND,
      );
      const card = await management.create(merchant, request.body);
      reply.code(201);
      return {
        success: true,
        message: 'The reward card was created.',
        data: toRewardCardRecord(card),
      };
    },
  );

  app.get(
    '/',
    {
      preHandler: optionalCaller,
      schema: {
        operationId: 'listRewardCards',
        security: [{}, { bearerAuth: [] }],
        tags: ['reward-cards'],
        summary: "A store's reward cards: all for its owner, the active ones for everyone else",
        querystring: RewardCardsQuery,
        response: { 200: RewardCardListResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request): Promise<RewardCardListResponse> => {
      // The same rule as the public store listing (docs/api.md, "Store listing").
      const found = await stores.findDetail(request.query.store_id, app.now());
      const owner = Boolean(
        found && (await runsStore(request, found.store.id, found.store.merchantId)),
      );
      if (!found || (!owner && !found.listed)) throw httpError(404, 'NOT_FOUND', STORE_NOT_FOUND);
      const rows = await cards.listForStore(found.store.id, !owner);
      return { success: true, data: rows.map(toRewardCardRecord) };
    },
  );

  app.get(
    '/my',
    {
      preHandler: [app.authenticate, app.requireRole('user')],
      schema: {
        ...schema,
        operationId: 'listMyCards',
        summary: "The caller's cards (customers), latest activity first",
        response: { 200: CustomerCardListResponse, 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request): Promise<CustomerCardListResponse> => {
      const rows = await createCustomerCardsRepository(app.db).listForUser(
        accountOf(request).user.id,
        app.now(),
      );
      return { success: true, data: rows.map(toCustomerCardRecord) };
    },
  );

  app.put(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'updateRewardCard',
        summary: 'Change a reward card; customers keep the stamps they have',
        params: UuidIdParams,
        body: UpdateRewardCardBody,
        response: { 200: RewardCardResponse, ...REWARD_CARD_ERRORS },
      },
    },
    async (request): Promise<RewardCardResponse> => {
      const card = await management.update(
        (await managerOfCard(request)).merchant,
        request.params.id,
        request.body,
      );
      return {
        success: true,
        message: 'The reward card was saved.',
        data: toRewardCardRecord(card),
      };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'deactivateRewardCard',
        summary: 'Deactivate a reward card (its history stays)',
        params: UuidIdParams,
        response: { 200: RewardCardResponse, ...REWARD_CARD_ERRORS },
      },
    },
    async (request): Promise<RewardCardResponse> => {
      const card = await management.deactivate(
        (await managerOfCard(request)).merchant,
        request.params.id,
      );
      return {
        success: true,
        message: 'The reward card was deactivated.',
        data: toRewardCardRecord(card),
      };
    },
  );
};

export default rewardCardsRoutes;
