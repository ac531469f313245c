import { Type, type Static } from '@sinclair/typebox';
import { errorAnswers, successEnvelope } from '../../contract/envelope';

// docs/api.md, "Staff": the shapes both the owner's staff page and the staff member's app read.

const Uuid = Type.String({ format: 'uuid' });
const Timestamp = Type.String({ format: 'date-time' });
const Role = Type.Union([Type.Literal('manager'), Type.Literal('cashier')]);
/** A store has a few dozen branches at most; a longer list is a mistake, not a request. */
const BranchIds = Type.Array(Uuid, { maxItems: 100, uniqueItems: true });

export const StoreIdParams = Type.Object({ storeId: Uuid });
export const StaffIdParams = Type.Object({ storeId: Uuid, staffId: Uuid });

export const InviteBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  role: Role,
  branch_ids: Type.Optional(BranchIds),
});
export type InviteBody = Static<typeof InviteBody>;

export const UpdateStaffBody = Type.Object({
  role: Type.Optional(Role),
  branch_ids: Type.Optional(BranchIds),
});
export type UpdateStaffBody = Static<typeof UpdateStaffBody>;

/** The invitation link's token: 43 characters of base64url, a little room either way. */
export const AcceptBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type AcceptBody = Static<typeof AcceptBody>;

export const StaffMember = Type.Object({
  id: Uuid,
  store_id: Uuid,
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()], { description: 'Null until accepted.' }),
  role: Role,
  branch_ids: Type.Array(Uuid, { description: 'Empty: every branch of the store.' }),
  status: Type.Union([Type.Literal('invited'), Type.Literal('active'), Type.Literal('expired')]),
  invited_at: Timestamp,
  expires_at: Type.Union([Timestamp, Type.Null()]),
  accepted_at: Type.Union([Timestamp, Type.Null()]),
  has_pin: Type.Boolean(),
});
export type StaffMember = Static<typeof StaffMember>;

export const Workplace = Type.Object({
  staff_id: Uuid,
  role: Role,
  branch_ids: Type.Array(Uuid),
  has_pin: Type.Boolean(),
  store: Type.Object({
    id: Uuid,
    name: Type.String(),
    logo_url: Type.Union([Type.String(), Type.Null()]),
  }),
  branches: Type.Array(Type.Object({ id: Uuid, name: Type.String() }), {
    description: 'The branches the person may work at.',
  }),
});
export type Workplace = Static<typeof Workplace>;

export const StaffMemberResponse = successEnvelope(StaffMember);
export type StaffMemberResponse = Static<typeof StaffMemberResponse>;
export const StaffListResponse = successEnvelope(Type.Array(StaffMember));
export type StaffListResponse = Static<typeof StaffListResponse>;
export const WorkplaceResponse = successEnvelope(Workplace);
export type WorkplaceResponse = Static<typeof WorkplaceResponse>;
export const WorkplaceListResponse = successEnvelope(Type.Array(Workplace));
export type WorkplaceListResponse = Static<typeof WorkplaceListResponse>;
export const RemovedResponse = successEnvelope(Type.Null());
export type RemovedResponse = Static<typeof RemovedResponse>;

export const StaffEventsQuery = Type.Object({ store_id: Uuid });

/** `PUT /staff/{staffId}/pin`: the person's own place (`staff_id` of `GET /staff/me`). */
export const OwnStaffIdParams = Type.Object({ staffId: Uuid });
export const PinBody = Type.Object({
  pin: Type.String({ pattern: '^[0-9]{4,6}$', description: '4 to 6 digits' }),
});
export type PinBody = Static<typeof PinBody>;
export const PinSavedResponse = successEnvelope(Type.Null());
export type PinSavedResponse = Static<typeof PinSavedResponse>;

export const STAFF_ERRORS = errorAnswers(400, 401, 403, 404, 409);
