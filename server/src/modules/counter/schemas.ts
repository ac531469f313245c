import { Type, type Static } from '@sinclair/typebox';
import { errorAnswers, successEnvelope } from '../../contract/envelope';
import { FilledText } from '../../contract/address-fields';

// docs/api.md, "Counter mode": a store's counter devices, the device's own view, unlocking by PIN.

const Uuid = Type.String({ format: 'uuid' });
const Timestamp = Type.String({ format: 'date-time' });
const Role = Type.Union([Type.Literal('manager'), Type.Literal('cashier')]);
const Named = Type.Object({ id: Uuid, name: Type.String() });

export const StoreIdParams = Type.Object({ storeId: Uuid });
export const DeviceIdParams = Type.Object({ storeId: Uuid, deviceId: Uuid });

export const CreateDeviceBody = Type.Object({
  name: FilledText(60),
  branch_id: Uuid,
});
export type CreateDeviceBody = Static<typeof CreateDeviceBody>;

export const CounterDevice = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    branch: Named,
    created_at: Timestamp,
    created_by: Type.Union([Type.String(), Type.Null()], {
      description: 'Who signed the device in; null once their account is gone.',
    }),
    last_used_at: Type.Union([Timestamp, Type.Null()], { description: 'The last unlock.' }),
  },
  { title: 'Counter device' },
);
export type CounterDevice = Static<typeof CounterDevice>;

export const DeviceListResponse = successEnvelope(Type.Array(CounterDevice));
export type DeviceListResponse = Static<typeof DeviceListResponse>;
export const DeviceCreatedResponse = successEnvelope(
  Type.Object({
    device: CounterDevice,
    device_token: Type.String({
      description:
        'The device’s secret, shown once: sent as the `Counter-Device` header by the device.',
    }),
  }),
);
export type DeviceCreatedResponse = Static<typeof DeviceCreatedResponse>;
export const DeviceRemovedResponse = successEnvelope(Type.Null());
export type DeviceRemovedResponse = Static<typeof DeviceRemovedResponse>;

/** The `Counter-Device` header: the device token (43 characters of base64url, some room). */
export const DeviceHeaders = Type.Object({
  'counter-device': Type.String({ minLength: 1, maxLength: 200 }),
});

export const CounterPerson = Type.Object({
  staff_id: Uuid,
  name: Type.String(),
  role: Role,
  has_pin: Type.Boolean(),
});

export const CounterDeviceView = Type.Object(
  {
    device: Named,
    store: Named,
    branch: Named,
    idle_lock_seconds: Type.Integer({
      description: 'Seconds without a touch before the device asks for a PIN again.',
    }),
    people: Type.Array(CounterPerson, {
      description: 'Who may unlock the device: the store’s people at this branch, by name.',
    }),
  },
  { title: 'Counter device view' },
);
export const DeviceViewResponse = successEnvelope(CounterDeviceView);
export type DeviceViewResponse = Static<typeof DeviceViewResponse>;

export const UnlockBody = Type.Object({
  staff_id: Uuid,
  pin: Type.String({ pattern: '^[0-9]{4,6}$', description: '4 to 6 digits' }),
});
export type UnlockBody = Static<typeof UnlockBody>;

export const UnlockResponse = successEnvelope(
  Type.Object({
    access_token: Type.String({
      description:
        'A bearer token acting as the person at this device’s branch, for the counter’s routes only; no refresh token.',
    }),
    expires_at: Timestamp,
    staff: Type.Object({ id: Uuid, name: Type.String(), role: Role }),
    store: Named,
    branch: Named,
  }),
);
export type UnlockResponse = Static<typeof UnlockResponse>;

export const DEVICE_ERRORS = errorAnswers(400, 401, 403, 404);
export const UNLOCK_ERRORS = errorAnswers(400, 401, 404, 409, 429);
