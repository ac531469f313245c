import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { httpError } from '../../http/app-error';
import { ErrorEnvelope, successEnvelope } from '../../contract/envelope';
import { accountOf } from '../../plugins/auth';
import { viewingMerchant } from '../../plugins/viewer';
import { createBranchesRepository } from '../../repositories/branches-repository';
import { createStoresRepository } from '../../repositories/stores-repository';
import { toBranchRecord } from '../../services/catalog/branch-record';
import { createStoreAccess, MANAGERS } from '../../services/staff/store-access';
import { BRANCH_NOT_FOUND, createBranchManagement, STORE_NOT_FOUND } from './branch-management';
import {
  BranchIdParams,
  BranchListResponse,
  BranchResponse,
  CreateBranchBody,
  StoreIdParams,
  UpdateBranchBody,
} from './schemas';

const tags = ['branches'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
};
const DeletedResponse = successEnvelope(Type.Null());

/** `/branches`: a store's locations (docs/api.md, "Branches"). */
const branchesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const management = createBranchManagement(app);
  const branches = createBranchesRepository(app.db);
  const stores = createStoresRepository(app.db);
  const storeAccess = createStoreAccess(app.db);
  // The owner or a manager of the branch's store (docs/product.md, "Staff"), with its merchant.
  const managerOfBranch = async (request: FastifyRequest<{ Params: { id: string } }>) =>
    (await storeAccess.atBranch(accountOf(request), request.params.id, MANAGERS, BRANCH_NOT_FOUND))
      .merchant;

  app.post(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'createBranch',
        tags,
        security,
        summary: "Add a branch to one of the caller's stores (within the plan)",
        description:
          '403 FORBIDDEN without an active subscription; 403 PLAN_LIMIT_REACHED past `max_branches` (all stores together).',
        body: CreateBranchBody,
        response: { 201: BranchResponse, ...errors, 409: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { merchant } = await storeAccess.atStore(
        accountOf(request),
        request.body.store_id,
        MANAGERS,
        STORE_NOT_FOUND,
      );
      const row = await management.create(merchant, request.body);
      reply.code(201);
      return { success: true as const, message: 'The branch is added.', data: toBranchRecord(row) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'listStoreBranches',
        security: [{}, { bearerAuth: [] }],
        tags,
        summary: "A store's branches",
        description: 'Public for a store the listing shows; its owner always. Anyone else: 404.',
        params: StoreIdParams,
        response: { 200: BranchListResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const detail = await stores.findDetail(request.params.id, app.now());
      if (!detail) throw httpError(404, 'NOT_FOUND', STORE_NOT_FOUND);
      if (!detail.listed) {
        const viewer = await viewingMerchant(app, request, reply);
        if (viewer?.id !== detail.store.merchantId) {
          throw httpError(404, 'NOT_FOUND', STORE_NOT_FOUND);
        }
      }
      const rows = await branches.listForStore(detail.store.id);
      return { success: true as const, data: rows.map(toBranchRecord) };
    },
  );

  app.put(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'updateBranch',
        tags,
        security,
        summary: "Update one of the caller's branches",
        params: BranchIdParams,
        body: UpdateBranchBody,
        response: { 200: BranchResponse, ...errors },
      },
    },
    async (request) => {
      const row = await management.update(
        await managerOfBranch(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: 'The branch is saved.', data: toBranchRecord(row) };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'deleteBranch',
        tags,
        security,
        summary: "Delete one of the caller's branches",
        description: 'It leaves every list; the stamps given there keep it.',
        params: BranchIdParams,
        response: { 200: DeletedResponse, ...errors },
      },
    },
    async (request) => {
      await management.remove(await managerOfBranch(request), request.params.id);
      return { success: true as const, message: 'The branch is deleted.', data: null };
    },
  );
};

export default branchesRoutes;
