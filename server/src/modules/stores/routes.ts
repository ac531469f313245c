import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { fieldError, httpError } from '../../http/app-error';
import { ErrorEnvelope } from '../../contract/envelope';
import { AVATAR_MAX_BYTES, readImageUpload } from '../../http/image-upload';
import { perMinutePerIp } from '../../http/rate-limits';
import { merchantOf } from '../../plugins/auth';
import { viewingMerchant } from '../../plugins/viewer';
import { createBranchesRepository } from '../../repositories/branches-repository';
import { createRewardCardsRepository } from '../../repositories/reward-cards-repository';
import { toRewardCardRecord } from '../../services/rewards/card-records';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import { createStoresRepository } from '../../repositories/stores-repository';
import { createPlansInServiceRepository } from '../../repositories/plans-in-service';
import { toBranchRecord } from '../../services/catalog/branch-record';
import { toStoreRecord } from '../../services/catalog/store-record';
import {
  CreateStoreBody,
  LogoResponse,
  MyStoresResponse,
  StoreDetailResponse,
  StoreIdParams,
  StoreResponse,
  UpdateStoreBody,
} from './schemas';
import { createStoreManagement, STORE_NOT_FOUND } from './store-management';
import { isUuid } from '../../contract/formats';

const tags = ['stores'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
};

/** `/stores`: a merchant's stores, and one store as anyone may read it (docs/api.md, "Stores"). */
const storesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Logos arrive as multipart: one file and the optional `store_id` field.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const management = createStoreManagement(app);
  const stores = createStoresRepository(app.db);
  const branches = createBranchesRepository(app.db);
  const rewardCards = createRewardCardsRepository(app.db);
  const merchants = createMerchantsRepository(app.db);
  const plansInService = createPlansInServiceRepository(app.db);

  app.post(
    '/',
    {
      preHandler: app.requireMerchant,
      schema: {
        operationId: 'createStore',
        tags,
        security,
        summary: 'Create a store (active subscription; within the plan)',
        description:
          '403 FORBIDDEN without an active subscription; 403 PLAN_LIMIT_REACHED past `max_stores`.',
        body: CreateStoreBody,
        response: { 201: StoreResponse, ...errors },
      },
    },
    async (request, reply): Promise<StoreResponse> => {
      const detail = await management.create(merchantOf(request), request.body);
      reply.code(201);
      return { success: true, message: 'Your store is created.', data: toStoreRecord(detail) };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireMerchant,
      schema: {
        operationId: 'listMyStores',
        tags,
        security,
        summary: "The caller's stores, hidden ones included, and the plan's limits",
        response: { 200: MyStoresResponse, ...errors },
      },
    },
    async (request): Promise<MyStoresResponse> => {
      const merchant = merchantOf(request);
      const [rows, live] = await Promise.all([
        stores.listForMerchant(merchant.id, app.now()),
        plansInService.find(merchant.id, app.now()),
      ]);
      const plan = live?.plan;
      return {
        success: true,
        data: {
          items: rows.map(toStoreRecord),
          limits: {
            plan_active: Boolean(plan),
            max_stores: plan?.maxStores ?? 0,
            max_branches: plan?.maxBranches ?? 0,
            max_reward_cards: plan?.maxRewardCards ?? 0,
            stores_used: rows.filter((row) => row.store.status === 'active').length,
          },
        },
      };
    },
  );

  app.post(
    '/me/avatar',
    {
      preHandler: app.requireMerchant,
      config: { rateLimit: perMinutePerIp(app, 20) },
      schema: {
        operationId: 'uploadStoreLogo',
        tags,
        security,
        summary: 'Upload a logo (multipart: `file`, and `store_id` for one store, else the brand)',
        description:
          "PNG, JPEG or WebP, at most 2 MB and 25 megapixels, decoded and encoded again: kept at most 512 × 512, without metadata (EXIF, GPS). With `store_id`, that store's logo; without, the brand logo every store without its own shows.",
        consumes: ['multipart/form-data'],
        response: {
          200: LogoResponse,
          ...errors,
          413: ErrorEnvelope,
          415: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request): Promise<LogoResponse> => {
      const merchant = merchantOf(request);
      const { bytes, type, fields } = await readImageUpload(request);
      const storeId = fields.store_id?.trim() || null;
      if (storeId && !isUuid(storeId)) throw fieldError('store_id', 'store_id must be a UUID');
      const store = storeId ? await stores.findOwn(merchant.id, storeId) : undefined;
      if (storeId && !store) throw httpError(404, 'NOT_FOUND', STORE_NOT_FOUND);
      const avatarUrl = await app.uploads.save('avatars', bytes, type);
      const now = app.now();
      if (store) {
        await stores.setAvatar(store.id, avatarUrl, now);
        await app.uploads.remove(store.avatarUrl);
      } else {
        await merchants.setLogo(merchant.id, avatarUrl, now);
        await app.uploads.remove(merchant.logoUrl);
      }
      return {
        success: true,
        message: store ? "The store's logo is saved." : 'Your brand logo is saved.',
        data: { avatar_url: avatarUrl, store_id: store?.id ?? null },
      };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getStore',
        security: [{}, { bearerAuth: [] }],
        tags,
        summary: 'One store with its branches and active reward cards',
        description:
          'Public for an active store of a verified, active merchant; its owner always (hidden too). Anyone else: 404.',
        params: StoreIdParams,
        response: { 200: StoreDetailResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply): Promise<StoreDetailResponse> => {
      const detail = await stores.findDetail(request.params.id, app.now());
      if (!detail) throw httpError(404, 'NOT_FOUND', STORE_NOT_FOUND);
      if (!detail.listed) {
        const viewer = await viewingMerchant(app, request, reply);
        if (viewer?.id !== detail.store.merchantId) {
          throw httpError(404, 'NOT_FOUND', STORE_NOT_FOUND);
        }
      }
      const [rows, cards] = await Promise.all([
        branches.listForStore(detail.store.id),
        rewardCards.listForStore(detail.store.id, true),
      ]);
      return {
        success: true,
        data: {
          ...toStoreRecord(detail),
          counter_idle_lock_seconds: detail.store.counterIdleLockSeconds,
          branches: rows.map(toBranchRecord),
          reward_cards: cards.map(toRewardCardRecord),
        },
      };
    },
  );

  app.put(
    '/:id',
    {
      preHandler: app.requireMerchant,
      schema: {
        operationId: 'updateStore',
        tags,
        security,
        summary: "Update one of the caller's stores",
        params: StoreIdParams,
        body: UpdateStoreBody,
        response: { 200: StoreResponse, ...errors },
      },
    },
    async (request): Promise<StoreResponse> => {
      const detail = await management.update(merchantOf(request), request.params.id, request.body);
      return { success: true, message: 'Your store is saved.', data: toStoreRecord(detail) };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireMerchant,
      schema: {
        operationId: 'hideStore',
        tags,
        security,
        summary: "Hide one of the caller's stores",
        description:
          'The store leaves the listing and public reads; its history stays and its owner still sees it (status "hidden").',
        params: StoreIdParams,
        response: { 200: StoreResponse, ...errors },
      },
    },
    async (request): Promise<StoreResponse> => {
      const detail = await management.hide(merchantOf(request), request.params.id);
      return { success: true, message: 'Your store is hidden.', data: toStoreRecord(detail) };
    },
  );
};

export default storesRoutes;
