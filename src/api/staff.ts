import { api } from './client/baseApi';

import type { AnswerData, QueryOf, RequestBody } from './client/contract';

// The records of the staff routes (docs/api.md, "Staff"), as the server's schemas say
// (`npm run api:types`).

/** A person on a store's staff, or invited to it (docs/product.md, "Staff"). */
export type StaffMember = AnswerData<'/stores/{storeId}/staff/{staffId}', 'patch'>;

/** The two roles an owner or a manager can give (the owner is the merchant, never invited). */
export type StaffRole = StaffMember['role'];

export type StaffStatus = StaffMember['status'];

/** `POST /stores/:storeId/staff`. */
export type StaffInvite = RequestBody<'/stores/{storeId}/staff', 'post'>;

/** `PATCH /stores/:storeId/staff/:staffId`. */
export type StaffChange = RequestBody<'/stores/{storeId}/staff/{staffId}', 'patch'>;

/** Where the signed-in account works: `GET /staff/me`'s items and `POST /staff/accept`'s answer. */
export type Workplace = AnswerData<'/staff/me', 'get'>[number];

/** Who made a stamp, a redemption or an undo; null: the owner. */
export type StaffSignature = AnswerData<'/reward-cards/{id}/stamps', 'post'>['staff'];

/** `GET /analytics/staff`'s `data`. */
export type StaffFigures = AnswerData<'/analytics/staff', 'get'>;

/** One person's row of `GET /analytics/staff` (`staff_id` null: the owner). */
export type StaffFiguresRow = StaffFigures['rows'][number];

/** Why a person's figures stand out against the store's. */
export type StaffFlag = StaffFiguresRow['flags'][number];

/** `GET /analytics/staff`'s query, with the store as the page names it. */
export interface StaffFiguresArgs {
  from: QueryOf<'/analytics/staff', 'get'>['from'];
  to: QueryOf<'/analytics/staff', 'get'>['to'];
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
