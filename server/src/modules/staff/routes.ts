import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../plugins/auth';
import { createStoreAccess, MANAGERS, STORE_NOT_FOUND } from '../../services/staff/store-access';
import { counterEventsRoute, type StaffRoutesOptions } from './counter-events';
import { createMembership } from './membership';
import {
  AcceptBody,
  InviteBody,
  OwnStaffIdParams,
  PinBody,
  PinSavedResponse,
  RemovedResponse,
  StaffIdParams,
  StaffListResponse,
  StaffMemberResponse,
  StoreIdParams,
  UpdateStaffBody,
  WorkplaceListResponse,
  WorkplaceResponse,
  STAFF_ERRORS,
} from './schemas';
import { createStaffManagement } from './staff-management';
import { createStaffPin } from './staff-pin';

const schema = { tags: ['staff'], security: [{ bearerAuth: [] }] };

/**
 * `/stores/{storeId}/staff`: a store's people, for its owner and its managers (docs/api.md,
 * "Staff"). Registered under the stores prefix by app.ts.
 */
export const storeStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const management = createStaffManagement(app);
  const storeAccess = createStoreAccess(app.db);
  const managerOf = (request: FastifyRequest<{ Params: { storeId: string } }>) =>
    storeAccess.atStore(accountOf(request), request.params.storeId, MANAGERS, STORE_NOT_FOUND);

  app.post(
    '/:storeId/staff',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'inviteStaff',
        summary: 'Invite a manager or a cashier by email (valid 7 days)',
        params: StoreIdParams,
        body: InviteBody,
        response: { 201: StaffMemberResponse, ...STAFF_ERRORS },
      },
    },
    async (request, reply): Promise<StaffMemberResponse> => {
      const access = await managerOf(request);
      const member = await management.invite(access, accountOf(request).user, request.body);
      reply.code(201);
      return { success: true, message: `An invitation was sent to ${member.email}.`, data: member };
    },
  );

  app.get(
    '/:storeId/staff',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'listStaff',
        summary: "The store's staff and waiting invitations",
        params: StoreIdParams,
        response: { 200: StaffListResponse, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<StaffListResponse> => ({
      success: true,
      data: await management.list(await managerOf(request)),
    }),
  );

  app.patch(
    '/:storeId/staff/:staffId',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'updateStaff',
        summary: "Change a person's role or branches (their open counter closes and reopens)",
        params: StaffIdParams,
        body: UpdateStaffBody,
        response: { 200: StaffMemberResponse, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<StaffMemberResponse> => ({
      success: true,
      message: 'The changes are saved.',
      data: await management.update(await managerOf(request), request.params.staffId, request.body),
    }),
  );

  app.delete(
    '/:storeId/staff/:staffId',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'removeStaff',
        summary: 'Withdraw an invitation or remove a person (their open streams close at once)',
        params: StaffIdParams,
        response: { 200: RemovedResponse, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<RemovedResponse> => {
      await management.remove(await managerOf(request), request.params.staffId);
      return { success: true, message: 'The person no longer works at this store.', data: null };
    },
  );
};

/** `/staff`: the signed-in person's side: accepting an invitation, where they work. */
export const staffRoutes: FastifyPluginAsyncTypebox<StaffRoutesOptions> = async (app, options) => {
  const membership = createMembership(app);
  const pins = createStaffPin(app);
  await app.register(counterEventsRoute, { heartbeatMs: options.heartbeatMs });

  app.put(
    '/:staffId/pin',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'setMyCounterPin',
        summary:
          'Set your counter PIN at one store (4 to 6 digits; not a run or one digit repeated)',
        params: OwnStaffIdParams,
        body: PinBody,
        response: { 200: PinSavedResponse, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<PinSavedResponse> => {
      await pins.set(accountOf(request).user, request.params.staffId, request.body.pin);
      return { success: true, message: 'Your counter PIN is saved.', data: null };
    },
  );

  app.post(
    '/accept',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'acceptStaffInvitation',
        summary:
          'Accept an invitation with the signed-in account (its email must be the invited one)',
        body: AcceptBody,
        response: { 200: WorkplaceResponse, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<WorkplaceResponse> => {
      const workplace = await membership.accept(accountOf(request).user, request.body.token);
      return {
        success: true,
        message: `You now work at ${workplace.store.name}.`,
        data: workplace,
      };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'listMyWorkplaces',
        summary: 'Where the signed-in account works, with its role and branches',
        response: { 200: WorkplaceListResponse, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<WorkplaceListResponse> => ({
      success: true,
      data: await membership.workplaces(accountOf(request).user),
    }),
  );
};
