import { api } from './client/baseApi';

// HAND-WRITTEN for now: the staff routes are built on another branch at the same time, so the
// generated OpenAPI types (src/api/generated/openapi.ts) do not have them yet. These follow the
// shared contract word for word (docs/api.md, "Staff"); once the server's routes land, they become
// `AnswerData<...>` / `RequestBody<...>` of the generated types (`npm run api:types`), as in
// src/api/branches.ts, and the type check shows any field that differs.

/** The two roles an owner or a manager can give (the owner is the merchant, never invited). */
export type StaffRole = 'manager' | 'cashier';

/** A person on a store's staff, or invited to it (docs/product.md, "Staff"). */
export interface StaffMember {
  id: string;
  store_id: string;
  /** Lower-cased. */
  email: string;
  /** Null until the invitation is accepted. */
  name: string | null;
  role: StaffRole;
  /** Empty: every branch of the store. */
  branch_ids: string[];
  status: 'invited' | 'active' | 'expired';
  invited_at: string;
  /** When the invitation ends (null once accepted). */
  expires_at: string | null;
  accepted_at: string | null;
  has_pin: boolean;
}

export type StaffStatus = StaffMember['status'];

/** `POST /stores/:storeId/staff`. */
export interface StaffInvite {
  email: string;
  role: StaffRole;
  branch_ids?: string[];
}

/** `PATCH /stores/:storeId/staff/:staffId`. */
export interface StaffChange {
  role?: StaffRole;
  branch_ids?: string[];
}

/** Where the signed-in account works: `GET /staff/me`'s items and `POST /staff/accept`'s answer. */
export interface Workplace {
  staff_id: string;
  role: StaffRole;
  branch_ids: string[];
  /** Whether this person has a counter PIN for this store (docs/product.md, "Counter mode"). */
  has_pin: boolean;
  store: { id: string; name: string; logo_url: string | null };
  /** The branches this person may work at (all the store's when `branch_ids` is empty). */
  branches: { id: string; name: string }[];
}

/** Who made a stamp, a redemption or an undo; null: the owner. */
export type StaffSignature = { id: string; name: string } | null;

/** Why a person's figures stand out against the store's. */
export type StaffFlag = 'undo_rate' | 'stamps_per_customer';

/** One person's row of `GET /analytics/staff` (`staff_id` null: the owner). */
export interface StaffFiguresRow {
  staff_id: string | null;
  name: string;
  role: 'owner' | StaffRole;
  stamps: number;
  redeems: number;
  undos: number;
  customers: number;
  /** A share, 0..1. */
  undo_rate: number;
  stamps_per_customer: number;
  flags: StaffFlag[];
}

/** `GET /analytics/staff`'s `data`. */
export interface StaffFigures {
  rows: StaffFiguresRow[];
  store: { undo_rate: number; stamps_per_customer: number };
}

export interface StaffFiguresArgs {
  from: string;
  to: string;
  storeId?: string;
}

const staffPath = (storeId: string, staffId?: string) =>
  `/stores/${encodeURIComponent(storeId)}/staff${staffId ? `/${encodeURIComponent(staffId)}` : ''}`;

// Tags (docs/style.md, "One API"): a store's staff list is `Staff` with the store's id; where the
// signed-in account works is `Workplaces`, which an accepted invitation changes.
const staffTag = (storeId: string) => ({ type: 'Staff' as const, id: storeId });

/** docs/api.md, "Staff": a store's staff, invitations, and where the signed-in account works. */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoreStaff: build.query<StaffMember[], string>({
      query: (storeId) => staffPath(storeId),
      providesTags: (_answer, _error, storeId) => [staffTag(storeId)],
    }),
    inviteStaff: build.mutation<StaffMember, StaffInvite & { storeId: string }>({
      query: ({ storeId, ...body }) => ({ url: staffPath(storeId), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { storeId }) => [staffTag(storeId)],
    }),
    updateStaff: build.mutation<StaffMember, StaffChange & { storeId: string; staffId: string }>({
      query: ({ storeId, staffId, ...body }) => ({
        url: staffPath(storeId, staffId),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_answer, _error, { storeId }) => [staffTag(storeId)],
    }),
    removeStaff: build.mutation<null, { storeId: string; staffId: string }>({
      query: ({ storeId, staffId }) => ({ url: staffPath(storeId, staffId), method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { storeId }) => [staffTag(storeId)],
    }),
    acceptInvitation: build.mutation<Workplace, { token: string }>({
      query: (body) => ({ url: '/staff/accept', method: 'POST', body }),
      invalidatesTags: ['Workplaces'],
    }),
    getMyWorkplaces: build.query<Workplace[], void>({
      query: () => '/staff/me',
      providesTags: ['Workplaces'],
    }),
    /** Per-person figures (docs/product.md, "Analytics"); read again with the rest of them. */
    getStaffFigures: build.query<StaffFigures, StaffFiguresArgs>({
      query: ({ from, to, storeId }) => ({
        url: '/analytics/staff',
        params: { from, to, ...(storeId ? { store_id: storeId } : {}) },
      }),
      providesTags: ['Analytics'],
    }),
  }),
});

export const {
  useGetStoreStaffQuery,
  useInviteStaffMutation,
  useUpdateStaffMutation,
  useRemoveStaffMutation,
  useAcceptInvitationMutation,
  useGetMyWorkplacesQuery,
  useGetStaffFiguresQuery,
} = staffApi;
