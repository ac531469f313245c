import { api } from './client/baseApi';
import { COUNTER_DEVICE_HEADER } from './client/counterCredentials';

import type { AnswerData, RequestBody } from './client/contract';

// docs/api.md, "Counter mode": the types are the OpenAPI document's (`npm run api:types`).

/** A shared browser signed in as a store's counter, as the devices list shows it. */
export type CounterDevice = AnswerData<'/stores/{storeId}/counter-devices', 'get'>[number];

/** `POST /stores/{storeId}/counter-devices` body. */
export type CounterDeviceBody = RequestBody<'/stores/{storeId}/counter-devices', 'post'>;

/** `POST /stores/{storeId}/counter-devices`: the device and its token, shown this once. */
export type CreatedCounterDevice = AnswerData<'/stores/{storeId}/counter-devices', 'post'>;

/** `GET /counter/device`: the device, where it stands and who may unlock it (sorted by name). */
export type CounterDeviceInfo = AnswerData<'/counter/device', 'get'>;

/** One person who may unlock the counter (works at its branch). */
export type CounterPerson = CounterDeviceInfo['people'][number];

/** `POST /counter/unlock` body: `pin` is 4 to 6 digits. */
export type CounterUnlockBody = RequestBody<'/counter/unlock', 'post'>;

/** `POST /counter/unlock`: a bearer token for this person, at this store and branch only. */
export type CounterUnlock = AnswerData<'/counter/unlock', 'post'>;

/** `PUT /staff/{staffId}/pin` body: 4 to 6 digits, neither a run nor one digit repeated. */
export type CounterPinBody = RequestBody<'/staff/{staffId}/pin', 'put'>;

const devicesPath = (storeId: string, deviceId?: string) =>
  `/stores/${encodeURIComponent(storeId)}/counter-devices${deviceId ? `/${encodeURIComponent(deviceId)}` : ''}`;

// Tags (docs/style.md, "One API"): a store's devices are `CounterDevice` with the store's id.
const devicesTag = (storeId: string) => ({ type: 'CounterDevice' as const, id: storeId });

/**
 * Counter mode (docs/api.md, "Counter mode"): a store's counter devices, the device's own calls (named by
 * its `Counter-Device` header, never a bearer), and a staff member's personal PIN.
 */
export const counterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCounterDevices: build.query<CounterDevice[], string>({
      query: (storeId) => devicesPath(storeId),
      providesTags: (_answer, _error, storeId) => [devicesTag(storeId)],
    }),
    createCounterDevice: build.mutation<
      CreatedCounterDevice,
      CounterDeviceBody & { storeId: string }
    >({
      query: ({ storeId, ...body }) => ({ url: devicesPath(storeId), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { storeId }) => [devicesTag(storeId)],
    }),
    signOutCounterDevice: build.mutation<null, { storeId: string; deviceId: string }>({
      query: ({ storeId, deviceId }) => ({ url: devicesPath(storeId, deviceId), method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { storeId }) => [devicesTag(storeId)],
    }),
    /** The argument is the device token kept on this browser. */
    getCounterDevice: build.query<CounterDeviceInfo, string>({
      query: (deviceToken) => ({
        url: '/counter/device',
        headers: { [COUNTER_DEVICE_HEADER]: deviceToken },
      }),
    }),
    unlockCounter: build.mutation<CounterUnlock, CounterUnlockBody & { deviceToken: string }>({
      query: ({ deviceToken, ...body }) => ({
        url: '/counter/unlock',
        method: 'POST',
        headers: { [COUNTER_DEVICE_HEADER]: deviceToken },
        body,
      }),
    }),
    /** The signed-in person's own PIN, for the store `staffId` is a row of. */
    setCounterPin: build.mutation<null, CounterPinBody & { staffId: string }>({
      query: ({ staffId, ...body }) => ({
        url: `/staff/${encodeURIComponent(staffId)}/pin`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Workplaces'],
    }),
  }),
});

export const {
  useGetCounterDevicesQuery,
  useCreateCounterDeviceMutation,
  useSignOutCounterDeviceMutation,
  useGetCounterDeviceQuery,
  useUnlockCounterMutation,
  useSetCounterPinMutation,
} = counterApi;
