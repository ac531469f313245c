import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../plugins/auth';
import { createStoreAccess, MANAGERS, STORE_NOT_FOUND } from '../../services/staff/store-access';
import { createCounterDevices } from './counter-devices';
import { createCounterUnlock } from './counter-unlock';
import {
  CreateDeviceBody,
  DEVICE_ERRORS,
  DeviceCreatedResponse,
  DeviceHeaders,
  DeviceIdParams,
  DeviceListResponse,
  DeviceRemovedResponse,
  DeviceViewResponse,
  StoreIdParams,
  UnlockBody,
  UnlockResponse,
  UNLOCK_ERRORS,
} from './schemas';

const tags = ['counter'];
const signedIn = { tags, security: [{ bearerAuth: [] }] };
const byDevice = { tags, security: [{ counterDevice: [] }] };

/**
 * `/stores/{storeId}/counter-devices`: the devices signed in as a store's counter, for its owner
 * and managers (docs/api.md, "Counter mode"). Registered under the stores prefix by app.ts.
 */
export const counterDeviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const devices = createCounterDevices(app);
  const storeAccess = createStoreAccess(app.db);
  const managerOf = (request: FastifyRequest<{ Params: { storeId: string } }>) =>
    storeAccess.atStore(accountOf(request), request.params.storeId, MANAGERS, STORE_NOT_FOUND);

  app.post(
    '/:storeId/counter-devices',
    {
      preHandler: app.authenticate,
      schema: {
        ...signedIn,
        operationId: 'createCounterDevice',
        summary: 'Sign this device in as a branch’s counter (its token is answered once)',
        params: StoreIdParams,
        body: CreateDeviceBody,
        response: { 201: DeviceCreatedResponse, ...DEVICE_ERRORS },
      },
    },
    async (request, reply): Promise<DeviceCreatedResponse> => {
      const access = await managerOf(request);
      const created = await devices.create(access, accountOf(request).user, request.body);
      reply.code(201);
      return {
        success: true,
        message: `${created.device.name} is now a counter at ${created.device.branch.name}.`,
        data: created,
      };
    },
  );

  app.get(
    '/:storeId/counter-devices',
    {
      preHandler: app.authenticate,
      schema: {
        ...signedIn,
        operationId: 'listCounterDevices',
        summary: 'The devices signed in as the store’s counter, newest first',
        params: StoreIdParams,
        response: { 200: DeviceListResponse, ...DEVICE_ERRORS },
      },
    },
    async (request): Promise<DeviceListResponse> => ({
      success: true,
      data: await devices.list(await managerOf(request)),
    }),
  );

  app.delete(
    '/:storeId/counter-devices/:deviceId',
    {
      preHandler: app.authenticate,
      schema: {
        ...signedIn,
        operationId: 'removeCounterDevice',
        summary: 'Sign a counter device out: it and everyone unlocked on it are refused at once',
        params: DeviceIdParams,
        response: { 200: DeviceRemovedResponse, ...DEVICE_ERRORS },
      },
    },
    async (request): Promise<DeviceRemovedResponse> => {
      await devices.remove(await managerOf(request), request.params.deviceId);
      return { success: true, message: 'The device is signed out.', data: null };
    },
  );
};

/** `/counter`: the counter device's own calls, made with its `Counter-Device` header. */
export const counterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const counter = createCounterUnlock(app);

  app.get(
    '/device',
    {
      schema: {
        ...byDevice,
        operationId: 'describeCounterDevice',
        summary: 'What the counter device shows: its store, branch, idle lock and people',
        headers: DeviceHeaders,
        response: { 200: DeviceViewResponse, ...DEVICE_ERRORS },
      },
    },
    async (request): Promise<DeviceViewResponse> => ({
      success: true,
      data: await counter.describe(request.headers['counter-device']),
    }),
  );

  app.post(
    '/unlock',
    {
      schema: {
        ...byDevice,
        operationId: 'unlockCounter',
        summary:
          'Unlock the device as one of its people with their PIN (5 wrong tries lock that person for 15 minutes)',
        headers: DeviceHeaders,
        body: UnlockBody,
        response: { 200: UnlockResponse, ...UNLOCK_ERRORS },
      },
    },
    async (request): Promise<UnlockResponse> => {
      const unlocked = await counter.unlock(request.headers['counter-device'], request.body);
      return {
        success: true,
        message: `${unlocked.staff.name} is at the counter.`,
        data: unlocked,
      };
    },
  );
};
