import { api } from './client/baseApi';
import { COUNTER_DEVICE_HEADER } from './client/counterCredentials';
import type { StaffRole } from './staff';

// HAND-WRITTEN for now: counter mode's routes are built on main at the same time, so the generated
// OpenAPI types (src/api/generated/openapi.ts) do not have them yet. Each type mirrors the shared
// contract (COUNTER-CONTRACT.md); once the routes land they become `AnswerData<...>` /
// `RequestBody<...>` of the generated types (`npm run api:types`), as in src/api/branches.ts.

/** A shared browser signed in as a store's counter, as the devices list shows it. */
// until the generated types have it
export interface CounterDevice {
  id: string;
  name: string;
  branch: { id: string; name: string };
  /** ISO. */
  created_at: string;
  /** The name of whoever signed it in; null once unknown. */
  created_by: string | null;
  /** ISO; null until someone first unlocks it. */
  last_used_at: string | null;
}

/** `POST /stores/{storeId}/counter-devices` body. */
// until the generated types have it
export interface CounterDeviceBody {
  /** 1–60 characters ("Front till"). */
  name: string;
  branch_id: string;
}

/** `POST /stores/{storeId}/counter-devices`: the device and its token, shown this once. */
// until the generated types have it
export interface CreatedCounterDevice {
  device: CounterDevice;
  device_token: string;
}

/** One person who may unlock the counter (works at its branch). */
// until the generated types have it
export interface CounterPerson {
  staff_id: string;
  name: string;
  role: StaffRole;
  pin_set: boolean;
}

/** `GET /counter/device`: the device, where it stands and who may unlock it (sorted by name). */
// until the generated types have it
export interface CounterDeviceInfo {
  device: { id: string; name: string };
  store: { id: string; name: string };
  branch: { id: string; name: string };
  /** The store's setting (default 120). */
  idle_lock_seconds: number;
  people: CounterPerson[];
}

/** `POST /counter/unlock` body: `pin` is 4 to 6 digits. */
// until the generated types have it
export interface CounterUnlockBody {
  staff_id: string;
  pin: string;
}

/** `POST /counter/unlock`: a bearer token for this person, at this store and branch only. */
// until the generated types have it
export interface CounterUnlock {
  access_token: string;
  /** ISO; at most 8 hours away. There is no refresh token. */
  expires_at: string;
  staff: { id: string; name: string; role: StaffRole };
  store: { id: string; name: string };
  branch: { id: string; name: string };
}

/** `PUT /staff/{staffId}/pin` body: `^[0-9]{4,6}$`, neither a run nor one digit repeated. */
// until the generated types have it
export interface CounterPinBody {
  pin: string;
}

const devicesPath = (storeId: string, deviceId?: string) =>
  `/stores/${encodeURIComponent(storeId)}/counter-devices${deviceId ? `/${encodeURIComponent(deviceId)}` : ''}`;

// Tags (docs/style.md, "One API"): a store's devices are `CounterDevice` with the store's id.
const devicesTag = (storeId: string) => ({ type: 'CounterDevice' as const, id: storeId });

/**
 * Counter mode (COUNTER-CONTRACT.md): a store's counter devices, the device's own calls (named by
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
